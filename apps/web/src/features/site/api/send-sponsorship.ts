import { INQUIRY_MESSAGES, type SponsorshipInquiry, type SponsorshipInquiryInput } from '@cq/shared';
import type { UseFormReturn } from 'react-hook-form';
import { api } from '../../../lib/api-client';
import { useInquirySubmit } from '../forms/use-inquiry-submit';

/** POST /sponsorship: the Become a Partner form as it was checked. */
export async function sendSponsorship(values: SponsorshipInquiry): Promise<unknown> {
  return api.post('/sponsorship', values);
}

/** The Become a Partner form's send cycle. */
export function useSendSponsorship(form: UseFormReturn<SponsorshipInquiryInput, unknown, SponsorshipInquiry>) {
  return useInquirySubmit(form, sendSponsorship, INQUIRY_MESSAGES.sponsorshipSuccess);
}
