import {
  CONTACT_INQUIRY_TYPES,
  type ContactFormValues,
  contactFormSchema,
  DEFAULT_CONTACT_INQUIRY_TYPE,
  HONEYPOT_FIELD,
  INQUIRY_MESSAGES,
} from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { controlClass, describedBy, Field } from '../../../components/ui/field';
import { SelectControl } from '../../../components/ui/select-control';
import { useHydrated } from '../../../lib/use-client-value';
import { useSendContact } from '../api/send-contact';
import { HoneypotField, InquiryStatus } from '../components/inquiry-status';

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
  const { onSubmit, success, error, sending } = useSendContact(form);
  const ready = useHydrated();

  const text = (name: 'firstName' | 'lastName' | 'email', label: string, type: string, autoComplete: string) => {
    const id = `contact-${name}`;
    const message = errors[name]?.message;
    return (
      <Field id={id} label={label} error={message} required>
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(id, { error: message })}
          aria-required
          className={controlClass(Boolean(message))}
          {...register(name)}
        />
      </Field>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-5" aria-label="Contact us">
      <div className="grid gap-5 sm:grid-cols-2">
        {text('firstName', 'First name', 'text', 'given-name')}
        {text('lastName', 'Last name', 'text', 'family-name')}
      </div>
      {text('email', 'Email', 'email', 'email')}
      <Field id="contact-inquiryType" label="Type of inquiry">
        <SelectControl id="contact-inquiryType" {...register('inquiryType')}>
          {CONTACT_INQUIRY_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectControl>
      </Field>
      <Field id="contact-message" label="Message" error={errors.message?.message} required>
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
      <HoneypotField name={HONEYPOT_FIELD} register={(n) => register(n as typeof HONEYPOT_FIELD)} />
      <InquiryStatus success={success} error={error} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending || !ready}>
        {sending ? INQUIRY_MESSAGES.sending : 'Send message'}
        {sending ? null : <Send className="h-4 w-4" aria-hidden />}
      </button>
    </form>
  );
}
