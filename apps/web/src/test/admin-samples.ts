import {
  type AdminFanVote,
  type AdminRoundDetail,
  type AdminUser,
  type AuditEntryDto,
  type BulkEmail,
  type ConsoleState,
  type Cue,
  DEFAULT_SCALE,
  type RejectionReason,
  type RoundRules,
  type Thread,
  type ThreadList,
  type TodoMatrix,
} from '@cq/shared';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { PEOPLES_CHOICE } from './fan-votes';
import { AMARA, liveFrame } from './live-frames';
import type { FakeResponse } from './mock-api';

/**
 * What the back office's server answers, as sample records the back-office page tests and the back office's
 * pseudo-language check share: each a builder whose fields a test overrides where its story differs.
 */

// ——— Who is signed in ———

/** A member of staff as the back office keeps her in the browser: her account and what she may do. */
export interface StoredStaff {
  _id: string;
  email: string;
  role: string;
  permissions: { resource: string; actions: string[] }[];
  firstName?: string;
  lastName?: string;
}

/** Keeps her account in the browser, as a sign-in does (the token is kept apart, see signInStaffAs). */
export function storeStaff(staff: StoredStaff): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(staff));
}

/** A member of staff signed in: her token and her account, as the back office reads them on opening. */
export function signInStaffAs(staff: StoredStaff): void {
  localStorage.setItem(STORAGE_KEYS.token, 'jwt');
  storeStaff(staff);
}

/** The cashier the payments pages are opened by, with what she may do with the orders. */
export const paymentsStaff = (actions: string[]): StoredStaff => ({
  _id: 'x',
  email: 'f@example.com',
  role: 'admin',
  permissions: [{ resource: 'payments', actions }],
});

/** The organiser with every right (a super admin needs no permission listed). */
export const superAdmin = (over: Partial<StoredStaff> = {}): StoredStaff => ({
  _id: 'me',
  email: 'staff@example.com',
  role: 'super admin',
  permissions: [],
  ...over,
});

/** The office's Sade Bello, who reads and answers the delegates' and the public's messages. */
export const officeStaff = (resource: string, email: string): StoredStaff => ({
  _id: '2b1f7b4e-0000-4000-8000-000000000003',
  email,
  firstName: 'Sade',
  lastName: 'Bello',
  role: 'editor',
  permissions: [{ resource, actions: ['read', 'update'] }],
});

// ——— Answers ———

/** A successful answer of the API carrying `data`. */
export const okAnswer = (data: unknown): FakeResponse => ({ body: { success: true, data } });

/** The round has no table yet: the server says so. */
export const noTabulation = (): FakeResponse => ({
  status: 404,
  body: { success: false, message: 'No tabulation yet.' },
});

// ——— Contestants ———

/** A kept reason for sending a registration back, its text written in French too. */
export function sampleRejectionReason(over: Partial<RejectionReason> = {}): RejectionReason {
  return {
    _id: 'b0000000-0000-4000-8000-000000000001',
    label: 'Blurred identity document',
    text: 'Your identity document cannot be read. Please upload a clear scan.',
    translations: { fr: { text: 'Votre pièce d’identité est illisible. Merci d’envoyer une copie nette.' } },
    updatedAt: '2026-11-26T10:00:00.000Z',
    ...over,
  };
}

// ——— Payments ———

export const PAYMENT_ID = '9a1d0c3e-0000-4000-8000-000000000001';

/** A paid registration fee of $25 by card. */
export function samplePayment(over: Record<string, unknown> = {}) {
  return {
    _id: PAYMENT_ID,
    reference: 'cq_7f3a9',
    providerReference: 'pi_123',
    provider: 'stripe',
    method: null,
    status: 'paid',
    amountMinor: 2500,
    currency: 'USD',
    couponCode: null,
    discountMinor: 0,
    email: 'amara@example.com',
    name: 'Amara Okafor',
    createdAt: '2026-03-01T10:00:00.000Z',
    paidAt: '2026-03-01T10:01:00.000Z',
    failureReason: null,
    refundedMinor: 0,
    ...over,
  };
}

/** A page of orders with the totals of one currency (by default: one paid order of $25). */
export function samplePaymentList(
  payments: object[] = [samplePayment()],
  { count = payments.length, amountMinor = 2500 }: { count?: number; amountMinor?: number } = {},
) {
  return {
    payments,
    total: payments.length,
    page: 1,
    pageSize: 25,
    totals: {
      paidCount: 1,
      paidAmountMinor: { USD: 2500 },
      byCurrency: [
        {
          currency: 'USD',
          count,
          amountMinor,
          paidCount: 1,
          paidAmountMinor: 2500,
          refundedCount: 0,
          refundedAmountMinor: 0,
        },
      ],
    },
  };
}

/** No order matches. */
export const EMPTY_PAYMENT_LIST = {
  payments: [],
  total: 0,
  page: 1,
  pageSize: 25,
  totals: { paidCount: 0, paidAmountMinor: {}, byCurrency: [] },
};

/** An order opened: its payer and what the provider reported, oldest first (a failed check, then the payment). */
export function samplePaymentDetail(payment: ReturnType<typeof samplePayment> = samplePayment()) {
  return {
    payment: {
      ...payment,
      product: 'registration_fee',
      initialisedAt: null,
      refundedAt: null,
      updatedAt: payment.paidAt,
    },
    payer: { _id: 'u1', name: 'Amara Okafor', email: 'amara@example.com', phoneNumber: null, paymentStatus: 'paid' },
    events: [
      {
        _id: 'e1',
        type: 'verify.failed',
        source: 'verify',
        details: { outcome: 'failed' },
        receivedAt: '2026-03-01T10:00:30.000Z',
      },
      {
        _id: 'e2',
        type: 'payment_intent.succeeded',
        source: 'webhook',
        details: { outcome: 'succeeded', amount: 2500 },
        receivedAt: '2026-03-01T10:01:00.000Z',
      },
    ],
    refunds: [] as object[],
    refundableMinor: 2500,
  };
}

/** A spring campaign's coupon: 25% off, used 3 times of 10. */
export function sampleCoupon(over: Record<string, unknown> = {}) {
  return {
    _id: '9a1d0c3e-0000-4000-8000-0000000000c1',
    code: 'SPRING25',
    percentOff: 25,
    amountOffMinor: null,
    currency: null,
    maxUses: 10,
    uses: 3,
    expiresOn: '2026-12-31',
    note: 'Spring campaign',
    active: true,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...over,
  };
}

/** The payments page's coupons panel: no code made yet. */
export const noCoupons = (): FakeResponse => okAnswer({ coupons: [] });

// ——— Users and the audit log ———

export const TARGET_USER_ID = '2b1f7b4e-0000-4000-8000-000000000002';

/** Zara Khan, an editor, as the users' pages show her. */
export function sampleAdminUser(over: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: TARGET_USER_ID,
    firstName: 'Zara',
    lastName: 'Khan',
    email: 'zara@example.com',
    phoneNumber: '+27 21 555 0101',
    role: 'editor',
    isActive: true,
    isEmailVerified: true,
    paymentStatus: null,
    lastLogin: '2026-03-10T09:00:00.000Z',
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-03-10T09:00:00.000Z',
    permissions: [],
    secondFactor: false,
    ...over,
  };
}

/** An entry of the audit log: a member of staff changed Zara's role. */
export function sampleAuditEntry(over: Partial<AuditEntryDto> = {}): AuditEntryDto {
  return {
    _id: 'e1',
    actorId: 'a1',
    actorEmail: 'ada@example.com',
    actorName: 'Ana Silva',
    action: 'users.role_change',
    resource: 'users',
    recordId: TARGET_USER_ID,
    recordName: 'Zara Ndlovu',
    summary: 'Changed the role of zara@example.com from User to Editor',
    details: { from: 'user', to: 'editor' },
    createdAt: '2026-03-09T10:00:00.000Z',
    ...over,
  };
}

/** Who an organiser invites as a judge, and what the Judge preset gives her (the invitation's form, rounds aside). */
export const JUDGE_INVITE = {
  email: 'imani@judges.example',
  firstName: 'Imani',
  lastName: 'Okafor',
  role: 'editor',
  permissions: [{ resource: 'judging', actions: ['score'] }],
  preset: 'judge',
};

/** A judge invited and not answered yet. */
export function sampleJudgeInvitation(over: Record<string, unknown> = {}) {
  return {
    id: 'i2',
    ...JUDGE_INVITE,
    rounds: [{ id: 'r1', name: 'Africa final' }],
    state: 'pending',
    invitedBy: 'Ada Obi',
    createdAt: '2026-11-26T10:00:00.000Z',
    expiresAt: '2026-11-29T10:00:00.000Z',
    ...over,
  };
}

// ——— Delegates' to-dos ———

/** A to-do asking every delegate for a file. */
export function sampleTodo(over: Record<string, unknown> = {}) {
  return {
    _id: 'a1b2c3d4-0000-4000-8000-000000000001',
    title: 'Passport copy',
    description: '',
    kind: 'file' as const,
    deadline: '2026-03-20T12:00:00.000Z',
    continent: null,
    delegates: [] as string[],
    needsReview: false,
    ...over,
  };
}

/** Where two delegates of Africa stand on one to-do (translated in French): one done, one late. */
export function sampleTodoMatrix(todo: ReturnType<typeof sampleTodo> = sampleTodo()): TodoMatrix {
  return {
    todos: [{ ...todo, translations: { fr: { title: 'Copie du passeport', description: '' } } }],
    delegates: [
      {
        contestantId: 'c1',
        name: 'Ama Mensah',
        continent: 'Africa',
        states: { [todo._id]: 'done' },
        done: 1,
        total: 1,
        late: 0,
      },
      {
        contestantId: 'c2',
        name: 'Bea Osei',
        continent: 'Africa',
        states: { [todo._id]: 'late' },
        done: 0,
        total: 1,
        late: 1,
      },
    ],
    continents: [{ continent: 'Africa', done: 1, total: 2, late: 1 }],
  };
}

/** What a delegate sent for a to-do that waits for review: her second file, after the first was sent back. */
export function sampleSentForReview(todo: ReturnType<typeof sampleTodo>) {
  return {
    ...todo,
    needsReview: true,
    state: 'waiting' as const,
    completedAt: '2026-03-02T10:00:00.000Z',
    answer: null,
    file: { name: 'passport.pdf', size: 1000, url: '/api/todo-files/f1?expires=1&signature=s' },
    reason: null,
    history: [
      { kind: 'sent' as const, at: '2026-03-01T10:00:00.000Z', answer: null, fileName: 'blurred.pdf', reason: null },
      {
        kind: 'sent-back' as const,
        at: '2026-03-01T12:00:00.000Z',
        answer: null,
        fileName: null,
        reason: 'Too blurred.',
      },
      { kind: 'sent' as const, at: '2026-03-02T10:00:00.000Z', answer: null, fileName: 'passport.pdf', reason: null },
    ],
  };
}

// ——— The inbox and the messages ———

export const INQUIRY_ID = '5e0c3a1b-0000-4000-8000-000000000001';

/** A sponsorship proposal, as the inbox lists it. */
export function sampleInquiry(over: Record<string, unknown> = {}) {
  return {
    _id: INQUIRY_ID,
    type: 'sponsorship',
    name: 'Kenji',
    email: 'kenji@example.jp',
    summary: 'Sakura Tea House · Event Sponsorship / Funding Support',
    excerpt: 'We would like to present the cultural gala…',
    handled: false,
    handledAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...over,
  };
}

/** The proposal opened: every field the sponsor filled in. */
export function sampleInquiryDetail(over: Record<string, unknown> = {}) {
  return {
    ...sampleInquiry(),
    excerpt: undefined,
    handledBy: null,
    replies: [] as object[],
    fields: {
      firstName: 'Kenji',
      title: 'Brand lead',
      organization: 'Sakura Tea House',
      location: 'Japan',
      contactNumber: '+81 3 1234 5678',
      reference: 'https://sakura.example.jp',
      interest: 'Event Sponsorship / Funding Support',
      proposal: 'We would like to present the cultural gala of the Asian final.',
    },
    ...over,
  };
}

/** The inbox's first page: the given messages and the unhandled counts. */
export const sampleInquiryList = (inquiries: object[] = [sampleInquiry()]) => ({
  inquiries,
  total: inquiries.length,
  page: 1,
  pageSize: 25,
  counts: { unhandled: { contact: 2, sponsorship: 1 } },
});

/** The delegate of the sample conversation. */
export const NALEDI = { _id: '5e0c3a1b-0000-4000-8000-0000000000c1', name: 'Naledi Dube' };

/** Two conversations with delegates: Naledi's unread one about her passport, Amara's read one. */
export function sampleThreadList(firstId: string, secondId: string): ThreadList {
  return {
    unreadCount: 1,
    threads: [
      sampleThreadSummary(firstId),
      {
        _id: secondId,
        subject: 'Travel dates',
        contestant: { _id: '5e0c3a1b-0000-4000-8000-0000000000c2', name: 'Amara Okafor' },
        createdAt: '2026-03-02T10:00:00.000Z',
        lastActivityAt: '2026-03-02T10:00:00.000Z',
        replyCount: 0,
        unread: false,
      },
    ],
  };
}

/** Naledi's conversation as the list shows it: one answer from her, not read yet. */
export function sampleThreadSummary(id: string) {
  return {
    _id: id,
    subject: 'Your passport copy',
    contestant: NALEDI,
    createdAt: '2026-03-01T10:00:00.000Z',
    lastActivityAt: '2026-03-01T11:00:00.000Z',
    replyCount: 1,
    unread: true,
  };
}

/** Naledi's conversation opened (and so read): the office's request, her answer with a file. */
export function sampleThread(id: string, postIds: [string, string]): Thread {
  return {
    ...sampleThreadSummary(id),
    unread: false,
    posts: [
      {
        _id: postIds[0],
        body: 'Please send a clearer copy of your passport.',
        fromContestant: false,
        authorName: 'Ife Bello',
        createdAt: '2026-03-01T10:00:00.000Z',
        attachment: null,
      },
      {
        _id: postIds[1],
        body: 'Here is a clearer copy.',
        fromContestant: true,
        authorName: 'Naledi Dube',
        createdAt: '2026-03-01T11:00:00.000Z',
        attachment: { name: 'passport.pdf', mimeType: 'application/pdf', size: 1200, url: '/api/message-files/p' },
      },
    ],
  };
}

// ——— Judging ———

/** A round judged on the interview alone, one delegate going through. */
export function sampleRules(over: Partial<RoundRules> = {}): RoundRules {
  return {
    segments: [{ key: 'interview', name: 'Interview', weight: 100 }],
    scale: { min: 1, max: 10, step: 0.5 },
    dropHighLow: false,
    advanceCount: 1,
    tieBreakSegment: 'interview',
    ...over,
  };
}

/** A round judged half on the interview, half on the evening gown, two delegates going through. */
export const TWO_SEGMENT_RULES: RoundRules = sampleRules({
  segments: [
    { key: 'interview', name: 'Interview', weight: 50 },
    { key: 'gown', name: 'Evening gown', weight: 50 },
  ],
  scale: DEFAULT_SCALE,
  advanceCount: 2,
});

/** One judge's scores for a delegate, the same on every segment of the rules. */
export const scoresOnEverySegment = (rules: RoundRules, delegate: string, value: number) =>
  rules.segments.map((s) => ({ judge: 1, delegate, segment: s.key, value }));

export const ROUND_ID = '7f3c2b1a-0000-4000-8000-000000000001';

/** Africa's final of 2026, named in French too. */
export function sampleRound(over: Partial<AdminRoundDetail> = {}): AdminRoundDetail {
  return {
    id: ROUND_ID,
    season: 2026,
    slug: 'africa-2026-final',
    name: 'Final',
    translations: { fr: { name: 'Finale' } },
    continent: 'Africa',
    kind: 'final',
    status: 'closed',
    rules: sampleRules(),
    startsAt: null,
    timeZone: null,
    delegates: [],
    judges: [],
    ...over,
  };
}

// ——— Fan votes ———

export const LERATO_ID = '7a2d3c0f-4e5b-4d6c-9f80-1b2c3d4e5f60';

/** Africa's People's Choice, open, free (one vote a day), between Amara and Lerato. */
export function sampleFanVote(amaraId: string, over: Partial<AdminFanVote> = {}): AdminFanVote {
  return {
    ...PEOPLES_CHOICE,
    id: 'v1',
    votesPerAddressPerDay: 50,
    outcome: { kind: 'award', title: 'People’s Choice award' },
    outcomeText: 'The delegate with the most votes wins the People’s Choice award.',
    delegates: [
      { contestantId: amaraId, name: 'Amara Okafor', country: 'Nigeria', slug: 'amara-okafor-nigeria' },
      { contestantId: LERATO_ID, name: 'Lerato Dube', country: 'South Africa', slug: 'lerato-dube-south-africa' },
    ],
    counted: 1240,
    voided: 0,
    paidCounted: 0,
    appliedAt: null,
    challenge: { mode: 'never' as const, votesPerWindow: 20 },
    ...over,
  };
}

export { PAID_VOTING } from './fan-votes';

/** A free vote for Lerato cast from a shared address on `votingDay`, not voided. */
export function sampleBallot(votingDay: string) {
  return {
    delegate: 'lerato-dube-south-africa',
    delegateName: 'Lerato Dube',
    fan: 'Chioma Eze',
    fanEmail: 'chioma@example.com',
    address: 'farmaddress0000000000',
    votingDay,
    castAt: `${votingDay}T10:00:00.000Z`,
    voidedAt: null,
    voidReason: null,
    paid: false,
  };
}

// ——— The live show ———

export const SHOW_ID = '33333333-3333-4333-8333-333333333333';
export const SHOW_ROUND_ID = '44444444-4444-4444-8444-444444444444';

/** A cue of the running order: a custom one unless told. */
export const sampleCue = (i: number, over: Partial<Cue>): Cue => ({
  id: `c${i}`,
  position: i,
  kind: 'custom',
  title: `Cue ${i}`,
  delegateId: null,
  segment: null,
  voteId: null,
  placement: null,
  firedAt: null,
  firedBy: null,
  firedByName: null,
  ...over,
});

/** The final's running order: the opening (fired at `openedAt`), the evening gown, an interlude, the winner. */
export function sampleCues(openedAt: string, gownSegment: string): Cue[] {
  return [
    sampleCue(0, {
      kind: 'opening',
      title: 'Welcome',
      firedAt: openedAt,
      firedBy: 'u-amina',
      firedByName: 'Amina Diallo',
    }),
    sampleCue(1, { kind: 'segment', title: 'Evening gown', segment: gownSegment }),
    sampleCue(2, { kind: 'custom', title: 'Musical interlude' }),
    sampleCue(3, { kind: 'reveal', title: 'The winner', placement: 1 }),
  ];
}

/** The console of the final on air: the opening shown, the evening gown (Amara on stage) next. */
export function sampleConsole(
  cues: Cue[],
  { createdAt, startedAt }: { createdAt: string; startedAt: string },
  over: { current?: string | null; rehearsal?: boolean; held?: boolean; seq?: number } = {},
): ConsoleState {
  const seq = over.seq ?? 1;
  return {
    show: {
      id: SHOW_ID,
      roundId: SHOW_ROUND_ID,
      roundName: 'Final of Africa',
      rehearsal: over.rehearsal ?? false,
      voteId: null,
      createdAt,
      startedAt,
      cues,
      state: {
        currentCueId: over.current === undefined ? 'c0' : over.current,
        held: over.held ?? false,
        seq,
        revealed: 0,
      },
    },
    frame: liveFrame({ seq, showId: SHOW_ID, picture: { kind: 'title', title: 'Welcome', subtitle: null } }),
    preview: {
      cue: cues[1] as Cue,
      frame: liveFrame({
        seq,
        showId: SHOW_ID,
        picture: { kind: 'on_stage', title: 'Evening gown', delegate: AMARA },
      }),
    },
  };
}

// ——— Bulk e-mail ———

/** A bulk e-mail to Africa's delegates, part sent: some addresses refused it. */
export function sampleBulkEmail(over: Partial<BulkEmail> = {}): BulkEmail {
  return {
    id: 'b1',
    subject: 'Fittings in Lagos',
    audience: { continent: 'Africa' },
    state: 'sending',
    recipients: 40,
    queued: 40,
    sent: 12,
    bounced: 2,
    failed: 1,
    undelivered: [
      { email: 'closed@example.com', outcome: 'bounced', reason: '550 5.1.1 No such user here' },
      { email: 'full@example.com', outcome: 'failed', reason: '451 Mailbox full' },
    ],
    sendAt: null,
    createdBy: 'me',
    createdAt: '2026-11-26T10:00:00.000Z',
    ...over,
  };
}

/** A welcome template, written in French too. */
export function sampleTemplate(updatedAt: string) {
  return {
    id: 't1',
    name: 'Welcome',
    subject: 'Welcome, {{firstName}}',
    message: 'Dear {{firstName}}, welcome.',
    translations: { fr: { subject: 'Bienvenue, {{firstName}}', message: 'Chère {{firstName}}, bienvenue.' } },
    updatedAt,
  };
}

/** A bulk e-mail written from `sending`, waiting for its hour: nothing queued nor sent yet. */
export function sampleScheduledBulkEmail(sending: BulkEmail, sendAt: string): BulkEmail {
  return {
    ...sending,
    id: 'b9',
    subject: 'Rehearsal call',
    state: 'scheduled',
    queued: 0,
    sent: 0,
    bounced: 0,
    failed: 0,
    undelivered: [],
    sendAt,
  };
}
