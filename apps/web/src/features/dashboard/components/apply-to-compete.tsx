import { ACCOUNT_MESSAGES, type CompeteRequest, competeRequestSchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Crown } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { controlClass, Field } from '../../../components/ui/field';
import { useT, useText } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { useApplyToCompete } from '../api/apply-to-compete';
import { dashboardMessages as m } from '../messages';

/**
 * A fan applies to compete from the same account: the contestant's sign-up asks for a phone number, so this asks
 * for it; once sent, her account is on the contestant's path and she goes to her registration.
 */
export function ApplyToCompete() {
  const t = useT();
  const text = useText();
  const apply = useApplyToCompete();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CompeteRequest>({
    resolver: zodResolver(competeRequestSchema),
    defaultValues: { phoneNumber: '' },
  });
  const fieldError = form.formState.errors.phoneNumber?.message;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await apply(values);
      navigate('/user/register');
    } catch (err) {
      setError(messageOf(err, ACCOUNT_MESSAGES.profileSaveFailed));
    }
  });

  return (
    <section id="apply-to-compete" aria-labelledby="apply-heading" className="card scroll-mt-24 p-6">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-secondary-main/20 text-primary-main">
          <Crown className="h-5 w-5" aria-hidden />
        </span>
        <h2 id="apply-heading" className="font-serif text-xl text-ink">
          {t(m.fanApplyTitle)}
        </h2>
      </div>
      <p className="mt-3 text-sm text-muted">{t(m.fanApplyText)}</p>
      {open ? (
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label={t(m.fanApplyTitle)}>
          <Field
            id="compete-phone"
            label={t(m.fanApplyPhone)}
            required
            error={fieldError ? text(fieldError) : null}
            hint={t(m.fanApplyPhoneHint)}
          >
            <input
              id="compete-phone"
              type="tel"
              dir="ltr"
              autoComplete="tel"
              aria-required
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? 'compete-phone-hint compete-phone-error' : 'compete-phone-hint'}
              className={controlClass(Boolean(fieldError))}
              {...form.register('phoneNumber')}
            />
          </Field>
          {error ? (
            <p role="alert" className="text-sm text-status-rejected">
              {text(error)}
            </p>
          ) : null}
          <Button type="submit" busy={form.formState.isSubmitting} className="w-full">
            {t(m.fanApplySubmit)}
          </Button>
        </form>
      ) : (
        <Button type="button" variant="secondary" className="mt-4 w-full" onClick={() => setOpen(true)}>
          {t(m.fanApplyAction)}
        </Button>
      )}
    </section>
  );
}
