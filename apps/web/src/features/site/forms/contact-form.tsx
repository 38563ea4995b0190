import {
  CONTACT_INQUIRY_TYPES,
  type ContactFormValues,
  contactFormSchema,
  DEFAULT_CONTACT_INQUIRY_TYPE,
  HONEYPOT_FIELD,
} from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { controlClass, describedBy, Field, TextField } from '../../../components/ui/field';
import { SelectControl } from '../../../components/ui/select-control';
import { useT, useText } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { useSendContact } from '../api/send-contact';
import { InquiryFormEnd } from '../components/inquiry-status';
import { INQUIRY_TYPE_LABELS, contactFormMessages as m } from './messages';

const EMPTY: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  inquiryType: DEFAULT_CONTACT_INQUIRY_TYPE,
  message: '',
  [HONEYPOT_FIELD]: '',
};

/** The contact form: the inquiry type is sent as its requestType. */
export function ContactForm() {
  const form = useForm<ContactFormValues>({ resolver: zodResolver(contactFormSchema), defaultValues: EMPTY });
  const { register, formState } = form;
  const { errors } = formState;
  const { onSubmit, ...sent } = useSendContact(form);
  const t = useT();
  const text = useText();
  const errorOf = (message: string | undefined) => (message ? text(message) : undefined);

  const input = (
    name: 'firstName' | 'lastName' | 'email',
    label: MessageDescriptor,
    type: string,
    autoComplete: string,
  ) => {
    return (
      <TextField
        id={`contact-${name}`}
        label={t(label)}
        error={errorOf(errors[name]?.message)}
        required
        type={type}
        autoComplete={autoComplete}
        {...register(name)}
      />
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-5" aria-label={t(m.formLabel)}>
      <div className="grid gap-5 sm:grid-cols-2">
        {input('firstName', m.firstName, 'text', 'given-name')}
        {input('lastName', m.lastName, 'text', 'family-name')}
      </div>
      {input('email', m.email, 'email', 'email')}
      <Field id="contact-inquiryType" label={t(m.inquiryType)}>
        <SelectControl id="contact-inquiryType" {...register('inquiryType')}>
          {CONTACT_INQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(INQUIRY_TYPE_LABELS[type])}
            </option>
          ))}
        </SelectControl>
      </Field>
      <Field id="contact-message" label={t(m.message)} error={errorOf(errors.message?.message)} required>
        <textarea
          id="contact-message"
          rows={6}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('contact-message', { error: errors.message?.message })}
          aria-required
          className={controlClass(Boolean(errors.message), 'resize-y')}
          {...register('message')}
        />
      </Field>
      <InquiryFormEnd register={register} sent={sent} sendLabel={t(m.send)} />
    </form>
  );
}
