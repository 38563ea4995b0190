import {
  ACCOUNT_MESSAGES,
  type ChangePasswordForm as ChangePasswordValues,
  changePasswordFormSchema,
  PASSWORD_MIN_LENGTH,
} from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, KeyRound, TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { controlClass, describedBy, Field } from '../../../components/ui/field';
import { useT, useText } from '../../../i18n/locale-context';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { settingsMessages as m } from '../messages';

type FieldName = keyof ChangePasswordValues;
const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (Account settings): the current password and the new one twice. The new one is checked
 * here with the shared rules (length, shape, the e-mail address); the server also refuses common passwords
 * and a wrong current password, and its messages show under the field they concern. On success every other
 * session of the account is signed out and this one goes on.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const t = useT();
  const text = useText();
  const schema = useMemo(() => changePasswordFormSchema(email), [email]);
  const form = useForm<ChangePasswordValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const changePassword = useChangePassword();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null);
    try {
      const message = await changePassword({ currentPassword, newPassword });
      form.reset(EMPTY);
      setOutcome({ tone: 'success', message: message ?? text(ACCOUNT_MESSAGES.passwordChanged) });
    } catch (err) {
      const fieldErrors = err instanceof ApiError ? err.errors : undefined;
      let shown = false;
      for (const name of ['currentPassword', 'newPassword'] as const) {
        const message = fieldErrors?.[name];
        if (message) {
          form.setError(name, { message });
          shown = true;
        }
      }
      if (!shown) setOutcome({ tone: 'error', message: messageOf(err, text(ACCOUNT_MESSAGES.passwordChangeFailed)) });
    }
  });

  const input = (name: FieldName, label: string, autoComplete: string, hint?: string) => {
    const id = `change-${name}`;
    const message = errors[name]?.message;
    return (
      <Field id={id} label={label} error={message} hint={hint}>
        <input
          id={id}
          type="password"
          autoComplete={autoComplete}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(id, { error: message, hint })}
          className={controlClass(Boolean(message))}
          {...form.register(name, { onChange: () => setOutcome(null) })}
        />
      </Field>
    );
  };

  const Icon = outcome?.tone === 'success' ? CheckCircle2 : TriangleAlert;
  return (
    <section
      aria-labelledby="password-heading"
      className="mt-6 rounded-2xl border border-hairline bg-white p-5 shadow-[var(--shadow-card)] sm:p-8"
    >
      <div className="flex items-center gap-3 border-b border-hairline pb-5">
        <KeyRound className="h-5 w-5 shrink-0 text-primary-main" aria-hidden />
        <div>
          <h2 id="password-heading" className="text-xl">
            {t(m.passwordHeading)}
          </h2>
          <p className="text-sm text-muted">{t(m.passwordIntro)}</p>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5" aria-label={t(m.passwordForm)}>
        {input('currentPassword', t(m.currentPassword), 'current-password')}
        <div className="grid gap-5 sm:grid-cols-2">
          {input('newPassword', t(m.newPassword), 'new-password', t(m.newPasswordHint, { min: PASSWORD_MIN_LENGTH }))}
          {input('confirmPassword', t(m.confirmPassword), 'new-password')}
        </div>
        <div className="flex flex-col gap-4 border-t border-hairline pt-5 sm:flex-row sm:items-center sm:justify-end">
          <div className="min-h-0 flex-1" aria-live="polite">
            {outcome ? (
              <div
                role={outcome.tone === 'error' ? 'alert' : 'status'}
                className={`flex items-center gap-2 rounded-xl border px-4 py-3 text-sm font-medium ${
                  outcome.tone === 'success'
                    ? 'border-status-approved/30 bg-status-approved/10 text-ink'
                    : 'border-status-rejected/30 bg-status-rejected/5 text-status-rejected'
                }`}
              >
                <Icon
                  className={`h-4 w-4 shrink-0 ${outcome.tone === 'success' ? 'text-status-approved' : ''}`}
                  aria-hidden
                />
                {outcome.message}
              </div>
            ) : null}
          </div>
          <Button type="submit" busy={isSubmitting} disabled={isSubmitting} className="w-full sm:w-auto">
            {t(m.changePassword)}
          </Button>
        </div>
      </form>
    </section>
  );
}
