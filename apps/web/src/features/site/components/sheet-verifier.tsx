import { type PublishedRound, type SheetVerification, verifyScoreSheet } from '@cq/shared';
import { CheckCircle2, Download, ShieldCheck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { fetchSheetText, sheetUrl } from '../api/results-api';

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

  const verify = async () => {
    setState({ kind: 'checking' });
    try {
      const text = await fetchSheetText(round.slug);
      const result = await verifyScoreSheet(text, { hash: round.sheetHash, previousHash: round.previousHash });
      setState({ kind: 'done', result });
    } catch (err) {
      setState({
        kind: 'failed',
        message: err instanceof ApiError ? err.message : 'The score sheet could not be downloaded.',
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
            Check these results yourself
          </h2>
          <p className="mt-2 text-muted">
            Every score of this round, with the judges shown only by number, the weights and the rules, was frozen when
            the results were published. Its fingerprint (SHA-256) is below, linked to the round published before it.
            Your browser can download the score sheet, recompute the ranking and compare.
          </p>
          <dl className="mt-4 grid gap-2 text-sm">
            <div>
              <dt className="font-semibold text-ink">Score sheet SHA-256</dt>
              <dd className="break-all font-mono text-xs text-muted">{round.sheetHash}</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">Previous published sheet</dt>
              <dd className="break-all font-mono text-xs text-muted">
                {round.previousHash ?? 'None: the first of the chain'}
              </dd>
            </div>
          </dl>
          <div className="mt-5 flex flex-wrap gap-3">
            <Button busy={state.kind === 'checking'} onClick={() => void verify()}>
              Verify these results
            </Button>
            <a
              href={sheetUrl(round.slug)}
              download
              className="inline-flex items-center gap-2 rounded-full px-4 py-3 text-sm font-semibold text-primary-main hover:bg-ivory"
            >
              <Download className="h-4 w-4" aria-hidden /> Download the score sheet
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
    </section>
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
  const names = new Map(result.sheet?.delegates.map((d) => [d.id, d]) ?? []);
  return (
    <div className={`rounded-2xl p-5 ${result.ok ? 'bg-status-approved/10' : 'bg-status-rejected/10'}`} role="status">
      <p className={`font-serif text-xl ${result.ok ? 'text-status-approved' : 'text-status-rejected'}`}>
        {result.ok
          ? 'Verified: the published results match the score sheet.'
          : 'Not verified: the score sheet does not match the published results.'}
      </p>
      <ul className="mt-3 grid gap-2 text-sm text-ink">
        <Check ok={result.hashMatches}>The sheet’s SHA-256 is the published one.</Check>
        <Check ok={result.chainMatches}>It names the sheet published before it.</Check>
        <Check ok={result.rankingMatches}>The ranking recomputed in your browser is the published ranking.</Check>
      </ul>
      {result.differences.length > 0 ? (
        <ul className="mt-3 list-disc ps-5 text-sm text-status-rejected">
          {result.differences.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      ) : null}
      {result.recomputed ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">The ranking recomputed in your browser</caption>
            <thead>
              <tr className="text-start text-muted">
                <th scope="col" className="py-1 pe-3">
                  Rank
                </th>
                <th scope="col" className="py-1 pe-3">
                  Delegate
                </th>
                <th scope="col" className="py-1 text-end">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {result.recomputed.rows.map((row) => (
                <tr key={row.delegate} className="border-t border-hairline/70">
                  <td className="py-1 pe-3 tabular-nums">{row.rank}</td>
                  <td className="py-1 pe-3">
                    {names.get(row.delegate)?.name ?? row.delegate}
                    <span className="text-muted"> · {names.get(row.delegate)?.country}</span>
                  </td>
                  <td className="py-1 text-end tabular-nums">{row.total.toFixed(4)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
