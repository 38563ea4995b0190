import {
  type RenewRecoveryCodesRequest,
  renewRecoveryCodesRequestSchema,
  type SecondFactorOffRequest,
  secondFactorOffRequestSchema,
} from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { controlClass, describedBy, Field } from '../../../components/ui/field';
import { useT, useText } from '../../../i18n/locale-context';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useRenewRecoveryCodes, useTurnOffSecondFactor } from '../api/second-factor';
import { settingsMessages as m } from '../messages';

/** The server's field messages under their fields; any other refusal as the form's message. */
function showRefusal<T extends FieldValues>(
  form: UseFormReturn<T>,
  err: unknown,
  fields: Path<T>[],
  fallback: string,
): string | null {
  const fieldErrors = err instanceof ApiError ? err.errors : undefined;
  let shown = false;
  for (const name of fields) {
    const message = fieldErrors?.[name];
    if (message) {
      form.setError(name, { message });
      shown = true;
    }
  }
  return shown ? null : messageOf(err, fallback);
}

/**
 * With two-step sign-in on: turn it off (her password and a current code; the server refuses while her role
 * requires it and no passkey remains) or get ten new recovery codes (a current code; the old ones stop working).
 */
export function SecondFactorManage({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const t = useT();
  const text = useText();
  const [open, setOpen] = useState<'off' | 'renew' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const turnOff = useTurnOffSecondFactor();
  const renew = useRenewRecoveryCodes();
  const offForm = useForm<SecondFactorOffRequest>({
    resolver: zodResolver(secondFactorOffRequestSchema),
    defaultValues: { password: '', code: '' },
  });
  const renewForm = useForm<RenewRecoveryCodesRequest>({
    resolver: zodResolver(renewRecoveryCodesRequestSchema),
    defaultValues: { code: '' },
  });

  const submitOff = offForm.handleSubmit(async (values) => {
    setError(null);
    try {
      await turnOff.mutateAsync(values);
      offForm.reset();
      setOpen(null);
    } catch (err) {
      setError(showRefusal(offForm, err, ['password', 'code'], t(m.secondFactorFailed)));
    }
  });
  const submitRenew = renewForm.handleSubmit(async (values) => {
    setError(null);
    try {
      onNewCodes(await renew.mutateAsync(values));
      renewForm.reset();
      setOpen(null);
    } catch (err) {
      setError(showRefusal(renewForm, err, ['code'], t(m.secondFactorFailed)));
    }
  });

  const choose = (which: 'off' | 'renew' | null) => {
    setError(null);
    setOpen(which);
  };
  const alert = error ? (
    <p role="alert" className="text-sm text-status-rejected">
      {text(error)}
    </p>
  ) : null;
  const codeField = (form: UseFormReturn<{ code: string }>, id: string) => {
    const message = form.formState.errors.code?.message;
    return (
      <Field id={id} label={t(m.secondFactorCurrentCode)} error={message ? text(message) : undefined}>
        <input
          id={id}
          dir="ltr"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(id, { error: message })}
          className={controlClass(Boolean(message), 'max-w-56 tracking-widest')}
          {...form.register('code')}
        />
      </Field>
    );
  };

  // Turning off and renewing both end with their own confirmation beside the same way back.
  const confirmOrCancel = (confirm: string, busy: boolean, variant?: 'danger') => (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" variant={variant} busy={busy}>
        {confirm}
      </Button>
      <Button type="button" variant="secondary" onClick={() => choose(null)}>
        {t(m.secondFactorCancel)}
      </Button>
    </div>
  );

  if (open === 'off') {
    const passwordError = offForm.formState.errors.password?.message;
    return (
      <form onSubmit={submitOff} noValidate className="mt-5 space-y-4" aria-label={t(m.secondFactorTurnOff)}>
        <p className="text-sm text-muted">{t(m.secondFactorTurnOffIntro)}</p>
        <Field
          id="second-factor-password"
          label={t(m.secondFactorPassword)}
          error={passwordError ? text(passwordError) : undefined}
        >
          <input
            id="second-factor-password"
            type="password"
            autoComplete="current-password"
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={describedBy('second-factor-password', { error: passwordError })}
            className={controlClass(Boolean(passwordError), 'max-w-sm')}
            {...offForm.register('password')}
          />
        </Field>
        {codeField(offForm as unknown as UseFormReturn<{ code: string }>, 'second-factor-off-code')}
        {alert}
        {confirmOrCancel(t(m.secondFactorConfirmOff), turnOff.isPending, 'danger')}
      </form>
    );
  }
  if (open === 'renew') {
    return (
      <form onSubmit={submitRenew} noValidate className="mt-5 space-y-4" aria-label={t(m.secondFactorRenew)}>
        <p className="text-sm text-muted">{t(m.secondFactorRenewIntro)}</p>
        {codeField(renewForm, 'second-factor-renew-code')}
        {alert}
        {confirmOrCancel(t(m.secondFactorConfirmRenew), renew.isPending)}
      </form>
    );
  }
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <Button type="button" variant="secondary" onClick={() => choose('renew')}>
        {t(m.secondFactorRenew)}
      </Button>
      <Button type="button" variant="secondary" onClick={() => choose('off')}>
        {t(m.secondFactorTurnOff)}
      </Button>
    </div>
  );
}
