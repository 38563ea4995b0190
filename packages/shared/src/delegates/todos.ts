import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../api/common';
import { successEnvelope } from '../api/envelope';
import { boundedText, isoDateTimeInput } from '../api/text';
import { translationsOf } from '../i18n/written-rules';
import { REGISTRATION_CONTINENTS } from '../registration/options';
import type { UploadRule } from '../registration/uploads';

/**
 * Delegate to-dos (docs/product/delegates.md#to-dos): after approval, each delegate has a checklist set by staff
 * (a passport copy, travel details, a signed contract…), each item with a deadline, for every delegate or for one
 * continent's. She uploads a file, writes an answer or confirms; staff follow completion per delegate and per
 * continent, and reminders go out 7 days and 1 day before the deadline.
 */

export const CHECKLIST_KINDS = ['file', 'text', 'confirm'] as const;
export type TodoKind = (typeof CHECKLIST_KINDS)[number];
export const CHECKLIST_KIND_LABELS: Record<TodoKind, string> = {
  file: 'Upload a file',
  text: 'Write an answer',
  confirm: 'Confirm',
};

/**
 * Review of what she sends: an item that needs review waits for staff, who accept it or send it back with a
 * reason (she sends again); an item that needs none is accepted as she sends it.
 */
export const DELEGATE_TASK_REVIEW_STATUSES = ['waiting', 'accepted', 'sent-back'] as const;
export type TodoReviewStatus = (typeof DELEGATE_TASK_REVIEW_STATUSES)[number];

/**
 * Where an item stands for one delegate: done (accepted), waiting for review, sent back to her, or not sent yet:
 * due (deadline ahead) or late.
 */
export const DELEGATE_TASK_STATES = ['done', 'waiting', 'sent-back', 'due', 'late'] as const;
export type TodoState = (typeof DELEGATE_TASK_STATES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

export function todoState(
  deadline: Date,
  completedAt: Date | null,
  now: Date,
  review: TodoReviewStatus = 'accepted',
): TodoState {
  if (completedAt) return review === 'accepted' ? 'done' : review;
  return now.getTime() >= deadline.getTime() ? 'late' : 'due';
}

/** An item for one continent reaches only that continent's delegates; one for none reaches all of them. */
export function todoAppliesTo(todoContinent: string | null, delegateContinent: string | null): boolean {
  return todoContinent === null || todoContinent === delegateContinent;
}

/**
 * Who an item reaches: the delegates staff chose when they chose some (only those see it, are reminded of it and
 * appear in its column), else every delegate or one continent's.
 */
export function todoReaches(
  todo: { continent: string | null; delegates: readonly string[] },
  delegate: { contestantId: string; continent: string | null },
): boolean {
  if (todo.delegates.length > 0) return todo.delegates.includes(delegate.contestantId);
  return todoAppliesTo(todo.continent, delegate.continent);
}

/** Reminders before the deadline, in days, the earliest first: one e-mail each, per delegate and item. */
export const CHECKLIST_REMINDER_DAYS = [7, 1] as const;
export type TodoReminderStage = (typeof CHECKLIST_REMINDER_DAYS)[number];
/** How often the reminder job runs. */
export const CHECKLIST_REMINDER_RUN_EVERY_MS = DAY_MS;

/**
 * The reminder an unfinished item calls for now: the latest stage whose time has come (7 days before, then 1 day
 * before), none before the first or once the deadline has passed. A stage missed because a later one came first
 * (an item set 12 hours before its deadline) is not sent.
 */
export function todoReminderStage(deadline: Date, now: Date): TodoReminderStage | null {
  const left = deadline.getTime() - now.getTime();
  if (left <= 0) return null;
  let stage: TodoReminderStage | null = null;
  for (const days of CHECKLIST_REMINDER_DAYS) if (left <= days * DAY_MS) stage = days;
  return stage;
}

/** A to-do's file (a passport copy, a signed contract, a headshot): a PDF or a photo, checked like the form's. */
export const CHECKLIST_FILE_RULE: UploadRule = {
  label: 'File',
  kind: 'document',
  mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  accept: 'application/pdf,image/jpeg,image/png',
  maxBytes: 10 * 1024 * 1024,
  typeMessage: 'The file must be a PDF, JPEG or PNG file.',
  sizeMessage: 'The file must be 10 MB or smaller.',
};

export const CHECKLIST_TITLE_MAX = 120;
export const CHECKLIST_DESCRIPTION_MAX = 2000;
export const CHECKLIST_ANSWER_MAX = 4000;
export const CHECKLIST_REASON_MAX = 1000;
/** The most delegates one item can be set for by name. */
export const CHECKLIST_CHOSEN_MAX = 500;

export const CHECKLIST_MESSAGES = {
  created: 'To-do added.',
  updated: 'To-do saved.',
  deleted: 'To-do deleted.',
  notFound: 'To-do not found.',
  notADelegate: 'To-dos open once your registration is approved.',
  notForYou: 'This to-do is not one of yours.',
  wrongKind: 'This to-do is not completed that way.',
  answered: 'Answer saved.',
  confirmed: 'Confirmed.',
  uploaded: 'File uploaded.',
  delegateNotFound: 'Delegate not found.',
  fileNotFound: 'File not found.',
  linkInvalid: 'This link has expired. Please reload the page to get a new one.',
  titleRequired: 'Give the to-do a title',
  titleTooLong: `At most ${CHECKLIST_TITLE_MAX} characters`,
  descriptionTooLong: `At most ${CHECKLIST_DESCRIPTION_MAX} characters`,
  kindRequired: 'Choose how it is completed',
  deadlineRequired: 'Give a deadline',
  deadlinePassed: 'This deadline has passed: every delegate will be late at once',
  continentInvalid: 'Choose a continent, or all delegates',
  answerRequired: 'Write your answer',
  answerTooLong: `At most ${CHECKLIST_ANSWER_MAX} characters`,
  sentForReview: 'Sent. The organisers will review it.',
  alreadyAccepted: 'This to-do has been accepted: there is nothing more to send.',
  delegatesInvalid: 'Choose delegates among the approved contestants',
  audienceBoth: 'Choose a continent or delegates, not both',
  delegatesRequired: 'Choose at least one delegate',
  notWaiting: 'Only a send waiting for review can be accepted or sent back.',
  accepted: 'Accepted. She sees it as done.',
  sentBack: 'Sent back with your reason. She has been told by e-mail.',
  reasonRequired: 'Write what she needs to change',
  reasonTooLong: `At most ${CHECKLIST_REASON_MAX} characters`,
  nothingSent: 'She has sent nothing for this to-do yet.',
} as const;

/** A to-do's words, in English and in each other language its delegates may read it in. */
const todoWords = z.object({
  title: boundedText({
    max: CHECKLIST_TITLE_MAX,
    tooLong: CHECKLIST_MESSAGES.titleTooLong,
    required: CHECKLIST_MESSAGES.titleRequired,
  }).min(1, CHECKLIST_MESSAGES.titleRequired),
  description: boundedText({ max: CHECKLIST_DESCRIPTION_MAX, tooLong: CHECKLIST_MESSAGES.descriptionTooLong }),
});
export type TodoWords = z.infer<typeof todoWords>;

export const todoInputSchema = todoWords.extend({
  translations: translationsOf(todoWords),
  kind: z.enum(CHECKLIST_KINDS, { error: CHECKLIST_MESSAGES.kindRequired }),
  deadline: isoDateTimeInput(CHECKLIST_MESSAGES.deadlineRequired),
  continent: z.enum(REGISTRATION_CONTINENTS, { error: CHECKLIST_MESSAGES.continentInvalid }).nullable(),
  /** The delegates (contestant ids) it is for, instead of a continent; none means every delegate or the continent. */
  delegates: z
    .array(idSchema, { error: CHECKLIST_MESSAGES.delegatesInvalid })
    .max(CHECKLIST_CHOSEN_MAX, CHECKLIST_MESSAGES.delegatesInvalid)
    .optional(),
  /** Staff review what she sends before it counts as done; without it, sending is doing (as items always were). */
  needsReview: z.boolean().optional(),
  /** Staff confirmed a deadline already past (every delegate is late at once): see `pastDeadlineNeedsConsent`. */
  acceptPastDeadline: z.boolean().optional(),
});
export type TodoInput = z.infer<typeof todoInputSchema>;

/**
 * A deadline already past makes every delegate it applies to late at once, so staff confirm it first. An item
 * whose past deadline is kept as it was (a title corrected after the day) asks nothing again.
 */
export function pastDeadlineNeedsConsent(deadline: Date, now: Date, before?: Date | null): boolean {
  if (Number.isNaN(deadline.getTime()) || deadline.getTime() > now.getTime()) return false;
  return !before || before.getTime() !== deadline.getTime();
}

export const todoAnswerSchema = z.object({
  answer: boundedText({
    max: CHECKLIST_ANSWER_MAX,
    tooLong: CHECKLIST_MESSAGES.answerTooLong,
    required: CHECKLIST_MESSAGES.answerRequired,
  }).min(1, CHECKLIST_MESSAGES.answerRequired),
});
export type TodoAnswer = z.infer<typeof todoAnswerSchema>;

/** Staff send what she sent back with the reason she reads. */
export const todoSendBackSchema = z.object({
  reason: boundedText({
    max: CHECKLIST_REASON_MAX,
    tooLong: CHECKLIST_MESSAGES.reasonTooLong,
    required: CHECKLIST_MESSAGES.reasonRequired,
  }).min(1, CHECKLIST_MESSAGES.reasonRequired),
});
export type TodoSendBack = z.infer<typeof todoSendBackSchema>;
export const todoReviewParamsSchema = z.object({ id: idSchema, contestantId: idSchema });

export const todoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The title and description in the other languages staff wrote them in; a delegate reads hers, or the English. */
  translations: translationsOf(z.object({ title: z.string(), description: z.string() })),
  kind: z.enum(CHECKLIST_KINDS),
  deadline: isoDateTimeSchema,
  continent: z.string().nullable(),
  /** The chosen delegates' contestant ids, or none when it is for every delegate or a continent. */
  delegates: z.array(z.string()),
  needsReview: z.boolean(),
});
export type Todo = z.infer<typeof todoSchema>;

const todoFileSchema = z.object({ name: z.string(), size: z.number(), url: z.string() });

/** One step of an item's history for her: a send, or staff's acceptance or sending back (with its reason). */
export const todoEventSchema = z.object({
  kind: z.enum(['sent', 'accepted', 'sent-back']),
  at: isoDateTimeSchema,
  answer: z.string().nullable(),
  fileName: z.string().nullable(),
  reason: z.string().nullable(),
});
export type TodoEvent = z.infer<typeof todoEventSchema>;

/** One item as a delegate (or staff, on her record) sees it: the item and what she gave. */
export const todoItemSchema = todoSchema.extend({
  state: z.enum(DELEGATE_TASK_STATES),
  completedAt: isoDateTimeSchema.nullable(),
  answer: z.string().nullable(),
  file: todoFileSchema.nullable(),
  /** Why staff sent her last send back, while it is sent back. */
  reason: z.string().nullable(),
  /** Her sends and staff's reviews, the oldest first. */
  history: z.array(todoEventSchema),
});
export type TodoItem = z.infer<typeof todoItemSchema>;

export const todoListResponseSchema = successEnvelope(z.object({ todos: z.array(todoSchema) }));
export const todoResponseSchema = successEnvelope(todoSchema);
export const todoItemsResponseSchema = successEnvelope(z.object({ items: z.array(todoItemSchema) }));
export const todoItemResponseSchema = successEnvelope(todoItemSchema);
export const todoDeletedResponseSchema = successEnvelope(z.object({ _id: z.string() }));

const completionSchema = z.object({ done: z.number().int(), total: z.number().int(), late: z.number().int() });

/** Staff's matrix: every delegate's state for every item that applies to her, and the sums per continent. */
export const todoMatrixSchema = z.object({
  todos: z.array(todoSchema),
  delegates: z.array(
    completionSchema.extend({
      contestantId: z.string(),
      name: z.string(),
      continent: z.string().nullable(),
      states: z.record(z.string(), z.enum(DELEGATE_TASK_STATES)),
    }),
  ),
  continents: z.array(completionSchema.extend({ continent: z.string().nullable() })),
});
export type TodoMatrix = z.infer<typeof todoMatrixSchema>;
export const todoMatrixResponseSchema = successEnvelope(todoMatrixSchema);

export const todoDelegateParamsSchema = z.object({ contestantId: idSchema });
