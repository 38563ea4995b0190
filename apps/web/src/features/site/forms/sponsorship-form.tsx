import {
  HONEYPOT_FIELD,
  SPONSORSHIP_INTERESTS,
  type SponsorshipInquiry,
  type SponsorshipInquiryInput,
  sponsorshipInquirySchema,
} from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { controlClass, describedBy, Field } from '../../../components/ui/field';
import { SelectControl } from '../../../components/ui/select-control';
import { useT, useText } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { useSendSponsorship } from '../api/send-sponsorship';
import { InquiryFormEnd } from '../components/inquiry-status';
import { INTEREST_LABELS, sponsorshipFormMessages as m } from './messages';

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
  label: MessageDescriptor;
  type?: string;
  autoComplete?: string;
  placeholder?: MessageDescriptor | string;
  hint?: MessageDescriptor;
}> = [
  { name: 'firstName', label: m.firstName, autoComplete: 'given-name' },
  { name: 'title', label: m.title, autoComplete: 'organization-title', placeholder: m.titlePlaceholder },
  { name: 'organization', label: m.organization, autoComplete: 'organization' },
  { name: 'location', label: m.location, autoComplete: 'country-name', hint: m.locationHint },
  { name: 'email', label: m.email, type: 'email', autoComplete: 'email' },
  {
    name: 'contactNumber',
    label: m.contactNumber,
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '+44 20 7946 0958',
    hint: m.contactNumberHint,
  },
  {
    name: 'reference',
    label: m.reference,
    type: 'url',
    autoComplete: 'url',
    placeholder: m.referencePlaceholder,
    hint: m.referenceHint,
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
  const { onSubmit, ...sent } = useSendSponsorship(form);
  const t = useT();
  const text = useText();
  const errorOf = (message: string | undefined) => (message ? text(message) : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-5" aria-label={t(m.formLabel)}>
      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map((f) => {
          const id = `sponsor-${f.name}`;
          const message = errorOf(errors[f.name]?.message);
          const hint = f.hint ? t(f.hint) : undefined;
          const placeholder = typeof f.placeholder === 'object' ? t(f.placeholder) : f.placeholder;
          return (
            <Field key={f.name} id={id} label={t(f.label)} error={message} hint={hint} required>
              <input
                id={id}
                type={f.type ?? 'text'}
                autoComplete={f.autoComplete}
                placeholder={placeholder}
                aria-invalid={message ? true : undefined}
                aria-describedby={describedBy(id, { error: message, hint })}
                aria-required
                className={controlClass(Boolean(message))}
                {...register(f.name)}
              />
            </Field>
          );
        })}
        <Field id="sponsor-interest" label={t(m.interest)} error={errorOf(errors.interest?.message)} required>
          <SelectControl
            id="sponsor-interest"
            invalid={Boolean(errors.interest)}
            aria-describedby={describedBy('sponsor-interest', { error: errors.interest?.message })}
            aria-required
            {...register('interest')}
          >
            <option value="">{t(m.chooseOne)}</option>
            {SPONSORSHIP_INTERESTS.map((option) => (
              <option key={option} value={option}>
                {t(INTEREST_LABELS[option])}
              </option>
            ))}
          </SelectControl>
        </Field>
      </div>
      <Field
        id="sponsor-proposal"
        label={t(m.proposal)}
        error={errorOf(errors.proposal?.message)}
        hint={t(m.proposalHint)}
        required
      >
        <textarea
          id="sponsor-proposal"
          rows={5}
          aria-invalid={errors.proposal ? true : undefined}
          aria-describedby={describedBy('sponsor-proposal', {
            error: errorOf(errors.proposal?.message),
            hint: 'yes',
          })}
          aria-required
          className={controlClass(Boolean(errors.proposal), 'resize-y')}
          {...register('proposal')}
        />
      </Field>
      <InquiryFormEnd register={register} sent={sent} sendLabel={t(m.send)} />
    </form>
  );
}
