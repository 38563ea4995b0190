import { dashboardCompletion, type RegistrationStatus } from '@cq/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import {
  advance,
  buildContestant,
  buildNotification,
  buildUser,
  ok,
  openPortalPage,
  portalPageOpener,
  renderPortal,
  signInWithUnreadableAccount,
  withFakePortalClock,
} from '../../../test/portal';
import { sampleTodo } from '../../../test/todos';
import DashboardPage from './dashboard-page';

withFakePortalClock();

// A delegate's dashboard asks for her to-dos.
const open = portalPageOpener('/user/home', { home: <DashboardPage /> }, () => ({
  'GET /todos': () => ok({ items: [] }),
}));

const section = (name: string) => screen.getByRole('region', { name });
const card = (label: string) => screen.getByText(label).closest('.card') as HTMLElement;
const nextSteps = () =>
  within(section('Next Steps'))
    .getAllByRole('link')
    .map((a) => [a.textContent?.trim(), a.getAttribute('href')]);

describe('dashboard', () => {
  it("greets the user with 'Welcome back', the first name and the last login as relative time", async () => {
    open();
    await advance(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Amara');
    expect(screen.getByText('Last login: 1 day ago')).toBeInTheDocument();
  });

  it('shows N/A when there is no last login', async () => {
    open({ user: buildUser({ lastLogin: null }) });
    await advance(0);
    expect(screen.getByText('Last login: N/A')).toBeInTheDocument();
  });

  it('uses the uploaded headshot as the avatar in the header and the profile block, while its link lasts', async () => {
    const contestant = buildContestant('in_progress');
    contestant.preliminaryRegistration.headshot = { url: '/api/media/h?sig=1', expiresAt: '2026-03-15T10:15:00.000Z' };
    open({ contestant });
    await advance(1000);
    const avatars = () => [...document.querySelectorAll('img[src="/api/media/h?sig=1"]')];
    // The header's profile menu and the profile block.
    expect(avatars()).toHaveLength(2);
    expect(within(section('Amara Mensah')).getByText((_, el) => el?.tagName === 'IMG')).toHaveAttribute(
      'src',
      '/api/media/h?sig=1',
    );
  });

  it('staff without a registration see the way to the back office, not the fee, progress or next steps', async () => {
    open({ user: buildUser({ role: 'super admin' }), contestant: null });
    await advance(1000);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Amara');
    expect(within(section('Back office')).getByRole('link', { name: /Open the back office/ })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(within(section('Back office')).getByRole('link', { name: 'Contestants' })).toHaveAttribute(
      'href',
      '/admin/contestants',
    );
    expect(screen.queryByText('Registration Progress')).toBeNull();
    expect(screen.queryByText('Registration Status')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Next Steps' })).toBeNull();
    expect(screen.queryByText('Profile completion')).toBeNull();
    expect(screen.queryByText(/registration fee|Start Registration/)).toBeNull();
    expect(within(card('Account Status')).getByText('Active')).toBeInTheDocument();
  });

  it('staff with a registration of their own still see it', async () => {
    open({ user: buildUser({ role: 'editor' }), contestant: buildContestant('in_progress') });
    await advance(1000);
    expect(within(card('Registration Status')).getByText('In Progress')).toBeInTheDocument();
    expect(nextSteps()[0]).toEqual(['Continue Registration', '/user/register']);
  });

  it('without a contestant record: 0%, Not Started and Start Registration', async () => {
    open({ contestant: null });
    await advance(999);
    expect(within(card('Registration Progress')).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await advance(1);
    expect(within(card('Registration Progress')).getByText('0%')).toBeInTheDocument();
    expect(within(card('Registration Status')).getByText('Not Started')).toBeInTheDocument();
    expect(nextSteps()).toEqual([['Start Registration', '/user/register']]);
    expect(screen.getByText('Not submitted yet')).toBeInTheDocument();
  });

  it('in progress: the weighted completion, In Progress, Continue Registration and View Progress', async () => {
    const contestant = buildContestant('in_progress', {
      dob: '2001-08-14',
      gender: 'Female',
      nationality: 'Ghanaian',
      height: '175',
      skills: ['Public speaking'],
      socialMedia: { instagram: '@ama' },
    });
    // personal 3/6 × 15 + physical 1/6 × 15 + experience 1/4 × 15 + social 1/2 × 10 = 18.75
    const expected = dashboardCompletion(contestant).percent;
    expect(expected).toBe(19);
    open({ contestant });
    await advance(1000);
    expect(within(card('Registration Progress')).getByText(`${expected}%`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      String(expected),
    );
    expect(within(card('Registration Status')).getByText('In Progress')).toBeInTheDocument();
    expect(nextSteps()).toEqual([
      ['Continue Registration', '/user/register'],
      ['View Progress', '/user/profile'],
    ]);
  });

  const byState: Array<[RegistrationStatus, string, Array<[string, string]>]> = [
    [
      'payment_pending',
      'Payment Pending',
      [
        ['Continue Registration', '/user/register'],
        ['View Progress', '/user/profile'],
      ],
    ],
    ['preliminary_submitted', 'Submitted / Under Review', [['View Application', '/user/register']]],
    ['preliminary_approved', 'Approved', [['View Profile', '/user/profile']]],
    ['preliminary_rejected', 'Needs Attention / Needs Review', [['Update Registration', '/user/register']]],
    ['active', 'Active Participant', [['View Profile', '/user/profile']]],
  ];
  for (const [status, label, steps] of byState) {
    it(`${status}: shows '${label}' and its next steps`, async () => {
      open({ contestant: buildContestant(status, {}, { submittedAt: '2026-03-13T10:00:00.000Z' }) });
      await advance(1000);
      expect(within(card('Registration Status')).getByText(label)).toBeInTheDocument();
      expect(nextSteps()).toEqual(steps);
      expect(screen.getByText('Submitted 2 days ago')).toBeInTheDocument();
    });
  }

  it("shows the organisers' message while the registration needs attention", async () => {
    const message = 'Please upload a clearer full-body photo.';
    open({ contestant: buildContestant('preliminary_rejected', {}, { reviewMessage: message }) });
    await advance(1000);
    expect(section('A message from the organisers')).toHaveTextContent(message);
  });

  it('hides an earlier message once the registration is back under review', async () => {
    open({ contestant: buildContestant('preliminary_submitted', {}, { reviewMessage: 'Old request' }) });
    await advance(1000);
    expect(screen.queryByText('Old request')).not.toBeInTheDocument();
  });

  it('shows Active/Inactive and Verified/Pending, with a resend link while pending', async () => {
    const server = open({
      user: buildUser({ isActive: false, isEmailVerified: false }),
      routes: { 'POST /users/resend-verification': () => ({ body: { success: true, message: 'Sent', data: null } }) },
    });
    await advance(0);
    expect(within(card('Account Status')).getByText('Inactive')).toBeInTheDocument();
    const email = card('Email Status');
    expect(within(email).getByText('Pending')).toBeInTheDocument();
    fireEvent.click(within(email).getByRole('button', { name: 'Resend verification link' }));
    await advance(0);
    expect(server.callsTo('POST /users/resend-verification')).toHaveLength(1);
    expect(within(email).getByRole('button', { name: 'Link sent: check your inbox' })).toBeDisabled();
  });

  it('shows Active and Verified without a resend link', async () => {
    open();
    await advance(0);
    expect(within(card('Account Status')).getByText('Active')).toBeInTheDocument();
    expect(within(card('Email Status')).getByText('Verified')).toBeInTheDocument();
    expect(within(card('Email Status')).queryByRole('button')).toBeNull();
  });

  it("has the profile block: initials, e-mail, 'Not provided' for no phone, and Edit to /user/settings", async () => {
    open({ user: buildUser({ phoneNumber: '' }) });
    await advance(0);
    const block = section('Amara Mensah');
    expect(within(block).getByText('amara@example.com')).toBeInTheDocument();
    expect(within(block).getByText('Not provided')).toBeInTheDocument();
    expect(block.querySelector('[data-initial="A"]')).not.toBeNull();
    expect(within(block).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/user/settings');
  });

  it('has the Quick Actions', async () => {
    open();
    await advance(0);
    expect(
      within(section('Quick Actions'))
        .getAllByRole('link')
        .map((a) => [a.querySelector('.font-semibold')?.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['View Profile', '/user/profile'],
      ['Account Settings', '/user/settings'],
      ['Competition Info', '/competition'],
    ]);
  });

  it("shows 'Unable to load profile' when the user cannot be loaded", async () => {
    signInWithUnreadableAccount();
    renderPortal('/user/home', { home: <DashboardPage /> });
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Unable to load profile' })).toBeInTheDocument();
  });
});

describe('Recent Updates', () => {
  const rows = () =>
    within(section('Recent Updates'))
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.textContent?.replace(' (unread)', ''));

  it("shows 'Loading updates...' until the first list arrives, then the five newest that are not archived", async () => {
    const notifications = [
      buildNotification({ title: 'One' }),
      buildNotification({ title: 'Two', status: 'read' }),
      buildNotification({ title: 'Put away', status: 'archived' }),
      buildNotification({ title: 'Three' }),
      buildNotification({ title: 'Four' }),
      buildNotification({ title: 'Five' }),
      buildNotification({ title: 'Six' }),
    ];
    open({ notifications });
    await advance(2999);
    expect(within(section('Recent Updates')).getByText('Loading updates...')).toBeInTheDocument();
    await advance(1);
    expect(rows()).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
  });

  it("shows 'No recent updates' when there are none", async () => {
    open({ notifications: [] });
    await advance(3000);
    expect(within(section('Recent Updates')).getByText('No recent updates')).toBeInTheDocument();
  });

  const failing = {
    'GET /notifications': () => ({ status: 500, body: { success: false, code: 'internal', message: 'Server error' } }),
  };
  const cases: Array<[string, RegistrationStatus | null, string[]]> = [
    ['not started', null, ['Welcome, Amara!']],
    ['in progress', 'in_progress', ['Welcome, Amara!', 'Continue your registration']],
    ['submitted', 'preliminary_submitted', ['Welcome, Amara!', 'Registration submitted']],
  ];
  for (const [name, status, titles] of cases) {
    it(`composes the ${titles.length > 1 ? 'welcome and state' : 'welcome'} message when the call fails (${name})`, async () => {
      open({ contestant: status ? buildContestant(status) : null, routes: failing });
      await advance(3000);
      expect(rows()).toEqual(titles);
    });
  }

  it('answers ok data from the list as the portal layout does (data.notifications)', async () => {
    const server = open({
      routes: {
        'GET /notifications': () =>
          ok({ notifications: [buildNotification({ title: 'Hi' })], total: 1, unreadCount: 1 }),
      },
    });
    await advance(3000);
    expect(rows()).toEqual(['Hi']);
    expect(server.callsTo('GET /notifications')).toHaveLength(1);
  });

  it('a delegate sees her to-dos, done, due or late, and confirms one', async () => {
    const due = sampleTodo({});
    const late = sampleTodo({
      _id: 'a1b2c3d4-0000-4000-8000-000000000002',
      title: 'Passport copy',
      kind: 'file',
      state: 'late',
    });
    const server = open({
      contestant: buildContestant('preliminary_approved'),
      routes: {
        'GET /todos': () => ok({ items: [due, late] }),
        [`POST /todos/${due._id}/confirm`]: () =>
          ok({ ...due, state: 'done', completedAt: '2026-03-15T10:00:01.000Z' }),
      },
    });
    await advance(1000);
    await advance(0);
    const panel = section('Your to-dos');
    expect(within(panel).getByText('0 of 2 done')).toBeInTheDocument();
    expect(within(panel).getByText('Late')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm' }));
    await advance(0);
    expect(server.callsTo(`POST /todos/${due._id}/confirm`)).toHaveLength(1);
    expect(within(panel).getByText('1 of 2 done')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('a contestant not yet approved has no to-dos', async () => {
    const server = open({ contestant: buildContestant('preliminary_submitted') });
    await advance(1000);
    expect(screen.queryByRole('region', { name: 'Your to-dos' })).toBeNull();
    expect(server.callsTo('GET /todos')).toHaveLength(0);
  });

  it('speaks French: the welcome, the cards, the next steps and the relative last login', async () => {
    const fr = await loadMessages('fr');
    open({ contestant: buildContestant('preliminary_approved') }, { locale: 'fr', messages: fr });
    await advance(1000);
    await advance(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bon retour parmi nous, Amara');
    expect(screen.getByText(/^Dernière connexion\s: hier$/)).toBeInTheDocument();
    expect(within(card('Statut de l’inscription')).getByText('Approuvée')).toBeInTheDocument();
    expect(section('Prochaines étapes')).toHaveTextContent('Voir mon profil');
    expect(section('Vos tâches')).toBeInTheDocument();
  });

  it('speaks Arabic, with Western digits', async () => {
    const ar = await loadMessages('ar');
    openPortalPage(
      '/user/home',
      { home: <DashboardPage /> },
      { contestant: buildContestant('in_progress') },
      { locale: 'ar', messages: ar },
    );
    await advance(1000);
    await advance(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('أهلًا بعودتك، Amara');
    expect(within(card('حالة التسجيل')).getByText('قيد الإنجاز')).toBeInTheDocument();
    expect(within(card('تقدّم التسجيل')).getByText(/^[0-9]+\u200e?%\u200e?$/)).toBeInTheDocument();
    expect(section('الخطوات التالية')).toHaveTextContent('تابعي التسجيل');
  });
});
