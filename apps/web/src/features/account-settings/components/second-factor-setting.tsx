import { SECOND_FACTOR_MESSAGES, type SecondFactorSetup } from '@cq/shared';
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { controlClass, describedBy, Field } from '../../../components/ui/field';
import { useT, useText } from '../../../i18n/locale-context';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useConfirmSecondFactor, useStartSecondFactor } from '../api/second-factor';
import { useSecondFactorStatus } from '../api/second-factor-status';
import { settingsMessages as m } from '../messages';
import { SecondFactorManage } from './second-factor-manage';

/**
 * Two-step sign-in in Account settings: set up with an authenticator app (a picture to scan, drawn by the server,
 * and its key to type), turned on by the first code, then the ten recovery codes shown this once.
 */
export function SecondFactorSetting() {
  const t = useT();
  const text = useText();
  const status = useSecondFactorStatus();
  const start = useStartSecondFactor();
  const confirm = useConfirmSecondFactor();
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const begin = async () => {
    setError(null);
    try {
      setSetup(await start.mutateAsync());
    } catch (err) {
      setError(messageOf(err, text(SECOND_FACTOR_MESSAGES.noSetupWaiting)));
    }
  };

  const turnOn = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      setRecoveryCodes(await confirm.mutateAsync(code));
      setSetup(null);
      setCode('');
    } catch (err) {
      const field = err instanceof ApiError ? err.errors?.code : undefined;
      setError(field ?? messageOf(err, text(SECOND_FACTOR_MESSAGES.codeWrong)));
    }
  };

  // The back office sends staff here (#two-step) when their role requires it: the section comes into view.
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = status.isSuccess;
  useEffect(() => {
    if (hash === '#two-step' && loaded) section.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, loaded]);

  const data = status.data;
  return (
    <section
      ref={section}
      id="two-step"
      aria-labelledby="second-factor-heading"
      className="mt-6 rounded-2xl border border-hairline bg-white p-5 shadow-[var(--shadow-card)] sm:p-8"
    >
      <div className="flex items-center gap-3 border-b border-hairline pb-5">
        <ShieldCheck className="h-5 w-5 text-primary-main" aria-hidden />
        <h2 id="second-factor-heading" className="text-xl">
          {t(m.secondFactorHeading)}
        </h2>
      </div>

      {recoveryCodes ? (
        <div className="mt-5 space-y-4" role="status">
          <h3 className="text-lg">{t(m.secondFactorCodesHeading)}</h3>
          <p className="text-sm text-muted">{t(m.secondFactorCodesIntro)}</p>
          <ul className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5" dir="ltr">
            {recoveryCodes.map((c) => (
              <li key={c} className="rounded-lg bg-ivory px-3 py-2 text-center">
                {c}
              </li>
            ))}
          </ul>
          <Button type="button" variant="secondary" onClick={() => setRecoveryCodes(null)}>
            {t(m.secondFactorCodesDone)}
          </Button>
        </div>
      ) : data?.enabled ? (
        <>
          <p className="mt-5 text-sm text-ink">{t(m.secondFactorOn, { count: data.recoveryCodesLeft })}</p>
          <SecondFactorManage onNewCodes={setRecoveryCodes} />
        </>
      ) : setup ? (
        <form onSubmit={turnOn} noValidate className="mt-5 space-y-5" aria-label={t(m.secondFactorHeading)}>
          <p className="text-sm text-ink">{t(m.secondFactorScan)}</p>
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
            alt={t(m.secondFactorQrLabel)}
            width={192}
            height={192}
            className="h-48 w-48 rounded-lg border border-hairline bg-white"
          />
          <p className="text-sm text-muted">
            {t(m.secondFactorManual)}{' '}
            <code dir="ltr" className="break-all rounded bg-ivory px-2 py-1 font-mono text-ink">
              {setup.secret}
            </code>
          </p>
          <Field id="second-factor-code" label={t(m.secondFactorCode)} error={error ?? undefined}>
            <input
              id="second-factor-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy('second-factor-code', { error: error ?? undefined })}
              className={controlClass(Boolean(error), 'max-w-40 tracking-widest')}
            />
          </Field>
          <Button type="submit" busy={confirm.isPending}>
            {t(m.secondFactorConfirm)}
          </Button>
        </form>
      ) : (
        <div className="mt-5 space-y-4">
          {data?.required ? (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-xl border border-status-pending/40 bg-status-pending/10 px-4 py-3 text-sm text-ink"
            >
              <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              {t(m.secondFactorRequired)}
            </p>
          ) : null}
          <p className="text-sm text-muted">{t(m.secondFactorOff)}</p>
          {error ? (
            <p role="alert" className="text-sm text-status-rejected">
              {text(error)}
            </p>
          ) : null}
          <Button type="button" onClick={begin} busy={start.isPending} disabled={status.isPending}>
            {t(m.secondFactorStart)}
          </Button>
        </div>
      )}
    </section>
  );
}
