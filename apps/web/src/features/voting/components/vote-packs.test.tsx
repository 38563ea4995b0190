import type { Leaderboard } from '@cq/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { PAID_VOTING, sampleFanVote, voteCounted } from '../../../test/fan-votes';
import { type FakeResponse, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { PackReturn } from './pack-return';
import { goToCheckout } from './vote-packs';
import { VoteSection } from './vote-section';

// Stripe.js comes from js.stripe.com; in a test its confirmation is a stand-in the test controls.
const stripe = vi.hoisted(() => ({ confirmCardPayment: vi.fn(), loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', async () => (await import('../../../test/stripe')).stripeElementsStandIn(stripe));

const VOTE = sampleFanVote({ paidVoting: PAID_VOTING });
/** Her votes in the sample vote: today's free vote given to Amara, and these paid votes bought. */
function freeVoteUsedWithCredits(credits: { balance: number; purchased: number; spent: number }): FakeResponse {
  return {
    body: {
      success: true,
      data: {
        ballots: [],
        today: [{ voteSlug: VOTE.slug, delegate: 'amara-okafor-nigeria', used: 1 }],
        credits: [{ voteSlug: VOTE.slug, ...credits }],
      },
    },
  };
}
const BOARD: Leaderboard = {
  slug: VOTE.slug,
  hidden: false,
  total: 0,
  rows: [],
  countedAt: '2026-11-26T10:00:00.000Z',
};

const signIn = () => {
  localStorage.setItem(STORAGE_KEYS.token, 'jwt');
  localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ _id: 'fan', email: 'fan@example.com', role: 'user', permissions: [] }),
  );
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('vote packs on the public site', () => {
  it('states what paid votes change, and a fan buys a pack: she is sent to the checkout', async () => {
    signIn();
    const assign = vi.spyOn(goToCheckout, 'assign').mockImplementation(() => undefined);
    const server = mockApi({
      'GET /votes/africa-peoples-choice/leaderboard': () => ({ body: { success: true, data: BOARD } }),
      'GET /votes/mine': () => ({ body: { success: true, data: { ballots: [], today: [], credits: [] } } }),
      'POST /votes/africa-peoples-choice/packs': () => ({
        body: {
          success: true,
          data: {
            provider: 'test',
            authorizationUrl: '/api/payments/test-checkout/CQ-1',
            clientSecret: null,
            orderId: '9a1d0c3e-0000-4000-8000-000000000001',
            reference: 'CQ-1',
            amount: 8.5,
            currency: 'USD',
            votes: 50,
          },
        },
      }),
    });
    renderRoute(<VoteSection vote={VOTE} />, { at: '/peoples-choice', path: '/peoples-choice' });
    expect(screen.getByText(/Vote packs are on sale in this vote \(/)).toBeInTheDocument();
    expect(screen.getByText(/it is not given back/)).toBeInTheDocument();
    expect(screen.getByText(/One fan may buy at most 500 paid votes/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buy 50 votes $8.50' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/test-checkout/CQ-1'));
    expect(server.callsTo('POST /votes/africa-peoples-choice/packs')[0]?.body).toEqual({ votes: 50 });
  });

  it('once her free vote is used, she votes with a paid one and sees how many are left', async () => {
    signIn();
    let credits = 3;
    const server = mockApi({
      'GET /votes/africa-peoples-choice/leaderboard': () => ({ body: { success: true, data: BOARD } }),
      'GET /votes/mine': () => freeVoteUsedWithCredits({ balance: credits, purchased: 3, spent: 3 - credits }),
      'POST /votes/africa-peoples-choice/ballots': () => {
        credits -= 1;
        return voteCounted({ delegate: 'amara-okafor-nigeria', paid: true, creditsLeft: credits });
      },
    });
    renderRoute(<VoteSection vote={VOTE} />, { at: '/peoples-choice', path: '/peoples-choice' });
    expect(await screen.findByText('You have 3 paid votes left in this vote.')).toBeInTheDocument();
    const amara = screen.getByRole('link', { name: 'Amara Okafor' }).closest('li') as HTMLElement;
    await userEvent.setup().click(within(amara).getByRole('button', { name: 'Paid vote for Amara Okafor' }));
    expect(await within(amara).findByText('Thank you! Your vote is counted.')).toBeInTheDocument();
    expect(await screen.findByText('You have 2 paid votes left in this vote.')).toBeInTheDocument();
    expect(server.callsTo('POST /votes/africa-peoples-choice/ballots')).toHaveLength(1);
  });

  it('a paid vote refused for want of credits says so in her words', async () => {
    signIn();
    mockApi({
      'GET /votes/africa-peoples-choice/leaderboard': () => ({ body: { success: true, data: BOARD } }),
      'GET /votes/mine': () => freeVoteUsedWithCredits({ balance: 1, purchased: 1, spent: 0 }),
      'POST /votes/africa-peoples-choice/ballots': () => ({
        status: 409,
        body: { success: false, code: 'no_credits', message: 'None left (the server’s wording).' },
      }),
    });
    renderRoute(<VoteSection vote={VOTE} />, { at: '/peoples-choice', path: '/peoples-choice' });
    const amara = (await screen.findByRole('link', { name: 'Amara Okafor' })).closest('li') as HTMLElement;
    await userEvent.setup().click(await within(amara).findByRole('button', { name: 'Paid vote for Amara Okafor' }));
    expect(
      await within(amara).findByText(
        'You have no paid votes left in this vote. Buy a vote pack, or vote with your free votes.',
      ),
    ).toBeInTheDocument();
  });

  it('a refusal reads in her words, by its code; one the page does not know keeps the server’s words', async () => {
    signIn();
    let answer = { code: 'over_cap', message: 'Over the cap (the server’s wording).' };
    mockApi({
      'GET /votes/africa-peoples-choice/leaderboard': () => ({ body: { success: true, data: BOARD } }),
      'GET /votes/mine': () => ({ body: { success: true, data: { ballots: [], today: [], credits: [] } } }),
      'POST /votes/africa-peoples-choice/packs': () => ({ status: 409, body: { success: false, ...answer } }),
    });
    renderRoute(<VoteSection vote={VOTE} />, { at: '/peoples-choice', path: '/peoples-choice' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Buy 10 votes $2.00' }));
    expect(
      await screen.findByText(
        'This pack would take you over the paid votes one fan may buy in this vote. Choose a smaller pack, or keep voting with your free votes.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/the server’s wording/)).not.toBeInTheDocument();

    answer = { code: 'packs_off', message: 'Off (the server’s wording).' };
    await user.click(screen.getByRole('button', { name: 'Buy 10 votes $2.00' }));
    expect(await screen.findByText('Vote packs are not on sale for this vote.')).toBeInTheDocument();

    answer = { code: 'conflict', message: 'Something else the server says.' };
    await user.click(screen.getByRole('button', { name: 'Buy 10 votes $2.00' }));
    expect(await screen.findByText('Something else the server says.')).toBeInTheDocument();
  });

  it('in French, a closed vote’s refusal reads in French', async () => {
    signIn();
    mockApi({
      'GET /votes/africa-peoples-choice/leaderboard': () => ({ body: { success: true, data: BOARD } }),
      'GET /votes/mine': () => ({ body: { success: true, data: { ballots: [], today: [], credits: [] } } }),
      'POST /votes/africa-peoples-choice/packs': () => ({
        status: 409,
        body: { success: false, code: 'vote_closed', message: 'This vote has closed. Thank you for taking part.' },
      }),
    });
    renderRoute(
      <LocaleProvider locale="fr" messages={await loadMessages('fr')}>
        <VoteSection vote={VOTE} />
      </LocaleProvider>,
      { at: '/peoples-choice', path: '/peoples-choice' },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /Acheter 10 votes/ }));
    expect(await screen.findByText('Ce vote est clos. Merci de votre participation.')).toBeInTheDocument();
  });

  it('with Stripe, she pays the pack by card on the page; the server checks the payment', async () => {
    signIn();
    stripe.loadStripe.mockResolvedValue(stripe);
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const started = {
      provider: 'stripe',
      authorizationUrl: null,
      clientSecret: 'pi_1_secret_abc',
      orderId: '9a1d0c3e-0000-4000-8000-000000000001',
      reference: 'CQ-1',
      amount: 2,
      currency: 'USD',
      votes: 10,
    };
    const server = mockApi({
      'GET /votes/africa-peoples-choice/leaderboard': () => ({ body: { success: true, data: BOARD } }),
      'GET /votes/mine': () => ({ body: { success: true, data: { ballots: [], today: [], credits: [] } } }),
      'POST /votes/africa-peoples-choice/packs': () => ({ body: { success: true, data: started } }),
      'GET /settings': () => ({
        body: {
          success: true,
          data: {
            siteName: 'Continental Queens',
            organisation: { contactEmail: 'hello@x.example', hostingEmail: 'host@x.example', phone: '+1 555' },
            payment: { provider: 'stripe', stripe: { publicKey: 'pk_test_queens' } },
          },
        },
      }),
      'POST /payments/verify': () => ({
        body: {
          success: true,
          message: 'Payment successful. Your 10 votes are ready: vote for your favourites below.',
          data: {
            paymentData: {
              status: 'paid',
              orderId: started.orderId,
              reference: 'CQ-1',
              provider: 'stripe',
              amount: 2,
              currency: 'USD',
              paidAt: '2026-11-26T10:00:00.000Z',
            },
          },
        },
      }),
    });
    renderRoute(<VoteSection vote={VOTE} />, { at: '/peoples-choice', path: '/peoples-choice' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Buy 10 votes $2.00' }));
    await user.click(await screen.findByRole('button', { name: 'Pay for 10 votes' }, { timeout: 5000 }));
    expect(await screen.findByText(/Your 10 votes are ready/)).toBeInTheDocument();
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_abc', expect.anything());
    expect(server.callsTo('POST /payments/verify')[0]?.body).toEqual({
      orderId: started.orderId,
      paymentIntentId: 'pi_1',
    });
  });

  it('back from the checkout, she reads that her votes are ready', async () => {
    signIn();
    mockApi({
      'GET /payments/verification/CQ-1': () => ({
        body: {
          success: true,
          message: 'Payment successful. Your 50 votes are ready: vote for your favourites below.',
          data: {
            paymentData: {
              status: 'paid',
              orderId: '9a1d0c3e-0000-4000-8000-000000000001',
              reference: 'CQ-1',
              provider: 'test',
              amount: 8.5,
              currency: 'USD',
              paidAt: '2026-11-26T10:00:00.000Z',
            },
          },
        },
      }),
    });
    renderRoute(<PackReturn />, { at: '/peoples-choice?reference=CQ-1', path: '/peoples-choice' });
    expect(await screen.findByText(/Your 50 votes are ready/)).toBeInTheDocument();
  });
});
