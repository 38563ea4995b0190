import { type ContactFormValues, INQUIRY_MESSAGES, toRequestType } from '@cq/shared';
import type { UseFormReturn } from 'react-hook-form';
import { api } from '../../../lib/api-client';
import { useInquirySubmit } from '../forms/use-inquiry-submit';

/** POST /contact: the form's inquiry type is sent as its requestType. */
export async function sendContact({ inquiryType, ...rest }: ContactFormValues): Promise<unknown> {
  return api.post('/contact', { ...rest, requestType: toRequestType(inquiryType) });
}

/** The contact form's send cycle. */
export function useSendContact(form: UseFormReturn<ContactFormValues>) {
  return useInquirySubmit(form, sendContact, INQUIRY_MESSAGES.contactSuccess);
}
