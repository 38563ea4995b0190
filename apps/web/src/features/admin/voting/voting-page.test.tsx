import type { AdminFanVote, VoteReview } from '@cq/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { PAID_VOTING, sampleBallot, sampleFanVote, signInStaffAs, superAdmin } from '../../../test/admin-samples';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import VotePage from './vote-page';
import VotingPage from './voting-page';

const AMARA = '6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f';
const VOTE: AdminFanVote = sampleFanVote(AMARA);
const CANDIDATES = VOTE.delegates.map((d) => ({ ...d, continent: 'Africa' }));
const BALLOT = sampleBallot('2026-11-26');
const REVIEW: VoteReview = {
  alerts: [
    { kind: 'shared-address', address: 'farmaddress0000000000', votingDay: '2026-11-26', accounts: 6, votes: 30 },
  ],
  ballots: [
    { ...BALLOT, id: '11111111-1111-4111-8111-111111111111' },
    { ...BALLOT, id: '22222222-2222-4222-8222-222222222222', fan: 'Ada Obi', fanEmail: 'ada@example.com' },
  ],
  limit: 200,
};

beforeEach(() => {
  signInStaffAs(superAdmin());
});
afterEach(() => vi.unstubAllGlobals());

describe('fan voting in the back office', () => {
  it('lists the votes, and a new one is checked by the server’s rules and sent with times on the pageant’s clock', async () => {
    const server = mockApi({
      'GET /admin/votes': () => ({ body: { success: true, data: { votes: [VOTE] } } }),
      'GET /admin/votes/candidates': () => ({ body: { success: true, data: { delegates: CANDIDATES } } }),
      'POST /admin/votes': () => ({ status: 201, body: { success: true, data: { ...VOTE, id: 'v2' } } }),
    });
    renderRoute(<VotingPage />, { at: '/admin/voting', path: '/admin/voting' });
    expect(await screen.findByText(/1,240 votes counted/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New vote' }));
    const form = screen.getByRole('form', { name: 'New vote' });
    await user.click(within(form).getByRole('button', { name: 'Create vote' }));
    expect(within(form).getByText('Give the vote a name.')).toBeInTheDocument();
    expect(server.callsTo('POST /admin/votes')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^Name(?! in)/), 'Africa People’s Choice');
    // The name in French beside its English; the other languages say they show the English.
    await user.type(within(form).getByLabelText('Name in French'), 'Prix du public Afrique');
    expect(within(form).getByText(/English shown in Spanish, Portuguese, Arabic$/)).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Continent'), 'Africa');
    const opens = within(form).getByLabelText(/^Opens/);
    await user.clear(opens);
    await user.type(opens, '2026-12-01T09:00');
    const closes = within(form).getByLabelText(/^Closes/);
    await user.clear(closes);
    await user.type(closes, '2026-12-08T21:00');
    await user.click(await within(form).findByRole('checkbox', { name: /Amara Okafor/ }));
    await user.click(within(form).getByRole('button', { name: 'Create vote' }));
    await waitFor(() => expect(server.callsTo('POST /admin/votes')).toHaveLength(1));
    expect(server.callsTo('POST /admin/votes')[0]?.body).toMatchObject({
      name: 'Africa People’s Choice',
      translations: { fr: { name: 'Prix du public Afrique' } },
      continent: 'Africa',
      // 09:00 in Lagos is 08:00 UTC, wherever the staff member is.
      opensAt: '2026-12-01T08:00:00.000Z',
      closesAt: '2026-12-08T20:00:00.000Z',
      timeZone: 'Africa/Lagos',
      freeVotesPerDay: 1,
      leaderboard: 'public',
      outcome: { kind: 'award', title: 'People’s Choice award' },
      contestantIds: [AMARA],
    });
  });

  it('turns vote packs on with their prices and caps, refused until a pack is given; exports the pack payments', async () => {
    window.history.pushState({}, '', '/admin/voting/v1');
    const saved = {
      ...VOTE,
      paidCounted: 12,
      paidVoting: PAID_VOTING,
    };
    let current: AdminFanVote = VOTE;
    const server = mockApi({
      'GET /admin/votes/v1': () => ({ body: { success: true, data: current } }),
      'GET /admin/votes/candidates': () => ({ body: { success: true, data: { delegates: CANDIDATES } } }),
      'GET /admin/votes/v1/review': () => ({ body: { success: true, data: { ...REVIEW, alerts: [] } } }),
      'PUT /admin/votes/v1': () => {
        current = saved;
        return { body: { success: true, message: 'The vote is saved.', data: saved } };
      },
      'GET /admin/votes': () => ({ body: { success: true, data: { votes: [current] } } }),
    });
    renderRoute(<VotePage />, { at: '/admin/voting/v1', path: '/admin/voting/:id' });
    const user = userEvent.setup();
    const packs = await screen.findByRole('group', { name: 'Vote packs' });
    await user.click(within(packs).getByRole('checkbox', { name: 'Sell vote packs in this vote' }));
    const form = packs.closest('form') as HTMLFormElement;
    await user.click(within(form).getByRole('button', { name: /^Save/ }));
    expect(await within(packs).findByText('Offer at least one pack, or turn paid voting off.')).toBeInTheDocument();
    expect(server.callsTo('PUT /admin/votes/v1')).toHaveLength(0);

    // Packs are typed as rows, each checked by the shared rule: a whole number of votes, a price, no size twice.
    await user.click(within(packs).getByRole('button', { name: 'Add a pack' }));
    await user.click(within(packs).getByRole('button', { name: 'Add a pack' }));
    await user.type(within(packs).getByLabelText(/^Votes in pack 1/), '10.5');
    await user.type(within(packs).getByLabelText(/^Price of pack 1/), '2');
    await user.click(within(form).getByRole('button', { name: /^Save/ }));
    expect(await within(packs).findByText('A pack holds a whole number of votes.')).toBeInTheDocument();
    expect(within(packs).getByText('Give the pack’s number of votes.')).toBeInTheDocument();
    expect(within(packs).getByText('Give the pack’s price.')).toBeInTheDocument();
    await user.clear(within(packs).getByLabelText(/^Votes in pack 1/));
    await user.type(within(packs).getByLabelText(/^Votes in pack 1/), '10');
    await user.type(within(packs).getByLabelText(/^Votes in pack 2/), '10');
    await user.type(within(packs).getByLabelText(/^Price of pack 2/), '8.50');
    await user.click(within(form).getByRole('button', { name: /^Save/ }));
    expect(await within(packs).findByText('Each pack must have a different number of votes.')).toBeInTheDocument();
    expect(server.callsTo('PUT /admin/votes/v1')).toHaveLength(0);
    // A third row added and taken away again leaves nothing behind.
    await user.click(within(packs).getByRole('button', { name: 'Add a pack' }));
    await user.click(within(packs).getByRole('button', { name: 'Remove pack 3' }));
    await user.clear(within(packs).getByLabelText(/^Votes in pack 2/));
    await user.type(within(packs).getByLabelText(/^Votes in pack 2/), '50');
    await user.type(within(packs).getByLabelText(/^Paid votes one fan may buy/), '500');
    await user.click(within(form).getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(server.callsTo('PUT /admin/votes/v1')).toHaveLength(1));
    expect(server.callsTo('PUT /admin/votes/v1')[0]?.body).toMatchObject({ paidVoting: saved.paidVoting });
    expect(await screen.findByText('Paid votes counted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export pack payments/ })).toBeInTheDocument();
  });

  it('sets the person check: never by default, or once an address or account votes fast, with its threshold', async () => {
    window.history.pushState({}, '', '/admin/voting/v1');
    const server = mockApi({
      'GET /admin/votes/v1': () => ({ body: { success: true, data: VOTE } }),
      'GET /admin/votes/candidates': () => ({ body: { success: true, data: { delegates: CANDIDATES } } }),
      'GET /admin/votes/v1/review': () => ({ body: { success: true, data: { ...REVIEW, alerts: [] } } }),
      'PUT /admin/votes/v1': (call) => ({
        body: { success: true, message: 'The vote is saved.', data: { ...VOTE, ...(call.body as object) } },
      }),
      'GET /admin/votes': () => ({ body: { success: true, data: { votes: [VOTE] } } }),
    });
    renderRoute(<VotePage />, { at: '/admin/voting/v1', path: '/admin/voting/:id' });
    const user = userEvent.setup();
    const check = await screen.findByRole('combobox', { name: /^Person check/ });
    expect(check).toHaveValue('never');
    await user.selectOptions(check, 'velocity');
    const threshold = screen.getByLabelText(/^Votes per 10 minutes before the check/);
    await user.clear(threshold);
    await user.type(threshold, '0');
    const form = check.closest('form') as HTMLFormElement;
    await user.click(within(form).getByRole('button', { name: /^Save/ }));
    // Refused by the shared rule before anything is sent.
    expect(await within(form).findByText('Give a number of votes from 1 to 10,000.')).toBeInTheDocument();
    expect(server.callsTo('PUT /admin/votes/v1')).toHaveLength(0);
    await user.clear(threshold);
    await user.type(threshold, '15');
    await user.click(within(form).getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(server.callsTo('PUT /admin/votes/v1')).toHaveLength(1));
    expect(server.callsTo('PUT /admin/votes/v1')[0]?.body).toMatchObject({
      challenge: { mode: 'velocity', votesPerWindow: 15 },
    });
  });

  it('shows the alerts, narrows the votes to an address, and voids the ticked ones with a reason', async () => {
    window.history.pushState({}, '', '/admin/voting/v1');
    const server = mockApi({
      'GET /admin/votes/v1': () => ({ body: { success: true, data: VOTE } }),
      'GET /admin/votes/candidates': () => ({ body: { success: true, data: { delegates: CANDIDATES } } }),
      'GET /admin/votes/v1/review': () => ({ body: { success: true, data: REVIEW } }),
      'POST /admin/votes/v1/void': () => ({
        body: { success: true, message: 'The votes are voided and no longer counted.', data: { voided: 2 } },
      }),
      'GET /admin/votes': () => ({ body: { success: true, data: { votes: [VOTE] } } }),
    });
    renderRoute(<VotePage />, { at: '/admin/voting/v1', path: '/admin/voting/:id' });
    expect(
      await screen.findByText('6 accounts cast 30 votes from one address (farmaddr) on 26 Nov 2026'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show these votes' }));
    await waitFor(() =>
      expect(
        server.fetchMock.mock.calls.some(([url]) => String(url).endsWith('/review?address=farmaddress0000000000')),
      ).toBe(true),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select every vote shown' }));
    await user.click(screen.getByRole('button', { name: 'Void 2 selected' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Void votes' }));
    expect(within(dialog).getByText('Say why the votes are voided.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Thirty votes in three minutes from one address');
    await user.click(within(dialog).getByRole('button', { name: 'Void votes' }));
    await waitFor(() => expect(server.callsTo('POST /admin/votes/v1/void')).toHaveLength(1));
    expect(server.callsTo('POST /admin/votes/v1/void')[0]?.body).toEqual({
      ballotIds: REVIEW.ballots.map((b) => b.id),
      reason: 'Thirty votes in three minutes from one address',
    });
    expect(await screen.findByText(/The votes are voided and no longer counted/)).toBeInTheDocument();
  });

  it('reads the votes in French: the page, the figures and the continent in French words', async () => {
    mockApi({ 'GET /admin/votes': () => ({ body: { success: true, data: { votes: [VOTE] } } }) });
    renderRoute(
      <LocaleProvider locale="fr" messages={await loadMessages('fr')}>
        <VotingPage />
      </LocaleProvider>,
      { at: '/admin/voting', path: '/admin/voting' },
    );
    expect(await screen.findByRole('heading', { name: 'Vote du public' })).toBeInTheDocument();
    expect(
      await screen.findByText(/Afrique · Ouvert · 2 représentantes · 1\s240 votes comptabilisés/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouveau vote' })).toBeInTheDocument();
    expect(screen.queryByText(/votes counted/)).toBeNull();
  });

  it('reads a vote’s review in Arabic: its alerts, its figures and its table', async () => {
    mockApi({
      'GET /admin/votes/v1': () => ({ body: { success: true, data: VOTE } }),
      'GET /admin/votes/candidates': () => ({ body: { success: true, data: { delegates: CANDIDATES } } }),
      'GET /admin/votes/v1/review': () => ({ body: { success: true, data: REVIEW } }),
    });
    renderRoute(
      <LocaleProvider locale="ar" messages={await loadMessages('ar')}>
        <VotePage />
      </LocaleProvider>,
      { at: '/admin/voting/v1', path: '/admin/voting/:id' },
    );
    expect(
      await screen.findByText('أدلت 6 حسابات بـ30 صوتًا من عنوان واحد (farmaddr) في 26 نوفمبر 2026'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'عرض هذه الأصوات' })).toBeInTheDocument();
    expect(screen.getByText('الأصوات المحتسبة')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'تحديد جميع الأصوات المعروضة' })).toBeInTheDocument();
  });
});
