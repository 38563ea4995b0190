import {
  buildScoreSheet,
  DEFAULT_SCALE,
  lockedSegmentText,
  type PublishedRound,
  type ScoreSheet,
  scoreSheetText,
  sha256Hex,
} from '@cq/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { renderRoute } from '../../../test/render';
import { SheetVerifier } from './sheet-verifier';

const WAIT = { timeout: 10_000 };

const LOCKED_AT = '2026-11-20T19:00:00.000Z';
/** Judge 1's interview as she locked it: Amara 9, Lerato 7. */
const interviewLock = () =>
  sha256Hex(
    lockedSegmentText({
      round: 'africa-2026-final',
      judge: 1,
      segment: 'interview',
      scores: [
        { delegate: 'a', value: 9 },
        { delegate: 'b', value: 7 },
      ],
      conflicts: [],
      lockedAt: LOCKED_AT,
    }),
  );

async function sheetWithReceipts(): Promise<{ sheet: ScoreSheet; current: string }> {
  const current = await interviewLock();
  const base = sheet();
  const withLocks = buildScoreSheet({
    ...base,
    locks: [
      {
        judge: 1,
        segment: 'interview',
        sha256: 'e'.repeat(64),
        lockedAt: '2026-11-20T18:00:00.000Z',
        reopened: { at: '2026-11-20T18:30:00.000Z', reason: 'A slip on Amara' },
      },
      { judge: 1, segment: 'interview', sha256: current, lockedAt: LOCKED_AT, reopened: null },
    ],
  });
  return { sheet: withLocks, current };
}

function sheet(): ScoreSheet {
  return buildScoreSheet({
    round: { slug: 'africa-2026-final', name: 'Final', continent: 'Africa' },
    rules: {
      segments: [
        { key: 'interview', name: 'Interview', weight: 50 },
        { key: 'gown', name: 'Evening gown', weight: 50 },
      ],
      scale: DEFAULT_SCALE,
      dropHighLow: false,
      advanceCount: 1,
      tieBreakSegment: null,
    },
    delegates: [
      { id: 'a', name: 'Amara Okafor', country: 'Nigeria' },
      { id: 'b', name: 'Lerato Mokoena', country: 'South Africa' },
    ],
    judges: [{ number: 1, head: true }],
    scores: [
      { judge: 1, delegate: 'a', segment: 'interview', value: 9 },
      { judge: 1, delegate: 'a', segment: 'gown', value: 8 },
      { judge: 1, delegate: 'b', segment: 'interview', value: 7 },
      { judge: 1, delegate: 'b', segment: 'gown', value: 8 },
    ],
    conflicts: [],
    headJudgeRanking: null,
    previousHash: null,
    publishedAt: '2026-11-20T20:00:00.000Z',
  });
}

async function published(text: string): Promise<PublishedRound> {
  return {
    slug: 'africa-2026-final',
    name: 'Final',
    continent: 'Africa',
    publishedAt: '2026-11-20T20:00:00.000Z',
    sheetHash: await sha256Hex(text),
    previousHash: null,
    auditHead: null,
    placements: [],
    placementCount: 2,
  };
}

function serveSheet(body: string | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      expect(String(input)).toBe('/api/results/africa-2026-final/sheet');
      if (body === null) throw new TypeError('Failed to fetch');
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SheetVerifier', () => {
  it('says the results are verified when the sheet matches its hash and its ranking', async () => {
    const text = scoreSheetText(sheet());
    serveSheet(text);
    renderRoute(<SheetVerifier round={await published(text)} />, { at: '/r', path: '/r' });
    await userEvent.click(screen.getByRole('button', { name: 'Verify these results' }));
    expect(
      await screen.findByText('Verified: the published results match the score sheet.', {}, WAIT),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'The ranking recomputed in your browser' });
    expect(table).toHaveTextContent('Amara Okafor');
    expect(table).toHaveTextContent('8.5000');
  });

  it('says they are not verified when the downloaded sheet was altered', async () => {
    const original = scoreSheetText(sheet());
    const altered = sheet();
    const forged = { ...altered, scores: altered.scores.map((s) => (s.delegate === 'b' ? { ...s, value: 10 } : s)) };
    serveSheet(scoreSheetText(forged));
    renderRoute(<SheetVerifier round={await published(original)} />, { at: '/r', path: '/r' });
    await userEvent.click(screen.getByRole('button', { name: 'Verify these results' }));
    expect(
      await screen.findByText('Not verified: the score sheet does not match the published results.', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText(/The sheet's SHA-256 is [0-9a-f]{64}, not the published/)).toBeInTheDocument();
  });

  it('says so when the sheet cannot be downloaded', async () => {
    serveSheet(null);
    renderRoute(<SheetVerifier round={await published('{}')} />, { at: '/r', path: '/r' });
    await userEvent.click(screen.getByRole('button', { name: 'Verify these results' }));
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Network error. Please check your connection.',
    );
  });

  it('checks a judge’s receipt: counted as locked, reopened, unknown, and a sheet whose scores were changed', async () => {
    const { sheet: good, current } = await sheetWithReceipts();
    const text = scoreSheetText(good);
    serveSheet(text);
    renderRoute(<SheetVerifier round={await published(text)} />, { at: '/r', path: '/r' });
    const field = screen.getByLabelText('Receipt');
    const check = async (value: string) => {
      await userEvent.clear(field);
      if (value) await userEvent.type(field, value);
      await userEvent.click(screen.getByRole('button', { name: 'Check the receipt' }));
    };
    await check(current.slice(0, 10));
    expect(
      await screen.findByText(
        'Counted as locked: judge 1’s Interview scores on this sheet are exactly the ones she submitted.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    await check('e'.repeat(12));
    expect(
      await screen.findByText(
        /Judge 1’s Interview scores were reopened after this receipt \(A slip on Amara\)/,
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    await check('0123456789');
    expect(await screen.findByText('No receipt on this score sheet begins so.', {}, WAIT)).toBeInTheDocument();
    await check('xyz');
    expect(
      await screen.findByText('Enter at least the first 8 characters of the receipt (0–9 and a–f).', {}, WAIT),
    ).toBeInTheDocument();
    // The whole sheet also checks every last receipt.
    await userEvent.click(screen.getByRole('button', { name: 'Verify these results' }));
    expect(
      await screen.findByText('Each judge’s last receipt matches the scores counted for her.', {}, WAIT),
    ).toBeInTheDocument();
  });

  it('says a receipt was not counted as locked when the sheet’s scores differ from what she locked', async () => {
    const { sheet: good, current } = await sheetWithReceipts();
    const changed = buildScoreSheet({
      ...good,
      scores: good.scores.map((s) => (s.delegate === 'b' && s.segment === 'interview' ? { ...s, value: 10 } : s)),
    });
    const text = scoreSheetText(changed);
    serveSheet(text);
    renderRoute(<SheetVerifier round={await published(text)} />, { at: '/r', path: '/r' });
    await userEvent.type(screen.getByLabelText('Receipt'), current);
    await userEvent.click(screen.getByRole('button', { name: 'Check the receipt' }));
    expect(
      await screen.findByText(
        'Not as locked: judge 1’s Interview scores on this sheet are not the ones she submitted.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify these results' }));
    expect(
      await screen.findByText('Not verified: the score sheet does not match the published results.', {}, WAIT),
    ).toBeInTheDocument();
  });

  it('speaks Arabic: the heading, the button and the verdict', async () => {
    const text = scoreSheetText(sheet());
    serveSheet(text);
    const messages = await loadMessages('ar');
    renderRoute(
      <LocaleProvider locale="ar" messages={messages}>
        <SheetVerifier round={await published(text)} />
      </LocaleProvider>,
      { at: '/r', path: '/r' },
    );
    expect(screen.getByRole('heading', { name: 'يمكنك التحقق من هذه النتائج بنفسك' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'التحقق من هذه النتائج' }));
    expect(await screen.findByText('تم التحقق: النتائج المنشورة مطابقة لكشف الدرجات.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'الترتيب المُعاد حسابه في متصفحك' })).toHaveTextContent('8.5000');
  });
});
