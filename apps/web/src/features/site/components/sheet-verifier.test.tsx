import {
  buildScoreSheet,
  DEFAULT_SCALE,
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
