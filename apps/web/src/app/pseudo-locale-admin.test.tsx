import {
  type BulkEmail,
  DEFAULT_MAILING_SETTINGS,
  DEFAULT_ORGANISATION_SETTINGS,
  DEFAULT_REGISTRATION_SETTINGS,
  DEFAULT_ROUND_RULES,
  DEFAULT_SITE_CONTENT,
  DEFAULT_THEME_COLORS,
  type LiveTabulation,
  SUPPORTED_LOCALES,
  type TodoMatrix,
  tabulate,
  UNSET_BILLING_SETTINGS,
  type User,
  type VoteReview,
} from '@cq/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildDetail, buildList, CONTESTANT_ID } from '#web/features/admin/contestants/test/fixtures';
import { loadTexts } from '#web/i18n/catalogue-store';
import { pseudoMessages, pseudoText } from '#web/i18n/pseudo';
import {
  INQUIRY_ID,
  PAYMENT_ID,
  ROUND_ID,
  SHOW_ID,
  SHOW_ROUND_ID,
  sampleAdminUser,
  sampleAuditEntry,
  sampleBallot,
  sampleBulkEmail,
  sampleConsole,
  sampleCoupon,
  sampleCues,
  sampleFanVote,
  sampleInquiry,
  sampleInquiryDetail,
  sampleInquiryList,
  sampleJudgeInvitation,
  samplePayment,
  samplePaymentDetail,
  samplePaymentList,
  sampleRejectionReason,
  sampleRound,
  sampleScheduledBulkEmail,
  sampleSentForReview,
  sampleTemplate,
  sampleThread,
  sampleThreadList,
  sampleTodo,
  sampleTodoMatrix,
  scoresOnEverySegment,
  TARGET_USER_ID,
  TWO_SEGMENT_RULES,
} from '#web/test/admin-samples';
import { AMARA } from '#web/test/live-frames';
import { type FakeHandler, mockApi } from '#web/test/mock-api';
import { buildUser, ok, signIn } from '#web/test/portal';
import { renderAppAt, SAME_IN_EVERY_LANGUAGE, settle, strayTexts, withPseudoClock } from '#web/test/pseudo-pages';
import { sharedTexts } from '#web/test/shared-texts';

/**
 * The back office in the pseudo-language: every page a member of staff opens, with the answers the server gives,
 * must show no word that skipped the catalogues.
 */

/** And every shared text a language translates (a form's checks the server and the page share, among them). */
const messages = pseudoMessages([...sharedTexts(), ...Object.keys(await loadTexts('fr'))]);

/** The organiser who opens every page: a super admin sees every section and every control. */
const STAFF: User = buildUser({
  _id: '2b1f7b4e-0000-4000-8000-0000000000aa',
  firstName: 'Ifeoma',
  lastName: 'Adeyemi',
  email: 'ifeoma@example.com',
  role: 'super admin',
  permissions: [],
});

// ——— What the server answers, as the pages' own tests have it ———

const REASON = sampleRejectionReason();

const PASSPORT_TASK = sampleTodo({ description: 'A scan of the page with her photo.' });
const MATRIX = sampleTodoMatrix(PASSPORT_TASK);
/** The to-do waits for review from a third delegate: what she sent, as the review dialog shows it. */
const REVIEWED_TASK = { ...PASSPORT_TASK, needsReview: true };
const MATRIX_WAITING: TodoMatrix = {
  ...MATRIX,
  todos: [{ ...REVIEWED_TASK, translations: {} }],
  delegates: [
    ...MATRIX.delegates,
    {
      contestantId: 'c3',
      name: 'Chipo Moyo',
      continent: 'Africa',
      states: { [PASSPORT_TASK._id]: 'waiting' },
      done: 0,
      total: 1,
      late: 0,
    },
  ],
};
const SENT = sampleSentForReview(REVIEWED_TASK);

const INQUIRY = sampleInquiry();

const THREAD_ID = '5e0c3a1b-0000-4000-8000-000000000011';
const THREADS = sampleThreadList(THREAD_ID, '5e0c3a1b-0000-4000-8000-000000000012');
const THREAD = sampleThread(THREAD_ID, [
  '5e0c3a1b-0000-4000-8000-000000000021',
  '5e0c3a1b-0000-4000-8000-000000000022',
]);

const TARGET = TARGET_USER_ID;
const ZARA = sampleAdminUser({ permissions: [{ resource: 'contestants', actions: ['read', 'update'] }] });
const AUDIT_ENTRY = sampleAuditEntry({ recordName: 'Zara Khan' });
const INVITATION = sampleJudgeInvitation({
  createdAt: '2026-03-14T10:00:00.000Z',
  expiresAt: '2026-03-17T10:00:00.000Z',
});

const THEME = {
  _id: '7d1c2f9a-0000-4000-8000-000000000001',
  name: 'Royal Plum',
  colors: DEFAULT_THEME_COLORS,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const RULES = TWO_SEGMENT_RULES;
const ROUND = sampleRound({
  status: 'open',
  rules: RULES,
  startsAt: '2026-03-20T18:00:00.000Z',
  timeZone: 'Africa/Lagos',
  delegates: [
    { id: 'a', name: 'Amara Okafor', country: 'Nigeria' },
    { id: 'b', name: 'Bisi Adebayo', country: 'Ghana' },
  ],
});
const both = (delegate: string, value: number) => scoresOnEverySegment(RULES, delegate, value);
const TABULATION: LiveTabulation = {
  round: { ...ROUND, rules: RULES } as unknown as LiveTabulation['round'],
  delegates: { a: { name: 'Amara Okafor', country: 'Nigeria' }, b: { name: 'Bisi Adebayo', country: 'Ghana' } },
  scoresReceived: 4,
  headRankingRecorded: false,
  tabulation: tabulate({
    rules: RULES,
    delegates: ['a', 'b'],
    judges: [1],
    conflicts: [],
    scores: [...both('a', 9), ...both('b', 8)],
  }),
};

const VOTE = sampleFanVote(AMARA.id, {
  opensAt: '2026-03-01T08:00:00.000Z',
  closesAt: '2026-03-30T20:00:00.000Z',
});
const CANDIDATES = VOTE.delegates.map((d) => ({ ...d, continent: 'Africa' }));
const BALLOT = sampleBallot('2026-03-14');
const REVIEW: VoteReview = {
  alerts: [
    { kind: 'shared-address', address: 'farmaddress0000000000', votingDay: '2026-03-14', accounts: 6, votes: 30 },
  ],
  ballots: [
    { ...BALLOT, id: '11111111-1111-4111-8111-111111111111' },
    { ...BALLOT, id: '22222222-2222-4222-8222-222222222222', fan: 'Ada Obi', fanEmail: 'ada@example.com' },
  ],
  limit: 200,
};

const SHOW_ROUND = SHOW_ROUND_ID;
const CUES = sampleCues('2026-03-15T09:00:00.000Z', 'gown');
const CONSOLE = sampleConsole(CUES, {
  createdAt: '2026-03-15T08:00:00.000Z',
  startedAt: '2026-03-15T09:00:00.000Z',
});

const PAYMENT = samplePayment({ couponCode: 'SPRING25', discountMinor: 500 });
const PAYMENTS = samplePaymentList(
  [
    PAYMENT,
    {
      ...PAYMENT,
      _id: '9a1d0c3e-0000-4000-8000-000000000002',
      reference: 'cq_8b4c1',
      providerReference: null,
      status: 'failed',
      paidAt: null,
      couponCode: null,
      discountMinor: 0,
      failureReason: 'Card declined',
    },
  ],
  { count: 2, amountMinor: 5000 },
);
/** An order opened: its payer and what the provider reported, oldest first. */
const PAYMENT_DETAIL = samplePaymentDetail(PAYMENT);
const COUPON = sampleCoupon();

const BULK_SENDING = sampleBulkEmail({ createdBy: STAFF._id, createdAt: '2026-03-14T10:00:00.000Z' });
const BULK_EMAILS: BulkEmail[] = [
  sampleScheduledBulkEmail(BULK_SENDING, '2026-03-20T09:00:00.000Z'),
  BULK_SENDING,
  {
    ...BULK_SENDING,
    id: 'b3',
    subject: 'Welcome to the season',
    audience: {},
    state: 'done',
    queued: 40,
    sent: 40,
    bounced: 0,
    failed: 0,
    undelivered: [],
  },
];
const TEMPLATES = [sampleTemplate('2026-03-10T10:00:00.000Z')];

/** Every answer of the fake server, by request. */
const SERVER: Record<string, unknown> = {
  'GET /admin/messages/unread-count': { count: 1 },
  'GET /admin/overview': {
    contestants: { total: 1250, byStatus: { preliminary_submitted: 3, preliminary_approved: 12 }, awaitingReview: 3 },
    todos: { late: 1 },
    inquiries: { unhandledContact: 2, unhandledSponsorship: 1 },
    payments: { paidCount: 2, pendingCount: 1, paidByCurrency: [{ currency: 'USD', amountMinor: 125050 }] },
    recentActivity: [AUDIT_ENTRY],
  },
  'GET /admin/contestants': buildList(),
  [`GET /admin/contestants/${CONTESTANT_ID}`]: buildDetail(),
  [`GET /admin/contestants/${CONTESTANT_ID}/public-profile`]: {
    state: 'no_consent',
    consent: null,
    slug: null,
    publishedAt: null,
    preview: null,
    availableSocial: [],
  },
  // The orders, on the payments page and (hers) on her record.
  'GET /admin/payments': PAYMENTS,
  [`GET /admin/payments/${PAYMENT_ID}`]: PAYMENT_DETAIL,
  'GET /admin/coupons': { coupons: [COUPON] },
  'GET /admin/bulk-emails': { bulkEmails: BULK_EMAILS, timeZone: 'Africa/Lagos' },
  'GET /admin/bulk-email-templates': { templates: TEMPLATES },
  'POST /admin/bulk-emails/preview': {
    recipients: 2,
    unsubscribed: 1,
    fallback: 1,
    samples: [
      { to: 'amara@example.com', subject: 'News for Africa', text: 'Hello Amara,\n\nDear Amara, see you.' },
      { to: 'zola@example.com', subject: 'News for Africa', text: 'Hello Zola,\n\nDear Zola, see you.' },
    ],
  },
  'GET /admin/rejection-reasons': { reasons: [REASON] },
  'GET /admin/todos/matrix': MATRIX,
  'GET /admin/inquiries': sampleInquiryList([INQUIRY]),
  [`GET /admin/inquiries/sponsorship/${INQUIRY_ID}`]: { inquiry: sampleInquiryDetail() },
  'GET /admin/todos/delegates/c3': { items: [SENT] },
  'GET /admin/messages': THREADS,
  [`GET /admin/messages/${THREAD_ID}`]: THREAD,
  'GET /admin/users': { users: [ZARA], total: 1, page: 1, pageSize: 25 },
  'GET /admin/invitations': { invitations: [INVITATION] },
  'GET /admin/invitations/rounds': { rounds: [{ id: ROUND_ID, name: 'Africa final', season: 2026 }] },
  'GET /admin/privacy/deletion-requests': { requests: [] },
  'GET /admin/settings/second-factor': { policy: 'sensitive' },
  'GET /admin/privacy/retention': {
    rule: {
      enabled: true,
      months: 12,
      rejected: true,
      abandoned: true,
      enabledAt: '2026-02-01T10:00:00.000Z',
      enabledBy: 'Ada Obi',
    },
    dryRun: { cutoff: '2025-03-15T10:00:00.000Z', count: 2 },
    lastRun: { at: '2026-03-14T02:00:00.000Z', erased: 1 },
  },
  [`GET /admin/users/${TARGET}`]: { user: ZARA, history: [AUDIT_ENTRY] },
  [`GET /admin/users/${TARGET}/consents`]: { consents: [] },
  'GET /admin/settings': {
    settings: {
      registration: DEFAULT_REGISTRATION_SETTINGS,
      organisation: DEFAULT_ORGANISATION_SETTINGS,
      billing: UNSET_BILLING_SETTINGS,
      siteContent: DEFAULT_SITE_CONTENT,
      previewPassword: { isSet: true, updatedAt: '2026-03-01T10:00:00.000Z', source: 'settings' },
    },
  },
  'GET /admin/settings/mailing': { mailing: DEFAULT_MAILING_SETTINGS },
  'GET /admin/themes': { active: THEME, themes: [THEME] },
  'GET /admin/audit': { entries: [AUDIT_ENTRY], total: 1, page: 1, pageSize: 100 },
  'GET /admin/judging/rounds': { rounds: [ROUND] },
  [`GET /admin/judging/rounds/${ROUND_ID}`]: ROUND,
  [`GET /admin/judging/rounds/${ROUND_ID}/tabulation`]: TABULATION,
  'GET /admin/votes': { votes: [VOTE] },
  'GET /admin/votes/candidates': { delegates: CANDIDATES },
  'GET /admin/votes/v1': VOTE,
  'GET /admin/votes/v1/review': REVIEW,
  [`GET /admin/live/shows/${SHOW_ID}`]: CONSOLE,
  [`GET /admin/live/shows/${SHOW_ID}/displays`]: [],
  [`GET /admin/judging/rounds/${SHOW_ROUND}`]: { ...ROUND, id: SHOW_ROUND, status: 'published' },
};

/** The fake server's words shown as they are: names, e-mails, subjects, what people wrote. */
function dataOf(): string[] {
  const values: string[] = [STAFF.firstName, STAFF.lastName, STAFF.email];
  const walk = (value: unknown, key = '') => {
    // An English label the server sends for a fixed value must not reach the page: the page names it itself.
    // Nor a continent's English name: the page names it in the reader's language.
    if (/label$/i.test(key) || key === 'continent') return;
    // A code (a status, a kind) is not a word for the reader either.
    if (typeof value === 'string') {
      if (!/^[a-z_-]+$/.test(value)) values.push(value, ...value.split(/[@.]/));
    } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  // A new round's segments start with the pageant's names, which the organiser edits: the round's own words.
  walk({ SERVER, MATRIX_WAITING, DEFAULT_ROUND_RULES });
  // A reason's name is written by the staff, like its text.
  values.push(REASON.label);
  // A person may be called by her first name alone; an address is shown by its first characters.
  for (const name of values.filter((v) => /^\p{Lu}\p{Ll}+ \p{Lu}/u.test(v))) values.push(...name.split(' '));
  values.push(BALLOT.address.slice(0, 8));
  // Initials stand in for a missing photo.
  for (const name of ['Amara Okafor', 'Zara Khan', 'Naledi Dube']) values.push(name.replace(/(\w)\w* (\w)\w*/, '$1$2'));
  return [...new Set(values.filter((v) => v.trim().length > 1))].sort((a, b) => b.length - a.length);
}

/**
 * The back office's dates, as its one formatter writes them in English ('21 Nov 2026, 14:05'): the pseudo-language
 * is English underneath, and in another language the month is Intl's. Any other way of writing a date stands out.
 */
const ADMIN_DATE = /\b\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}(?:, \d{2}:\d{2})?/g;

/** Words that are the same in every language: the brand, codes, addresses. */
const NEVER_TRANSLATED: (string | RegExp)[] = [
  ...SAME_IN_EVERY_LANGUAGE,
  /\b[A-Z]{3}\b/g,
  /#[0-9A-Fa-f]{6}\b/g,
  /\b[\w-]+\.(?:com|org|net)\b\S*/g,
  // A file's size: its number and unit, as the formatter writes them.
  /\b\d+(?:\.\d+)? (?:B|KB|MB|GB)\b/g,
  // The languages' names are Intl's, in the page's language.
  ...SUPPORTED_LOCALES.map((l) => new Intl.DisplayNames('en', { type: 'language' }).of(l) ?? l),
  ADMIN_DATE,
];

/** Inside another language's own words (a language's name in that language)? The back office's frame itself says "en". */
const otherLanguage = (el: Element | null | undefined) => {
  const lang = el?.closest('[lang]')?.getAttribute('lang');
  return lang !== undefined && lang !== null && lang !== 'en';
};

const DATA = dataOf();

function leftOver(): string[] {
  return strayTexts(otherLanguage, [...NEVER_TRANSLATED, ...DATA]);
}

function serve(more: Record<string, unknown> = {}): void {
  const handlers: Record<string, FakeHandler> = {
    'GET /users/me': () => ok({ user: STAFF }),
    // Her second factor is set, as the back office requires.
    'GET /users/me/second-factor': () => ok({ enabled: true, required: true, recoveryCodesLeft: 8, passkeys: 0 }),
  };
  for (const [key, data] of Object.entries({ ...SERVER, ...more })) handlers[key] = () => ok(data);
  // The console's live stream is unavailable: it polls.
  handlers[`GET /admin/live/shows/${SHOW_ID}/stream`] = () => ({
    status: 503,
    body: { success: false, code: 'internal', message: 'Unavailable' },
  });
  mockApi(handlers);
}

async function open(at: string, more: Record<string, unknown> = {}): Promise<void> {
  signIn(STAFF);
  window.history.pushState({}, '', at);
  serve(more);
  renderAppAt(at, messages);
  // Until the page's data is shown: its main heading, and no loading line left.
  for (let i = 0; i < 40; i++) {
    await settle(1);
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    if (screen.queryAllByRole('heading', { level: 1 }).length > 0 && i > 6) return;
  }
  screen.getAllByRole('heading', { level: 1 });
}

withPseudoClock();

/**
 * Every back-office page, with a piece of what the server gave
 * that it must show: the page is checked with its data on it, not while it loads.
 */
const PAGES: [string, string, string][] = [
  ['the overview', '/admin', AUDIT_ENTRY.summary],
  ['the contestants list', '/admin/contestants', 'Amara Okafor'],
  ['a contestant’s record', `/admin/contestants/${CONTESTANT_ID}`, 'Called her about the scan.'],
  ['the rejection reasons', '/admin/contestants/reasons', REASON.label],
  ['the to-dos', '/admin/todos', 'Bea Osei'],
  ['the inbox', '/admin/inbox', INQUIRY.name],
  ['the messages list', '/admin/messages', 'Travel dates'],
  ['a conversation', `/admin/messages/${THREAD_ID}`, 'Here is a clearer copy.'],
  ['the users list', '/admin/users', 'Zara Khan'],
  ['a user', `/admin/users/${TARGET}`, ZARA.phoneNumber as string],
  ['the settings', '/admin/settings', DEFAULT_ORGANISATION_SETTINGS.contactEmail],
  ['the theme', '/admin/theme', THEME.name],
  ['the audit log', '/admin/audit', AUDIT_ENTRY.summary],
  ['the judging rounds', '/admin/judging', ROUND.name],
  ['a judging round', `/admin/judging/${ROUND_ID}`, 'Bisi Adebayo'],
  ['the fan votes', '/admin/voting', VOTE.name],
  ['a fan vote', '/admin/voting/v1', 'Chioma Eze'],
  ['the show console', `/admin/show?show=${SHOW_ID}`, 'Musical interlude'],
  ['the payments', '/admin/payments', PAYMENT.reference],
  ['the bulk e-mail', '/admin/bulk-email', BULK_SENDING.subject],
];

describe('the back office in the pseudo-language (every word through a catalogue)', { timeout: 60_000 }, () => {
  it.each(PAGES)('%s (%s): no text skips the catalogues', async (_name, at, shown) => {
    await open(at);
    const values = [...document.querySelectorAll<HTMLInputElement>('input, textarea')].map((i) => i.value);
    expect([document.body.textContent, ...values].join('\n')).toContain(shown);
    expect(leftOver()).toEqual([]);
  });

  it('finds a word that skipped the catalogues', async () => {
    await open('/admin');
    const stray = document.createElement('p');
    stray.textContent = 'Awaiting review';
    screen.getByRole('main').append(stray);
    expect(leftOver()).toEqual(['Awaiting review']);
  });
});

/** A control by its English name, as the pseudo-language writes it (its letters accented, its length padded). */
function named(role: 'button' | 'link', english: string, root: HTMLElement = document.body): HTMLElement {
  const accented = pseudoText(english).replace(/( ·)+$/, '');
  const all = [...root.querySelectorAll<HTMLElement>(role === 'button' ? 'button' : 'a')];
  const found = all.find((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().startsWith(accented));
  if (!found) throw new Error(`no ${role} named ${english}`);
  return found;
}

async function press(el: HTMLElement): Promise<void> {
  fireEvent.click(el);
  await settle(3);
}

describe('the back office’s dialogs and opened panels in the pseudo-language', { timeout: 60_000 }, () => {
  it('a registration sent back: the reasons dialog', async () => {
    await open(`/admin/contestants/${CONTESTANT_ID}`);
    await press(named('button', 'Reject'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(leftOver()).toEqual([]);
  });

  it('extra edits granted: the dialog', async () => {
    await open(`/admin/contestants/${CONTESTANT_ID}`);
    await press(named('button', 'Grant edits'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(leftOver()).toEqual([]);
  });

  it('a message of the inbox, opened', async () => {
    await open('/admin/inbox');
    await press(screen.getByRole('button', { name: INQUIRY.name }));
    expect(document.body.textContent).toContain('We would like to present the cultural gala of the Asian final.');
    expect(leftOver()).toEqual([]);
  });

  it('what a delegate sent for a to-do: the review dialog', async () => {
    await open('/admin/todos', { 'GET /admin/todos/matrix': MATRIX_WAITING });
    const waiting = [...document.querySelectorAll<HTMLButtonElement>('button[aria-label]')].find((b) =>
      b.getAttribute('aria-label')?.includes('Chipo Moyo'),
    );
    await press(waiting as HTMLButtonElement);
    expect(screen.getByRole('dialog')).toHaveTextContent('Too blurred.');
    expect(leftOver()).toEqual([]);
  });

  it('a new fan vote: the form and what it says of a form sent empty', async () => {
    await open('/admin/voting');
    await press(named('button', 'New vote'));
    await press(named('button', 'Create vote'));
    expect(document.querySelector('form')).not.toBeNull();
    expect(leftOver()).toEqual([]);
  });

  it('a new judging round: the form', async () => {
    await open('/admin/judging');
    await press(named('button', 'New round'));
    expect(leftOver()).toEqual([]);
  });

  it('votes voided: the dialog asking why', async () => {
    await open('/admin/voting/v1');
    await press(named('button', 'Show these votes'));
    const all = [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((c) =>
      c.getAttribute('aria-label')?.startsWith(pseudoText('Select every vote shown').replace(/( ·)+$/, '')),
    );
    await press(all as HTMLInputElement);
    // 'Void {count} selected': its words around the count.
    const voidSelected = [...document.querySelectorAll('button')].find((b) =>
      /^Ṽöîđ .*2.*šéĺéçţéđ/.test(b.textContent ?? ''),
    );
    await press(voidSelected as HTMLButtonElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(leftOver()).toEqual([]);
  });

  it('an account deactivated: the dialog asking to confirm', async () => {
    await open(`/admin/users/${TARGET}`);
    await press(named('button', 'Deactivate account'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(leftOver()).toEqual([]);
  });

  it('an order opened: its payer, its log and its refund', async () => {
    await open('/admin/payments');
    await press(screen.getByRole('button', { name: PAYMENT.reference }));
    expect(screen.getByRole('dialog')).toHaveTextContent(PAYMENT_DETAIL.payer.name);
    expect(leftOver()).toEqual([]);
  });

  it('a bulk e-mail written: its preview and the dialog asking to send it', async () => {
    await open('/admin/bulk-email');
    const subject = document.getElementById('bulk-subject') as HTMLInputElement;
    const message = document.getElementById('bulk-message') as HTMLTextAreaElement;
    fireEvent.change(subject, { target: { value: 'News for {{continent}}' } });
    fireEvent.change(message, { target: { value: 'Dear {{firstName}}, see you.' } });
    await press(named('button', 'Send…'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(document.body.textContent).toContain('zola@example.com');
    expect(leftOver()).toEqual([]);
  });

  it('the back office’s menu on a phone, opened', async () => {
    await open('/admin');
    await press(document.querySelector('header button') as HTMLButtonElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(leftOver()).toEqual([]);
  });
});
