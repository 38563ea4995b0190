import {
  type AdminContestantDetail,
  type AdminContestantSummary,
  type ContestantList,
  type PermissionEntry,
  registrationFormSchema,
  registrationStatusLabel,
} from '@cq/shared';
import { buildUser, signIn } from '#web/test/portal';

/** Back-office fixtures for the contestants' pages. */
export const CONTESTANT_ID = '5d1f7a3e-2b4c-4e6f-8a9b-0c1d2e3f4a5b';

export function signInStaff(actions: string[] = ['read', 'update', 'export']): void {
  const permissions: PermissionEntry[] = [{ resource: 'contestants', actions }];
  signIn(buildUser({ role: 'editor', permissions, firstName: 'Grace', lastName: 'Reviewer' }));
}

export function buildSummary(overrides: Partial<AdminContestantSummary> = {}): AdminContestantSummary {
  const status = overrides.status ?? 'preliminary_submitted';
  return {
    _id: CONTESTANT_ID,
    userId: '9d7c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
    firstName: 'Amara',
    lastName: 'Okafor',
    email: 'amara@example.com',
    status,
    statusLabel: registrationStatusLabel(status),
    continent: 'Africa',
    paymentStatus: 'paid',
    submittedAt: '2026-03-14T10:00:00.000Z',
    updatedAt: '2026-03-14T10:00:00.000Z',
    editsUsed: 0,
    editsRemaining: 3,
    version: 4,
    tags: [],
    ...overrides,
  };
}

export function buildList(contestants: AdminContestantSummary[] = [buildSummary()]): ContestantList {
  return {
    contestants,
    total: contestants.length,
    page: 1,
    pageSize: 25,
    counts: {
      all: 31,
      byStatus: {
        payment_pending: 4,
        in_progress: 6,
        preliminary_submitted: 12,
        preliminary_approved: 5,
        preliminary_rejected: 3,
        active: 1,
      },
      byContinent: { Africa: 9, Asia: 7, Europe: 6, 'North America': 4, 'South America': 3, 'Australia/Oceania': 2 },
    },
  };
}

const FILE = { size: 2048, uploadedAt: '2026-03-01T10:00:00.000Z', expiresAt: '2026-03-14T10:15:00.000Z' };

export function buildDetail(overrides: Partial<AdminContestantDetail> = {}): AdminContestantDetail {
  const status = overrides.status ?? 'preliminary_submitted';
  return {
    _id: CONTESTANT_ID,
    status,
    statusLabel: registrationStatusLabel(status),
    version: 4,
    continent: 'Africa',
    editing: false,
    editsUsed: 1,
    extraEdits: 0,
    editsAllowed: 3,
    editsRemaining: 2,
    submissionCount: 2,
    submittedAt: '2026-03-14T10:00:00.000Z',
    lastDraftSaved: '2026-03-14T09:58:00.000Z',
    reviewMessage: null,
    reviewedAt: null,
    reviewedBy: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-03-14T10:00:00.000Z',
    user: {
      _id: '9d7c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
      firstName: 'Amara',
      lastName: 'Okafor',
      email: 'amara@example.com',
      phoneNumber: '+234 801 234 5678',
      paymentStatus: 'paid',
      emailBounce: null,
    },
    payment: { amount: 1, currency: 'USD', paidAt: '2026-02-01T10:05:00.000Z' },
    form: registrationFormSchema.parse({
      dob: '2001-08-14',
      nationality: 'Nigerian',
      residence: 'Sweden',
      occupation: 'Public health researcher',
      measurements: { bust: '88', waist: '64', hips: '94', unit: 'cm' },
      platform: { cause: 'Maternal health', description: 'Mobile clinics for rural mothers.' },
    }),
    representedCountry: {
      code: 'NG',
      confirmed: false,
      confirmedAt: null,
      choices: { nationality: 'NG', residence: 'SE' },
    },
    versions: [
      {
        version: 2,
        kind: 'edit',
        submittedAt: '2026-03-14T10:00:00.000Z',
        reason: null,
        correctedBy: null,
        changes: [{ field: 'measurements.waist', label: 'Waist', before: '66', after: '64' }],
      },
      {
        version: 1,
        kind: 'initial',
        submittedAt: '2026-03-01T10:00:00.000Z',
        reason: null,
        correctedBy: null,
        changes: [],
      },
    ],
    media: {
      headshot: {
        _id: '11111111-1111-4111-8111-111111111111',
        fileName: 'headshot.jpg',
        mimeType: 'image/jpeg',
        uploadType: 'headshot',
        url: '/api/media/1?expires=1&signature=a',
        ...FILE,
      },
      fullBody: null,
      video: {
        _id: '22222222-2222-4222-8222-222222222222',
        fileName: 'intro.mp4',
        mimeType: 'video/mp4',
        uploadType: 'video',
        url: '/api/media/2?expires=1&signature=b',
        ...FILE,
      },
      birthCertificate: {
        _id: '33333333-3333-4333-8333-333333333333',
        fileName: 'birth.pdf',
        mimeType: 'application/pdf',
        uploadType: 'birthCertificate',
        url: '/api/media/3?expires=1&signature=c',
        ...FILE,
      },
    },
    notes: [
      {
        _id: '44444444-4444-4444-8444-444444444444',
        body: 'Called her about the scan.',
        authorId: null,
        authorName: 'Grace Reviewer',
        createdAt: '2026-03-14T11:00:00.000Z',
      },
    ],
    messages: [],
    ...overrides,
  };
}
