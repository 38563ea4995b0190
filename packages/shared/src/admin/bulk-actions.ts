import { z } from 'zod';
import { idSchema } from '../api/common';
import { successEnvelope } from '../api/envelope';

/**
 * Actions on the records ticked in the contestants list (docs/product/back-office.md#bulk-actions): grant
 * extra edits, add them to a judging round, tag them or take a tag off. Export uses the list's CSV with the
 * selection's ids.
 */
export const BULK_SELECTION_MAX = 200;

/** A tag: a short word staff choose ("visa-pending", "finalist-2027"). */
export const TAG_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;
export const TAG_MESSAGE = 'Use 1–32 lowercase letters, digits or hyphens, starting with a letter or digit';
export const tagSchema = z.string({ message: TAG_MESSAGE }).trim().toLowerCase().regex(TAG_PATTERN, TAG_MESSAGE);

const ids = z
  .array(idSchema, { message: 'Choose the records' })
  .min(1, 'Choose at least one record')
  .max(BULK_SELECTION_MAX, `Choose at most ${BULK_SELECTION_MAX} records at a time`);

export const bulkActionBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('grant-edits'),
      ids,
      count: z
        .number({ message: 'Enter a number of edits' })
        .int('Enter a whole number')
        .min(1, 'Grant at least 1 edit')
        .max(10, 'Grant at most 10 edits at a time'),
    }),
    z.object({ action: z.literal('add-to-round'), ids, roundId: idSchema }),
    z.object({ action: z.literal('add-tag'), ids, tag: tagSchema }),
    z.object({ action: z.literal('remove-tag'), ids, tag: tagSchema }),
  ],
  { message: 'Choose grant-edits, add-to-round, add-tag or remove-tag' },
);
export type BulkActionBody = z.infer<typeof bulkActionBodySchema>;
export type BulkAction = BulkActionBody['action'];

export const bulkActionResultSchema = z.object({
  /** The records the action changed. */
  done: z.array(z.string()),
  /** The records it left as they were, each with why. */
  skipped: z.array(z.object({ id: z.string(), name: z.string(), reason: z.string() })),
});
export type BulkActionResult = z.infer<typeof bulkActionResultSchema>;
export const bulkActionResponseSchema = successEnvelope(bulkActionResultSchema);

/** What the list says after an action. */
export function bulkActionMessage(action: BulkAction, result: BulkActionResult): string {
  const n = result.done.length;
  const records = `${n} record${n === 1 ? '' : 's'}`;
  const done = {
    'grant-edits': `Extra edits granted to ${records}.`,
    'add-to-round': `${records.charAt(0).toUpperCase()}${records.slice(1)} added to the round.`,
    'add-tag': `Tag added to ${records}.`,
    'remove-tag': `Tag taken off ${records}.`,
  }[action];
  const skipped = result.skipped.length;
  return skipped ? `${done} ${skipped} left as they were.` : done;
}
