import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../api/common';
import { successEnvelope } from '../api/envelope';
import { boundedText, isoDateTimeInput } from '../api/text';
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

/** Where an item stands for one delegate: done (whenever), due (not done, deadline ahead) or late. */
export type TodoState = 'done' | 'due' | 'late';

const DAY_MS = 24 * 60 * 60 * 1000;

export function todoState(deadline: Date, completedAt: Date | null, now: Date): TodoState {
  if (completedAt) return 'done';
  return now.getTime() >= deadline.getTime() ? 'late' : 'due';
}

/** An item for one continent reaches only that continent's delegates; one for none reaches all of them. */
export function todoAppliesTo(todoContinent: string | null, delegateContinent: string | null): boolean {
  return todoContinent === null || todoContinent === delegateContinent;
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
  continentInvalid: 'Choose a continent, or all delegates',
  answerRequired: 'Write your answer',
  answerTooLong: `At most ${CHECKLIST_ANSWER_MAX} characters`,
} as const;

export const todoInputSchema = z.object({
  title: boundedText({
    max: CHECKLIST_TITLE_MAX,
    tooLong: CHECKLIST_MESSAGES.titleTooLong,
    required: CHECKLIST_MESSAGES.titleRequired,
  }).min(1, CHECKLIST_MESSAGES.titleRequired),
  description: boundedText({ max: CHECKLIST_DESCRIPTION_MAX, tooLong: CHECKLIST_MESSAGES.descriptionTooLong }),
  kind: z.enum(CHECKLIST_KINDS, { error: CHECKLIST_MESSAGES.kindRequired }),
  deadline: isoDateTimeInput(CHECKLIST_MESSAGES.deadlineRequired),
  continent: z.enum(REGISTRATION_CONTINENTS, { error: CHECKLIST_MESSAGES.continentInvalid }).nullable(),
});
export type TodoInput = z.infer<typeof todoInputSchema>;

export const todoAnswerSchema = z.object({
  answer: boundedText({
    max: CHECKLIST_ANSWER_MAX,
    tooLong: CHECKLIST_MESSAGES.answerTooLong,
    required: CHECKLIST_MESSAGES.answerRequired,
  }).min(1, CHECKLIST_MESSAGES.answerRequired),
});
export type TodoAnswer = z.infer<typeof todoAnswerSchema>;

export const todoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(CHECKLIST_KINDS),
  deadline: isoDateTimeSchema,
  continent: z.string().nullable(),
});
export type Todo = z.infer<typeof todoSchema>;

const todoFileSchema = z.object({ name: z.string(), size: z.number(), url: z.string() });

/** One item as a delegate (or staff, on her record) sees it: the item and what she gave. */
export const todoItemSchema = todoSchema.extend({
  state: z.enum(['done', 'due', 'late']),
  completedAt: isoDateTimeSchema.nullable(),
  answer: z.string().nullable(),
  file: todoFileSchema.nullable(),
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
      states: z.record(z.string(), z.enum(['done', 'due', 'late'])),
    }),
  ),
  continents: z.array(completionSchema.extend({ continent: z.string().nullable() })),
});
export type TodoMatrix = z.infer<typeof todoMatrixSchema>;
export const todoMatrixResponseSchema = successEnvelope(todoMatrixSchema);

export const todoDelegateParamsSchema = z.object({ contestantId: idSchema });
