import {
  HONEYPOT_FIELD,
  INQUIRY_MESSAGES,
  SPONSORSHIP_INTERESTS,
  type SponsorshipInquiry,
  type SponsorshipInquiryInput,
  sponsorshipInquirySchema,
} from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { controlClass, describedBy, Field } from '../../../components/ui/field';
import { SelectControl } from '../../../components/ui/select-control';
import { useHydrated } from '../../../lib/use-client-value';
import { useSendSponsorship } from '../api/send-sponsorship';
import { HoneypotField, InquiryStatus } from '../components/inquiry-status';

const EMPTY: SponsorshipInquiryInput = {
  firstName: '',
  title: '',
  organization: '',
  location: '',
  email: '',
  contactNumber: '',
  reference: '',
  interest: '' as SponsorshipInquiryInput['interest'],
  proposal: '',
  [HONEYPOT_FIELD]: '',
};

type TextKey = 'firstName' | 'title' | 'organization' | 'location' | 'email' | 'contactNumber' | 'reference';
const TEXT_FIELDS: ReadonlyArray<{
  name: TextKey;
  label: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
}> = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'title', label: 'Title', autoComplete: 'organization-title', placeholder: 'e.g. Head of Partnerships' },
  { name: 'organization', label: 'Organization', autoComplete: 'organization' },
  { name: 'location', label: 'Location', autoComplete: 'country-name', hint: 'The country you operate in' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  {
    name: 'contactNumber',
    label: 'Contact number',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '+44 20 7946 0958',
    hint: 'Include your international code',
  },
  {
    name: 'reference',
    label: 'Reference link',
    type: 'url',
    autoComplete: 'url',
    placeholder: 'https://yourcompany.com',
    hint: 'Your website, a press kit or a past campaign',
  },
];

/** The Become a Partner form: nine fields, every one required. */
export function SponsorshipForm() {
  const form = useForm<SponsorshipInquiryInput, unknown, SponsorshipInquiry>({
    resolver: zodResolver(sponsorshipInquirySchema),
    defaultValues: EMPTY,
  });
  const { register, formState } = form;
  const { errors } = formState;
  const { onSubmit, success, error, sending } = useSendSponsorship(form);
  const ready = useHydrated();

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-5" aria-label="Become a Partner">
      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map((f) => {
          const id = `sponsor-${f.name}`;
          const message = errors[f.name]?.message;
          return (
            <Field key={f.name} id={id} label={f.label} error={message} hint={f.hint} required>
              <input
                id={id}
                type={f.type ?? 'text'}
                autoComplete={f.autoComplete}
                placeholder={f.placeholder}
                aria-invalid={message ? true : undefined}
                aria-describedby={describedBy(id, { error: message, hint: f.hint })}
                aria-required
                className={controlClass(Boolean(message))}
                {...register(f.name)}
              />
            </Field>
          );
        })}
        <Field id="sponsor-interest" label="Area of interest" error={errors.interest?.message} required>
          <SelectControl
            id="sponsor-interest"
            invalid={Boolean(errors.interest)}
            aria-describedby={describedBy('sponsor-interest', { error: errors.interest?.message })}
            aria-required
            {...register('interest')}
          >
            <option value="">Choose one</option>
            {SPONSORSHIP_INTERESTS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectControl>
        </Field>
      </div>
      <Field
        id="sponsor-proposal"
        label="Proposal"
        error={errors.proposal?.message}
        hint="Tell us what you have in mind: the audience, the continent and what success looks like for you."
        required
      >
        <textarea
          id="sponsor-proposal"
          rows={5}
          aria-invalid={errors.proposal ? true : undefined}
          aria-describedby={describedBy('sponsor-proposal', {
            error: errors.proposal?.message,
            hint: 'yes',
          })}
          aria-required
          className={controlClass(Boolean(errors.proposal), 'resize-y')}
          {...register('proposal')}
        />
      </Field>
      <HoneypotField name={HONEYPOT_FIELD} register={(n) => register(n as typeof HONEYPOT_FIELD)} />
      <InquiryStatus success={success} error={error} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending || !ready}>
        {sending ? INQUIRY_MESSAGES.sending : 'Send inquiry'}
        {sending ? null : <Send className="h-4 w-4" aria-hidden />}
      </button>
    </form>
  );
}
