import {
  checkReceipt,
  type PublishedRound,
  type ReceiptCheck,
  type ScoreSheet,
  type SheetVerification,
  scoreSheetSchema,
  verifyScoreSheet,
} from '@cq/shared';
import { CheckCircle2, Download, ShieldCheck, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useCountryName, useFormat } from '../../../i18n/format';
import { useT, useText } from '../../../i18n/locale-context';
import { ApiError } from '../../../lib/api-client';
import { fetchSheetText, sheetUrl } from '../api/results-api';
import { resultsMessages as m } from './results-messages';

type State =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'done'; result: SheetVerification }
  | { kind: 'failed'; message: string };

/**
 * Anyone can check a result: the browser downloads the score sheet, computes its SHA-256 and recomputes the
 * ranking from the scores and rules it holds, with the same code the server ran, and says whether all agree.
 */
export function SheetVerifier({ round }: { round: PublishedRound }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const t = useT();

  const verify = async () => {
    setState({ kind: 'checking' });
    try {
      const text = await fetchSheetText(round.slug);
      const result = await verifyScoreSheet(text, {
        hash: round.sheetHash ?? undefined,
        previousHash: round.previousHash,
      });
      setState({ kind: 'done', result });
    } catch (err) {
      setState({
        kind: 'failed',
        // The sheet is fetched directly: no answer at all is a network failure, any other a failed download.
        message: err instanceof ApiError && err.status === 0 ? t(m.networkError) : t(m.downloadFailed),
      });
    }
  };

  return (
    <section
      aria-labelledby="verify-heading"
      className="rounded-3xl border border-hairline bg-white p-6 shadow-card sm:p-8"
    >
      <div className="flex items-start gap-4">
        <ShieldCheck className="mt-1 h-8 w-8 shrink-0 text-secondary-main" aria-hidden />
        <div className="min-w-0">
          <h2 id="verify-heading" className="font-serif text-2xl text-ink">
            {t(m.verifyTitle)}
          </h2>
          <p className="mt-2 text-muted">{t(m.verifyText)}</p>
          <dl className="mt-4 grid gap-2 text-sm">
            <div>
              <dt className="font-semibold text-ink">{t(m.sheetHash)}</dt>
              <dd dir="ltr" className="break-all font-mono text-xs text-muted">
                {round.sheetHash}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">{t(m.previousSheet)}</dt>
              <dd className="break-all font-mono text-xs text-muted">
                {round.previousHash ? <bdi>{round.previousHash}</bdi> : t(m.firstOfChain)}
              </dd>
            </div>
            {round.auditHead ? (
              <div>
                <dt className="font-semibold text-ink">{t(m.auditHead)}</dt>
                <dd className="break-all font-mono text-xs text-muted">
                  {t(m.auditHeadEntry, { sequence: round.auditHead.sequence })} ·{' '}
                  <bdi>{round.auditHead.hash ?? '—'}</bdi>
                </dd>
              </div>
            ) : null}
          </dl>
          <div className="mt-5 flex flex-wrap gap-3">
            <Button busy={state.kind === 'checking'} onClick={() => void verify()}>
              {t(m.verifyButton)}
            </Button>
            <a
              href={sheetUrl(round.slug)}
              download
              className="inline-flex items-center gap-2 rounded-full px-4 py-3 text-sm font-semibold text-primary-main hover:bg-ivory"
            >
              <Download className="h-4 w-4" aria-hidden /> {t(m.download)}
            </a>
          </div>
        </div>
      </div>
      <div aria-live="polite" className="mt-6">
        {state.kind === 'failed' ? (
          <p className="rounded-xl bg-status-rejected/10 p-4 text-status-rejected" role="alert">
            {state.message}
          </p>
        ) : null}
        {state.kind === 'done' ? <VerificationReport result={state.result} /> : null}
      </div>
      <ReceiptChecker slug={round.slug} />
    </section>
  );
}

/**
 * A judge's receipt against the published sheet: paste it (or its first characters) and see that the scores the
 * sheet counts for her in that segment are the ones she locked, recomputed in the browser.
 */
function ReceiptChecker({ slug }: { slug: string }) {
  const t = useT();
  const id = useId();
  const [receipt, setReceipt] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ check: ReceiptCheck; sheet: ScoreSheet } | { failed: true } | null>(null);
  const check = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const sheet = scoreSheetSchema.parse(JSON.parse(await fetchSheetText(slug)));
      setOutcome({ check: await checkReceipt(sheet, receipt), sheet });
    } catch {
      setOutcome({ failed: true });
    } finally {
      setBusy(false);
    }
  };
  let message: { ok: boolean; text: string } | null = null;
  if (outcome && 'failed' in outcome) message = { ok: false, text: t(m.receiptFailed) };
  else if (outcome) {
    const { check: c, sheet } = outcome;
    const segment = sheet.rules.segments.find((s) => s.key === c.lock?.segment)?.name ?? c.lock?.segment ?? '';
    const who = { judge: c.lock?.judge ?? 0, segment };
    message = {
      ok: c.kind === 'counted',
      text:
        c.kind === 'counted'
          ? t(m.receiptCounted, who)
          : c.kind === 'changed'
            ? t(m.receiptChanged, who)
            : c.kind === 'reopened'
              ? t(m.receiptReopened, { ...who, reason: c.lock?.reopened?.reason ?? '' })
              : c.kind === 'ambiguous'
                ? t(m.receiptAmbiguous)
                : c.kind === 'not-found'
                  ? t(m.receiptNotFound)
                  : t(m.receiptInvalid),
    };
  }
  return (
    <form className="mt-8 border-t border-hairline pt-6" onSubmit={(e) => void check(e)}>
      <h3 className="font-serif text-xl text-ink">{t(m.receiptTitle)}</h3>
      <p className="mt-2 text-sm text-muted">{t(m.receiptText)}</p>
      <label htmlFor={id} className="mt-4 block text-sm font-semibold text-ink">
        {t(m.receiptLabel)}
      </label>
      <div className="mt-1 flex flex-wrap gap-3">
        <input
          id={id}
          dir="ltr"
          className="min-h-12 min-w-0 flex-1 rounded-xl border border-hairline px-3 font-mono text-sm"
          value={receipt}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setReceipt(e.target.value)}
        />
        <Button type="submit" variant="secondary" busy={busy}>
          {t(m.receiptButton)}
        </Button>
      </div>
      <div aria-live="polite">
        {message ? (
          <p
            className={`mt-3 rounded-xl p-3 text-sm ${message.ok ? 'bg-status-approved/10 text-status-approved' : 'bg-status-rejected/10 text-status-rejected'}`}
            role="status"
          >
            {message.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function Check({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <li className="flex items-start gap-2">
      <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${ok ? 'text-status-approved' : 'text-status-rejected'}`} aria-hidden />
      <span>{children}</span>
    </li>
  );
}

function VerificationReport({ result }: { result: SheetVerification }) {
  const countryName = useCountryName();
  const t = useT();
  const text = useText();
  const format = useFormat();
  const names = new Map(result.sheet?.delegates.map((d) => [d.id, d]) ?? []);
  return (
    <div className={`rounded-2xl p-5 ${result.ok ? 'bg-status-approved/10' : 'bg-status-rejected/10'}`} role="status">
      <p className={`font-serif text-xl ${result.ok ? 'text-status-approved' : 'text-status-rejected'}`}>
        {result.ok ? t(m.verified) : t(m.notVerified)}
      </p>
      <ul className="mt-3 grid gap-2 text-sm text-ink">
        <Check ok={result.hashMatches}>{t(m.hashCheck)}</Check>
        <Check ok={result.chainMatches}>{t(m.chainCheck)}</Check>
        <Check ok={result.rankingMatches}>{t(m.rankingCheck)}</Check>
        {result.sheet?.locks ? <Check ok={result.locksMatch}>{t(m.locksCheck)}</Check> : null}
      </ul>
      {result.differences.length > 0 ? (
        <ul className="mt-3 list-disc ps-5 text-sm text-status-rejected">
          {result.differences.map((d) => (
            <li key={d}>{text(d)}</li>
          ))}
        </ul>
      ) : null}
      {result.recomputed ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t(m.tableCaption)}</caption>
            <thead>
              <tr className="text-start text-muted">
                <th scope="col" className="py-1 pe-3">
                  {t(m.rank)}
                </th>
                <th scope="col" className="py-1 pe-3">
                  {t(m.delegate)}
                </th>
                <th scope="col" className="py-1 text-end">
                  {t(m.total)}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.recomputed.rows.map((row) => (
                <tr key={row.delegate} className="border-t border-hairline/70">
                  <td className="py-1 pe-3 tabular-nums">{format.number(row.rank)}</td>
                  <td className="py-1 pe-3">
                    {names.get(row.delegate)?.name ?? row.delegate}
                    <span className="text-muted"> · {countryName(names.get(row.delegate)?.country ?? '')}</span>
                  </td>
                  <td className="py-1 text-end tabular-nums">
                    {format.number(row.total, {
                      minimumFractionDigits: 4,
                      maximumFractionDigits: 4,
                      useGrouping: false,
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
