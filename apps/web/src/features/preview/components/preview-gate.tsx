import { PREVIEW_INCORRECT_PASSWORD } from '@cq/shared';
import { Eye, EyeOff, Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { CrownMark } from '../../../components/crown-mark';
import { controlClass, describedBy, Field } from '../../../components/ui/field';
import { useT } from '../../../i18n/locale-context';
import { PREVIEW_UNLOCK_FAILED, unlockPreview } from '../api/unlock-preview';
import { previewMessages as m } from '../messages';

/** The password gate of the admin preview; the server checks the password. */
export function PreviewGate({ onUnlocked }: { onUnlocked: () => void }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await unlockPreview(password);
      onUnlocked();
    } catch (err) {
      const message = err instanceof Error ? err.message : PREVIEW_INCORRECT_PASSWORD;
      // The two answers the page knows in its own words; the server's other answers come in the page's language.
      setError(
        message === PREVIEW_INCORRECT_PASSWORD
          ? t(m.incorrectPassword)
          : message === PREVIEW_UNLOCK_FAILED
            ? t(m.unlockFailed)
            : message,
      );
      setBusy(false);
    }
  };

  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-royal px-5 py-16">
      <div className="card w-full max-w-md p-8 sm:p-10">
        <div className="flex flex-col items-center text-center">
          <CrownMark className="h-14 w-14" />
          <p className="eyebrow mt-5">{t(m.gateEyebrow)}</p>
          <h1 className="mt-2 text-3xl">{t(m.gateHeading)}</h1>
          <p className="mt-3 text-sm text-muted">{t(m.gateText)}</p>
        </div>
        <form onSubmit={submit} className="mt-8 space-y-5" noValidate>
          <Field id="preview-password" label={t(m.password)} error={error}>
            <div className="relative">
              <input
                id="preview-password"
                type={show ? 'text' : 'password'}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy('preview-password', { error })}
                className={controlClass(Boolean(error), 'pe-12')}
              />
              <button
                type="button"
                onClick={() => setShow((v) => !v)}
                className="absolute end-2 top-1/2 -translate-y-1/2 rounded-lg p-2 text-muted hover:text-ink"
                aria-label={t(show ? m.hidePassword : m.showPassword)}
              >
                {show ? <EyeOff className="h-5 w-5" aria-hidden /> : <Eye className="h-5 w-5" aria-hidden />}
              </button>
            </div>
          </Field>
          <button type="submit" className="btn-primary w-full" disabled={busy || !password}>
            <Lock className="h-4 w-4" aria-hidden /> {t(busy ? m.checking : m.unlock)}
          </button>
        </form>
      </div>
    </section>
  );
}
