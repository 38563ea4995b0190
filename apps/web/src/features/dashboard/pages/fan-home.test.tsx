import { ACCOUNT_MESSAGES } from '@cq/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advance, buildUser, ok, portalApi, renderPortal, signIn, withFakePortalClock } from '../../../test/portal';
import DashboardPage from './dashboard-page';

withFakePortalClock();

const fan = buildUser({ accountKind: 'fan', phoneNumber: '' });
const ballot = (delegate: string, delegateName: string, n: number) => ({
  id: `b${n}`,
  voteSlug: 'africa-2026',
  voteName: 'Africa’s favourite',
  delegate,
  delegateName,
  castAt: '2026-03-14T10:00:00.000Z',
  voided: false,
  paid: false,
});

function open(routes: NonNullable<Parameters<typeof portalApi>[0]>['routes'] = {}) {
  signIn(fan);
  const api = portalApi({
    user: fan,
    routes: {
      'GET /votes/mine': () =>
        ok({
          ballots: [
            ballot('ama-mensah', 'Ama Mensah', 1),
            ballot('ama-mensah', 'Ama Mensah', 2),
            ballot('zola-dube', 'Zola Dube', 3),
          ],
          today: [],
          credits: [],
        }),
      ...routes,
    },
  });
  renderPortal('/user/home', { home: <DashboardPage />, register: <p>Registration form</p> });
  return api;
}

describe("a fan's home", () => {
  it('is a fan’s page: the vote and the shows, the delegates she voted for; no registration progress or fee', async () => {
    open();
    await advance(1000);
    expect(screen.getByText('Your fan page')).toBeInTheDocument();
    expect(screen.queryByText('Registration Progress')).not.toBeInTheDocument();
    expect(screen.queryByText(/registration fee/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Vote now/ })).toHaveAttribute('href', '/peoples-choice');
    expect(screen.getByRole('link', { name: /The shows and results/ })).toHaveAttribute('href', '/results');
    const voted = screen.getByRole('region', { name: 'Delegates you voted for' });
    expect(within(voted).getByRole('link', { name: /Ama Mensah/ })).toHaveAttribute('href', '/delegates/ama-mensah');
    expect(within(voted).getByText('2 votes')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payments and receipts' })).toBeInTheDocument();
    // Her menu leads to the vote, not to a registration.
    const menu = screen.getAllByRole('navigation', { name: /portal/i })[0] as HTMLElement;
    expect(within(menu).queryByRole('link', { name: 'Registration' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'People’s Choice' })).toHaveAttribute('href', '/peoples-choice');
  });

  it('applies to compete from the same account with her phone, then opens her registration', async () => {
    const api = open({
      'POST /users/me/compete': () =>
        ok({ user: { ...fan, accountKind: 'contestant', phoneNumber: '+233 20 000 0000' } }),
    });
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Apply to compete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open my registration' }));
    await advance(0);
    await advance(0);
    expect(screen.getByText(ACCOUNT_MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /users/me/compete')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Phone number/), { target: { value: '+233 20 000 0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open my registration' }));
    await advance(0);
    expect(api.callsTo('POST /users/me/compete')[0]?.body).toEqual({ phoneNumber: '+233 20 000 0000' });
    await advance(0);
    expect(screen.getByText('Registration form')).toBeInTheDocument();
  });
});
