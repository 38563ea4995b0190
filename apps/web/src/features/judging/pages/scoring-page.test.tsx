import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import type { FakeHandler, FakeResponse } from '../../../test/mock-api';
import { advance, buildUser, portalApi, signIn, withFakePortalClock } from '../../../test/portal';
import { renderRoute } from '../../../test/render';
import type { JudgeSheet } from '../api/judge-api';
import ScoringPage from './scoring-page';

withFakePortalClock();

const JUDGE = buildUser({ firstName: 'Noor', lastName: 'Haddad' });

function sheet(overrides: Partial<JudgeSheet['round']> = {}): JudgeSheet {
  return {
    round: {
      id: 'r1',
      slug: 'africa-final',
      name: 'Africa — Final',
      continent: 'Africa',
      status: 'open',
      judgeNumber: 3,
      head: false,
      startsAt: null,
      timeZone: null,
      scale: { min: 1, max: 10, step: 0.1 },
      segments: [
        { key: 'interview', name: 'Interview', weight: 60, locked: false },
        { key: 'gown', name: 'Evening gown', weight: 40, locked: false },
      ],
      ...overrides,
    },
    delegates: [
      { id: 'd1', name: 'Amara Okafor', country: 'Nigeria', photoUrl: null },
      { id: 'd2', name: 'Lerato Mokoena', country: 'South Africa', photoUrl: null },
    ],
    scores: [{ delegateId: 'd2', segmentKey: 'interview', value: 8.4, enteredAt: 1 }],
    headRanking: null,
    receipts: [],
    serverTime: 0,
  };
}

const ok = (data: unknown): FakeResponse => ({ status: 200, body: { success: true, data } });

type Sent = { scores: { clientId: string; delegateId: string; segmentKey: string; value: number }[] };

/** The scoring screen for the judge, in English or in the language given with its catalogue. */
function open(
  routes: Record<string, FakeHandler> = {},
  data = sheet(),
  at = '/judging/rounds/r1',
  language?: Pick<ComponentProps<typeof LocaleProvider>, 'locale' | 'messages'>,
) {
  signIn(JUDGE);
  const api = portalApi({ user: JUDGE, routes: { 'GET /judging/rounds/r1': () => ok(data), ...routes } });
  const page = language ? (
    <LocaleProvider {...language}>
      <ScoringPage />
    </LocaleProvider>
  ) : (
    <ScoringPage />
  );
  const view = renderRoute(page, { at, path: '/judging/rounds/:roundId' });
  return { api, view };
}

/** The server's refusal of scores for a segment the judge has already submitted, on each refused score. */
function segmentLocked(refused: Sent['scores']): FakeResponse {
  return {
    status: 409,
    body: {
      success: false,
      code: 'segment_locked',
      message: 'You have submitted your scores for this segment.',
      errors: Object.fromEntries(refused.map((s) => [s.clientId, 'You have submitted your scores for this segment.'])),
    },
  };
}

const sentScores = (api: { callsTo: (key: string) => { body: unknown }[] }) =>
  api.callsTo('PUT /judging/rounds/r1/scores').flatMap((c) => (c.body as Sent).scores);

const answer = (body: unknown, extra: object = {}) => ({
  applied: (body as Sent).scores.map((s) => s.clientId),
  superseded: [],
  refused: [],
  serverTime: 0,
  clockSkewMs: 0,
  ...extra,
});
/** The judge gives 7 for the interview and 8 for the gown and leaves both fields; the batches go out and return. */
async function scoreInterviewAndGown() {
  fireEvent.change(screen.getByLabelText('Interview'), { target: { value: '7' } });
  fireEvent.change(screen.getByLabelText('Evening gown'), { target: { value: '8' } });
  fireEvent.blur(screen.getByLabelText('Interview'));
  fireEvent.blur(screen.getByLabelText('Evening gown'));
  await advance(0);
  await advance(0);
}

const saveAll = ({ body }: { body: unknown }) => ok(answer(body));

describe('ScoringPage', () => {
  it('shows one delegate with one input per segment, and saves a score entered with the buttons', async () => {
    const { api } = open({ 'PUT /judging/rounds/r1/scores': saveAll });
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Amara Okafor' })).toBeInTheDocument();
    expect(screen.getByText('Delegate 1 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Interview')).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Raise Interview by 0.1' }));
    expect(screen.getByLabelText('Interview')).toHaveValue('1.0');
    await advance(0);
    expect(api.callsTo('PUT /judging/rounds/r1/scores')).toHaveLength(1);
    expect(sentScores(api)[0]).toMatchObject({
      delegateId: 'd1',
      segmentKey: 'interview',
      value: 1,
    });
    expect(screen.getByText('All scores saved')).toBeInTheDocument();
  });

  it('refuses a typed value off the scale without sending it', async () => {
    const { api } = open({ 'PUT /judging/rounds/r1/scores': saveAll });
    await advance(0);
    const field = screen.getByLabelText('Interview');
    fireEvent.change(field, { target: { value: '8.55' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(
      screen.getByText('Enter a score from 1.0 to 10.0 in steps of 0.1.', { selector: '[id$="-error"]' }),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field, { target: { value: '8,5' } });
    fireEvent.blur(field);
    await advance(0);
    expect(api.callsTo('PUT /judging/rounds/r1/scores')).toHaveLength(1);
    expect(sentScores(api)[0]?.value).toBe(8.5);
  });

  it('keeps scores on the phone while offline, says so, and sends them when the connection is back', async () => {
    let online = false;
    const { api } = open({
      'PUT /judging/rounds/r1/scores': (call) => (online ? saveAll(call) : { status: 503, body: undefined }),
    });
    await advance(0);
    const field = screen.getByLabelText('Evening gown');
    fireEvent.change(field, { target: { value: '9.2' } });
    fireEvent.blur(field);
    await advance(0);
    expect(screen.getByText(/No connection\. 1 score is kept on this phone/)).toBeInTheDocument();
    expect(screen.getByText('Kept on this phone, sending…')).toBeInTheDocument();
    const stored = Object.keys(localStorage).find((k) => k.startsWith('judgingScores:'));
    expect(stored && JSON.parse(localStorage.getItem(stored) ?? '{}').pending[0].value).toBe(9.2);

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await advance(0);
    expect(screen.getByText('All scores saved')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    const sent = api.callsTo('PUT /judging/rounds/r1/scores').map((c) => (c.body as Sent).scores[0]?.clientId);
    expect(new Set(sent).size).toBe(1); // the same score, never a second one
  });

  it('reviews every score and submits a segment only when all are in, after a confirmation, then shows her receipt', async () => {
    const receipt = {
      segmentKey: 'interview',
      sha256: 'ab12cd34ef'.padEnd(64, '0'),
      short: 'ab12cd34ef',
      lockedAt: '2026-11-23T20:00:00.000Z',
      reopened: null,
    };
    let submitted = false;
    const { api } = open({
      'PUT /judging/rounds/r1/scores': saveAll,
      'POST /judging/rounds/r1/segments/interview/submit': () => {
        submitted = true;
        return ok({ locked: true, receipt });
      },
      'GET /judging/rounds/r1': () => {
        const base = sheet();
        if (!submitted) return ok(base);
        return ok({
          ...base,
          round: { ...base.round, segments: base.round.segments.map((s) => ({ ...s, locked: s.key === 'interview' })) },
          scores: [...base.scores, { delegateId: 'd1', segmentKey: 'interview', value: 7.5, enteredAt: 2 }],
          receipts: [receipt],
        });
      },
    });
    await advance(0);
    screen.getByRole('heading', { name: 'Amara Okafor' });
    fireEvent.click(screen.getByRole('link', { name: /Review/ }));
    await advance(0);
    const table = screen.getByRole('table', { name: 'Your scores by delegate and segment' });
    expect(within(table).getAllByText('Missing')).toHaveLength(3);
    const submitInterview = screen.getByRole('button', { name: 'Submit Interview' });
    expect(submitInterview).toBeDisabled();
    expect(screen.getByText('1 score missing')).toBeInTheDocument();

    fireEvent.click(within(table).getByRole('button', { name: 'Amara Okafor' }));
    await advance(0);
    const field = screen.getByLabelText('Interview');
    fireEvent.change(field, { target: { value: '7.5' } });
    fireEvent.blur(field);
    await advance(0);
    fireEvent.click(screen.getByRole('link', { name: /Review/ }));
    await advance(0);
    expect(screen.getByText('Ready to submit')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Interview' }));
    expect(screen.getByText('Submit your Interview scores?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit scores' }));
    await advance(0);
    expect(api.callsTo('POST /judging/rounds/r1/segments/interview/submit')).toHaveLength(1);
    await advance(0);
    expect(screen.getByText('ab12cd34ef')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show the full receipt' }));
    expect(screen.getByText(receipt.sha256)).toBeInTheDocument();
  });

  it('warns that the phone’s clock is off, and never shows a superseded score as saved', async () => {
    let first = true;
    open({
      'PUT /judging/rounds/r1/scores': ({ body }) => {
        const ids = (body as Sent).scores.map((s) => s.clientId);
        const reply = first
          ? answer(body, { applied: [], superseded: ids, clockSkewMs: 3_600_000 })
          : answer(body, { clockSkewMs: 3_600_000 });
        first = false;
        return ok(reply);
      },
    });
    await advance(0);
    fireEvent.change(screen.getByLabelText('Interview'), { target: { value: '7' } });
    fireEvent.blur(screen.getByLabelText('Interview'));
    await advance(0);
    expect(screen.getByText(/This phone’s clock is 1 h 0 min ahead of the server’s/)).toBeInTheDocument();
    expect(screen.getByText('Not applied: a later score from another device is kept.')).toBeInTheDocument();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Interview'), { target: { value: '7.2' } });
    fireEvent.blur(screen.getByLabelText('Interview'));
    await advance(0);
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it("shows the server's refusal on the refused score only, and sends the rest of the batch again", async () => {
    const { api } = open({
      'PUT /judging/rounds/r1/scores': ({ body }) => {
        const scores = (body as Sent).scores;
        const locked = scores.filter((s) => s.segmentKey === 'gown');
        if (locked.length === 0) return saveAll({ body });
        return segmentLocked(locked);
      },
    });
    await advance(0);
    // Whether the two go in one batch or two, only the gown score is refused.
    await scoreInterviewAndGown();
    // Worded by the refusal's code.
    expect(
      screen.getByText('You have submitted this segment. Only the chief auditor can reopen it.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Evening gown')).toHaveAttribute('aria-invalid', 'true');
    expect(sentScores(api).filter((s) => s.segmentKey === 'interview').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('shows a score the server refused as too old, worded by its code, while the rest of its batch is saved', async () => {
    open({
      'PUT /judging/rounds/r1/scores': ({ body }) => {
        const scores = (body as Sent).scores;
        const old = scores.filter((s) => s.segmentKey === 'gown').map((s) => s.clientId);
        return ok(
          answer(body, {
            applied: scores.filter((s) => !old.includes(s.clientId)).map((s) => s.clientId),
            refused: old.map((clientId) => ({
              clientId,
              code: 'score_too_old',
              message: 'This score waited on the phone for more than 12 hours and was not saved.',
            })),
          }),
        );
      },
    });
    await advance(0);
    await scoreInterviewAndGown();
    expect(
      screen.getByText(
        'This score waited on your phone for more than 12 hours and was not saved. Enter it again if it still stands.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Evening gown')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('shows a submitted segment as final, with no way to change it', async () => {
    open({}, sheet({ segments: [{ key: 'interview', name: 'Interview', weight: 100, locked: true }] }));
    await advance(0);
    expect(screen.getByLabelText('Interview')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Raise Interview by 0.1' })).toBeDisabled();
    expect(screen.getByText('Submitted')).toBeInTheDocument();
  });

  it('lets the head judge, and only her, put the delegates in her order and record it', async () => {
    const { api } = open(
      { 'PUT /judging/rounds/r1/head-ranking': ({ body }) => ok(body) },
      sheet({ head: true }),
      '/judging/rounds/r1?view=review',
    );
    await advance(0);
    const items = () => screen.getAllByRole('listitem').filter((li) => li.closest('ol'));
    expect(items().map((li) => li.textContent)).toEqual([
      expect.stringContaining('Amara Okafor'),
      expect.stringContaining('Lerato Mokoena'),
    ]);
    expect(screen.getByRole('button', { name: 'Move Amara Okafor up' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move Lerato Mokoena up' }));
    expect(items()[0]).toHaveTextContent('Lerato Mokoena');
    fireEvent.click(screen.getByRole('button', { name: 'Record my ranking' }));
    await advance(0);
    expect(api.callsTo('PUT /judging/rounds/r1/head-ranking')[0]?.body).toEqual({ ranking: ['d2', 'd1'] });
  });

  it('speaks the judge’s language: Arabic on the scoring screen, the clock warning and a refusal by its code', async () => {
    const messages = await loadMessages('ar');
    open(
      { 'PUT /judging/rounds/r1/scores': ({ body }) => segmentLocked((body as Sent).scores) },
      sheet(),
      '/judging/rounds/r1',
      { locale: 'ar', messages },
    );
    await advance(0);
    expect(screen.getByText('الممثّلة 1 من 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'رفع Interview بمقدار 0.1' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Interview'), { target: { value: '7' } });
    fireEvent.blur(screen.getByLabelText('Interview'));
    await advance(0);
    expect(screen.getByText('لقد أرسلتِ هذه الفقرة. لا يعيد فتحها إلا كبيرة المدققين.')).toBeInTheDocument();
  });

  it('words a refused conflict declaration by its code, in the judge’s language', async () => {
    const messages = await loadMessages('fr');
    open(
      {
        'POST /judging/rounds/r1/conflicts': () => ({
          status: 409,
          body: {
            success: false,
            code: 'already_scored',
            message: 'You have already scored this delegate. Ask the chief auditor to review the conflict.',
          },
        }),
      },
      sheet(),
      '/judging/rounds/r1',
      { locale: 'fr', messages },
    );
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Je connais personnellement cette représentante' }));
    fireEvent.click(screen.getByRole('button', { name: 'Déclarer le conflit' }));
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Vous avez déjà noté cette représentante. Demandez à l’auditrice en chef d’examiner le conflit.',
    );
  });

  it('shows no ranking to a judge who is not the head judge', async () => {
    open({}, sheet(), '/judging/rounds/r1?view=review');
    await advance(0);
    expect(screen.queryByRole('heading', { name: /Your ranking as head judge/ })).not.toBeInTheDocument();
  });
});
