import { z } from 'zod';
import { boundedText } from '../api/text';
import { translationsOf } from '../i18n/written-rules';
import { REGISTRATION_CONTINENTS } from '../registration/options';
import { isTimeZone } from '../voting/rules';
import { roundRulesSchema, SEGMENT_KEY } from './rules';
import { tabulationSchema } from './sheet';

/** The judging API's shapes (docs/product/judging.md): the judges' screens, the director's, and the public results. */

export const ROUND_KINDS = ['preliminary', 'final', 'global'] as const;
export const ROUND_STATUSES = ['draft', 'open', 'closed', 'published'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/** Path parameters are checked like bodies: a segment key is a key (never a NUL byte or a stray character). */
const segmentKeyParam = z.string().regex(SEGMENT_KEY, 'No such segment.');
export const roundIdParamsSchema = z.object({ roundId: z.uuid() });
export const segmentParamsSchema = z.object({ roundId: z.uuid(), segmentKey: segmentKeyParam });
export const judgeParamsSchema = z.object({ roundId: z.uuid(), userId: z.uuid() });

/** A round's name, in English and in each other language judges and visitors may read it in. */
const roundWords = z.object({
  name: boundedText({ max: 80, tooLong: 'At most 80 characters.', required: 'Give the round a name.' }).pipe(
    z.string().min(1, 'Give the round a name.'),
  ),
});
/** The name in the other languages staff wrote it in: a reader sees hers, or the English. */
const roundNames = translationsOf(z.object({ name: z.string() }));

// ── Judges ──────────────────────────────────────────────────────────────────────────────────────────────────────
export const judgeScaleSchema = z.object({ min: z.number(), max: z.number(), step: z.number() });
export const judgeRoundSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  translations: roundNames,
  continent: z.string().nullable(),
  status: z.enum(ROUND_STATUSES),
  judgeNumber: z.number().int(),
  /** She is the round's head judge: she also records her ranking of the delegates (to break ties). */
  head: z.boolean(),
  /** When the round is held (an instant), and the zone of its venue's clock; null until the director sets it. */
  startsAt: z.string().nullable(),
  timeZone: z.string().nullable(),
  scale: judgeScaleSchema,
  segments: z.array(z.object({ key: z.string(), name: z.string(), weight: z.number(), locked: z.boolean() })),
});
export type JudgeRound = z.infer<typeof judgeRoundSchema>;

export const judgeSheetSchema = z.object({
  round: judgeRoundSchema,
  delegates: z.array(
    z.object({ id: z.string(), name: z.string(), country: z.string(), photoUrl: z.string().nullable() }),
  ),
  scores: z.array(
    z.object({ delegateId: z.string(), segmentKey: z.string(), value: z.number(), enteredAt: z.number() }),
  ),
  /** The head judge's recorded ranking (delegate ids, best first); null when none, and for other judges. */
  headRanking: z.array(z.string()).nullable(),
  /** Her receipts: one per submission of a segment, newest first; a reopened one says why. */
  receipts: z.array(z.lazy(() => lockReceiptSchema)),
  /** The server's clock when it answered (epoch ms). */
  serverTime: z.number(),
});
export type JudgeSheet = z.infer<typeof judgeSheetSchema>;

/** The head judge's ranking: every delegate she may see, each once, best first. */
export const headRankingSchema = z.object({
  ranking: z
    .array(z.uuid())
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'Rank each delegate once.'),
});
export type HeadRanking = z.infer<typeof headRankingSchema>;

export const MAX_SCORES_PER_BATCH = 100;
export const scoreBatchSchema = z.object({
  /** When the phone sent the batch, by its own clock (epoch ms): how long each entry waited there is measured by it. */
  sentAt: z.number().int().min(0).max(8_640_000_000_000_000).optional(),
  /** The id the phone gives itself (kept with each entry, shown in the score's history). */
  deviceId: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .optional(),
  scores: z
    .array(
      z.object({
        clientId: z.uuid(),
        delegateId: z.uuid(),
        segmentKey: z.string().max(40),
        value: z.number().finite(),
        /** When the judge entered it, by her phone's clock (epoch ms): information, and how long it waited. */
        enteredAt: z.number().int().min(0).max(8_640_000_000_000_000),
      }),
    )
    .min(1)
    .max(MAX_SCORES_PER_BATCH),
});
/**
 * What the server did with each entry of a batch: applied (it is now the stored score) or superseded (an entry
 * made later is stored). Nothing is called saved that was not applied.
 */
export const scoreBatchAnswerSchema = z.object({
  applied: z.array(z.string()),
  superseded: z.array(z.string()),
  refused: z.array(z.object({ clientId: z.string(), code: z.string().optional(), message: z.string() })),
  /** The server's clock when it answered (epoch ms). */
  serverTime: z.number(),
  /** How far the phone's clock is ahead of the server's (ms; negative: behind); null when it sent no time. */
  clockSkewMs: z.number().nullable(),
});
export type ScoreBatchAnswer = z.infer<typeof scoreBatchAnswerSchema>;

/** A judge's receipt for a submitted segment: the SHA-256 of her scores there, frozen as a canonical document. */
export const lockReceiptSchema = z.object({
  segmentKey: z.string(),
  sha256: z.string(),
  /** The first characters, what she notes down. */
  short: z.string(),
  lockedAt: z.string(),
  reopened: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type LockReceipt = z.infer<typeof lockReceiptSchema>;
export const submitAnswerSchema = z.object({ locked: z.literal(true), receipt: lockReceiptSchema });
export const conflictRequestSchema = z.object({ delegateId: z.uuid() });

// ── The director ────────────────────────────────────────────────────────────────────────────────────────────────
export const roundCreateSchema = z.object({
  season: z.number().int().min(2000).max(2100),
  name: roundWords.shape.name,
  translations: translationsOf(roundWords),
  continent: z.enum(REGISTRATION_CONTINENTS).nullable(),
  kind: z.enum(ROUND_KINDS),
  rules: roundRulesSchema,
});
/** Renaming a round: its English name and its other languages' versions. */
export const roundNamesUpdateSchema = z.object({
  name: roundWords.shape.name,
  translations: translationsOf(roundWords),
});
/**
 * When a round is held: the instant it starts and the zone of its venue (the judges see the time as the venue's
 * clock shows it, and the zone); both null to take the date away.
 */
export const roundScheduleUpdateSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true, message: 'Give the date and time the round starts.' }).nullable(),
    timeZone: z
      .string()
      .max(64)
      .refine(isTimeZone, 'Choose a time zone such as Africa/Lagos or Europe/Paris.')
      .nullable(),
  })
  .refine((v) => (v.startsAt === null) === (v.timeZone === null), {
    path: ['startsAt'],
    message: 'Give the date and time the round starts.',
  });
export type RoundScheduleUpdate = z.infer<typeof roundScheduleUpdateSchema>;
export const roundRulesUpdateSchema = z.object({ rules: roundRulesSchema });
export const roundDelegatesUpdateSchema = z.object({ contestantIds: z.array(z.uuid()).max(500) });
export const roundJudgesUpdateSchema = z.object({
  judges: z
    .array(z.object({ email: z.email().max(254), head: z.boolean().default(false) }))
    .max(50)
    .refine((j) => j.filter((x) => x.head).length <= 1, 'A round has at most one head judge.'),
});
export const roundStatusUpdateSchema = z.object({ status: z.enum(['open', 'closed']) });
export const reopenRequestSchema = z.object({
  reason: boundedText({
    max: 500,
    tooLong: 'At most 500 characters.',
    required: 'Say why the scores are reopened.',
  }).pipe(z.string().min(3, 'Say why the scores are reopened.')),
});
export const excuseRequestSchema = z.object({
  reason: boundedText({
    max: 500,
    tooLong: 'At most 500 characters.',
    required: 'Say why the judge is excused.',
  }).pipe(z.string().min(3, 'Say why the judge is excused.')),
});
export const revealRequestSchema = z.object({ all: z.boolean().default(false) });
export const userSegmentParamsSchema = z.object({
  roundId: z.uuid(),
  userId: z.uuid(),
  segmentKey: segmentKeyParam,
});

/** The head of the judging audit chain: how many entries it holds and the hash of the last one. */
export const auditHeadSchema = z.object({ sequence: z.number().int(), hash: z.string().nullable() });
export type AuditHead = z.infer<typeof auditHeadSchema>;

/** A published round: its score sheet's hash, chained to the previous one, and the audit chain's head after it. */
export const publishAnswerSchema = z.object({
  sha256: z.string(),
  previousHash: z.string().nullable(),
  auditHead: auditHeadSchema,
});
export type PublishAnswer = z.infer<typeof publishAnswerSchema>;
/** A reveal: how many placements are shown now, of how many. */
export const revealAnswerSchema = z.object({ revealed: z.number().int(), total: z.number().int() });
export type RevealAnswer = z.infer<typeof revealAnswerSchema>;
/** A judge's segment reopened by the chief auditor. */
export const reopenAnswerSchema = z.object({ reopened: z.literal(true) });
export type ReopenAnswer = z.infer<typeof reopenAnswerSchema>;
/** A judge excused: the segments she no longer has to score. */
export const excuseAnswerSchema = z.object({ excused: z.literal(true), segments: z.array(z.string()) });
export type ExcuseAnswer = z.infer<typeof excuseAnswerSchema>;

// ── Public results ──────────────────────────────────────────────────────────────────────────────────────────────
export const RESULTS_PATH = '/results';
export const placementSchema = z.object({
  place: z.number().int(),
  title: z.string(),
  delegate: z.object({ id: z.string(), name: z.string(), country: z.string() }),
});
export const publishedRoundSchema = z.object({
  slug: z.string(),
  name: z.string(),
  translations: roundNames,
  continent: z.string().nullable(),
  publishedAt: z.string(),
  /** The sheet's SHA-256 and the previous sheet's: public once every placement is revealed, null until then. */
  sheetHash: z.string().nullable(),
  previousHash: z.string().nullable(),
  /** The head of the judging audit chain when the sheet was published (once every placement is revealed). */
  auditHead: auditHeadSchema.nullable(),
  /** Only the placements revealed so far, best first. */
  placements: z.array(placementSchema),
  /** How many placements there are in all (the rest are still to be revealed). */
  placementCount: z.number().int(),
});
export type PublishedRound = z.infer<typeof publishedRoundSchema>;

/** "Queen of Africa", "First runner-up", … */
export function placementTitle(place: number, continent: string | null): string {
  if (place === 1) return continent ? `Queen of ${continent}` : 'Continental Queens Global Queen';
  const ordinals = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth'];
  return `${ordinals[place - 2] ?? `${place - 1}th`} runner-up`;
}

// ── The director's answers ──────────────────────────────────────────────────────────────────────────────────────
export const adminRoundSchema = z.object({
  id: z.string(),
  season: z.number().int(),
  slug: z.string(),
  name: z.string(),
  translations: roundNames,
  continent: z.string().nullable(),
  kind: z.enum(ROUND_KINDS),
  status: z.enum(ROUND_STATUSES),
  rules: roundRulesSchema,
  startsAt: z.string().nullable(),
  timeZone: z.string().nullable(),
});
export type AdminRound = z.infer<typeof adminRoundSchema>;

export const adminRoundDetailSchema = adminRoundSchema.extend({
  delegates: z.array(z.object({ id: z.string(), name: z.string(), country: z.string() })),
  judges: z.array(
    z.object({
      userId: z.string(),
      number: z.number().int(),
      head: z.boolean(),
      email: z.string(),
      name: z.string(),
      /** The segments this judge has submitted. */
      submitted: z.array(z.string()),
      /** The chief auditor excused her from the segments she had not submitted, with a reason. */
      excused: z.object({ reason: z.string(), segments: z.array(z.string()) }).nullable(),
    }),
  ),
});
export type AdminRoundDetail = z.infer<typeof adminRoundDetailSchema>;

export const liveTabulationSchema = z.object({
  round: adminRoundSchema,
  delegates: z.record(z.string(), z.object({ name: z.string(), country: z.string() })),
  scoresReceived: z.number().int(),
  /** Whether the head judge has recorded her ranking (what breaks a tie the tie-break segment leaves). */
  headRankingRecorded: z.boolean(),
  tabulation: tabulationSchema,
});
export type LiveTabulation = z.infer<typeof liveTabulationSchema>;
