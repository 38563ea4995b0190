import { PASSKEY_MESSAGES, type PasskeyNameForm, passkeyNameFormSchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fingerprint, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { controlClass, describedBy, Field } from '../../../components/ui/field';
import { useDateTime } from '../../../i18n/date-time';
import { useT, useText } from '../../../i18n/locale-context';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';
import { settingsMessages as m } from '../messages';

/** The browser's own refusals: she dismissed the prompt (NotAllowedError), or it has no WebAuthn at all. */
function browserRefusal(err: unknown): 'cancelled' | 'unsupported' | null {
  if (err instanceof ApiError) return null;
  const name = (err as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (typeof window !== 'undefined' && !window.PublicKeyCredential) return 'unsupported';
  return null;
}

/**
 * Passkeys in Account settings: the ones she has (name, when added, when last used), removing one, and adding one
 * under a name she chooses. Her device makes the key; the server keeps only its public half.
 */
export function PasskeysSetting() {
  const t = useT();
  const text = useText();
  const dateTime = useDateTime();
  const list = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const form = useForm<PasskeyNameForm>({ resolver: zodResolver(passkeyNameFormSchema), defaultValues: { name: '' } });
  const nameError = form.formState.errors.name?.message;

  const onSubmit = form.handleSubmit(async ({ name }) => {
    setOutcome(null);
    try {
      await add.mutateAsync(name);
      form.reset({ name: '' });
      setOutcome({ tone: 'success', message: text(PASSKEY_MESSAGES.added) });
    } catch (err) {
      const refusal = browserRefusal(err);
      const field = err instanceof ApiError ? err.errors?.name : undefined;
      if (field) form.setError('name', { message: field });
      else if (refusal === 'cancelled') setOutcome({ tone: 'error', message: t(m.passkeyCancelled) });
      else if (refusal === 'unsupported') setOutcome({ tone: 'error', message: t(m.passkeyUnsupported) });
      else setOutcome({ tone: 'error', message: text(messageOf(err, t(m.secondFactorFailed))) });
    }
  });

  const removeOne = async (id: string) => {
    setOutcome(null);
    try {
      const message = await remove.mutateAsync(id);
      setOutcome({ tone: 'success', message: text(message ?? PASSKEY_MESSAGES.removed) });
    } catch (err) {
      setOutcome({ tone: 'error', message: text(messageOf(err, t(m.secondFactorFailed))) });
    }
  };

  return (
    <section
      aria-labelledby="passkeys-heading"
      className="mt-6 rounded-2xl border border-hairline bg-white p-5 shadow-[var(--shadow-card)] sm:p-8"
    >
      <div className="flex items-center gap-3 border-b border-hairline pb-5">
        <Fingerprint className="h-5 w-5 text-primary-main" aria-hidden />
        <h2 id="passkeys-heading" className="text-xl">
          {t(m.passkeysHeading)}
        </h2>
      </div>
      <p className="mt-5 text-sm text-muted">{t(m.passkeysIntro)}</p>

      {list.isError ? (
        <p role="alert" className="mt-4 text-sm text-status-rejected">
          {t(m.passkeyFailed)}
        </p>
      ) : list.data && list.data.length === 0 ? (
        <p className="mt-4 text-sm text-ink">{t(m.passkeysEmpty)}</p>
      ) : (
        <ul className="mt-4 divide-y divide-hairline rounded-xl border border-hairline">
          {(list.data ?? []).map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <div>
                <p className="font-semibold text-ink">{p.name}</p>
                <p className="text-xs text-muted">
                  {t(m.passkeyAdded, { date: dateTime(p.createdAt) })}
                  {p.lastUsedAt ? ` · ${t(m.passkeyLastUsed, { date: dateTime(p.lastUsedAt) })}` : ''}
                </p>
              </div>
              <Button
                type="button"
                variant="secondary"
                onClick={() => removeOne(p.id)}
                busy={remove.isPending && remove.variables === p.id}
                aria-label={t(m.passkeyRemove, { name: p.name })}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}

      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4" aria-label={t(m.passkeyAdd)}>
        <Field id="passkey-name" label={t(m.passkeyName)} hint={t(m.passkeyNameHint)} error={nameError}>
          <input
            id="passkey-name"
            maxLength={60}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={describedBy('passkey-name', { error: nameError, hint: t(m.passkeyNameHint) })}
            className={controlClass(Boolean(nameError), 'max-w-sm')}
            {...form.register('name')}
          />
        </Field>
        {outcome ? (
          <p
            role={outcome.tone === 'error' ? 'alert' : 'status'}
            className={`text-sm ${outcome.tone === 'error' ? 'text-status-rejected' : 'text-status-approved'}`}
          >
            {outcome.message}
          </p>
        ) : null}
        <Button type="submit" busy={add.isPending}>
          {t(m.passkeyAdd)}
        </Button>
      </form>
    </section>
  );
}
