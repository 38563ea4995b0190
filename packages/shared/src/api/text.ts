import { z } from 'zod';
import { zodIssueMessage } from './zod-messages';

// An issue whose schema names no message is worded by the shared messages (and so read in every language),
// never in zod's own English; a schema's own message still comes first.
z.config({ customError: zodIssueMessage });

/**
 * Text from users, in bodies, query strings, paths and headers alike. Two rules hold for every field:
 *
 * 1. Its length is checked first, and a text over the limit stops validation there: no pattern and no parser
 *    ever sees more than the field's limit, so a hostile megabyte costs one comparison, never a search whose
 *    time grows faster than the text (docs/decisions/0012-hostile-input.md).
 * 2. It holds no NUL character (PostgreSQL cannot store one in text) and no half of a UTF-16 surrogate pair
 *    (not Unicode: PostgreSQL refuses it inside JSON and it has no UTF-8 form for an e-mail).
 */
export const TEXT_MESSAGES = {
  nul: 'Text cannot contain the NUL character.',
  brokenCharacter: 'Text cannot contain a broken character (half of a UTF-16 surrogate pair).',
} as const;
export type TextDefect = keyof typeof TEXT_MESSAGES;

/** Why `value` cannot be kept as text, or null when it can. One pass over its code units. */
export function textDefect(value: string): TextDefect | null {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return 'nul';
    if (unit < 0xd800 || unit > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return 'brokenCharacter';
    i++;
  }
  return null;
}

/** Characters as people count them: a pair of UTF-16 halves (an emoji) is one. */
function characterCount(value: string): number {
  let count = value.length;
  for (let i = 0; i < value.length - 1; i++) {
    if ((value.charCodeAt(i) & 0xfc00) === 0xd800 && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count--;
      i++;
    }
  }
  return count;
}

/**
 * The length check that comes first. Its issue stops the checks after it on this field (no pattern, no
 * refinement runs on the text) but, unlike zod's `abort: true`, leaves the checks of the object around it
 * alone: a form still shows its other fields' messages and its cross-field rules.
 */
function lengthFirst(max: number, message: string, characters: boolean) {
  return (ctx: z.core.ParsePayload<string>) => {
    const value = ctx.value;
    const over = value.length > max && (value.length > 2 * max || characterCount(value) > max);
    if (over) {
      ctx.issues.push({ code: 'too_big', origin: 'string', maximum: max, inclusive: true, message, input: value });
      return;
    }
    const defect = characters ? textDefect(value) : null;
    if (defect) ctx.issues.push({ code: 'custom', message: TEXT_MESSAGES[defect], input: value });
  };
}

export interface BoundedTextOptions {
  /** The most characters the field takes (after trimming). */
  max: number;
  /** The message when it is longer. */
  tooLong: string;
  /** The message when the value is missing or not a string; zod's own otherwise. */
  required?: string;
  /** Surrounding white space is removed before any check (the default); passwords keep theirs. */
  trim?: boolean;
  /** Any character is taken (a password at sign-in is compared, never stored); NUL and broken ones otherwise. */
  anyCharacter?: boolean;
  /**
   * One line (a subject, which becomes an e-mail header): each line break, with the spaces around it, becomes one
   * space, so what is stored is what is sent.
   */
  singleLine?: boolean;
}

/** Line breaks of any kind (CR, LF, NEL, the Unicode line and paragraph separators) and the spaces around them. */
const LINE_BREAKS = /[^\S\r\n\u0085\u2028\u2029]*[\r\n\u0085\u2028\u2029]+\s*/g;

/** The text on one line: each run of line breaks, with the spaces around it, is one space. */
export function onOneLine(value: string): string {
  return value.replace(LINE_BREAKS, ' ');
}

/**
 * A text field: trimmed, at most `max` characters (a longer one is refused with `tooLong` and checked no
 * further), free of NUL and broken characters. Add `.min()`, `.regex()` or `.refine()` after it: they only
 * ever run on text within the limit.
 */
export function boundedText({
  max,
  tooLong,
  required,
  trim = true,
  anyCharacter = false,
  singleLine = false,
}: BoundedTextOptions) {
  const text = z.string(required ? { error: required } : undefined);
  const checked = (trim ? text.trim() : text).check(lengthFirst(max, tooLong, !anyCharacter));
  // After the length check, so the line breaks are only ever looked for in text within the limit.
  return (singleLine ? checked.overwrite(onOneLine) : checked).meta({ maxLength: max });
}

/**
 * A string of a fixed format (a UUID, an ISO date) that is refused unread when it is longer than any value
 * of the format can be: the format's pattern never runs on more than `max` characters.
 */
export function boundedFormat<T extends z.core.$ZodCheck<string>>(max: number, format: T, message: string) {
  return z
    .string({ error: message })
    .check(lengthFirst(max, message, false))
    .meta({ maxLength: max })
    .check(format);
}

/** An instant with its offset, e.g. 2026-03-14T09:30:00.000Z; 40 characters hold nanoseconds and +hh:mm. */
export const isoDateTimeInput = (message: string) =>
  boundedFormat(40, z.iso.datetime({ offset: true, error: message }), message);

/** A calendar day, e.g. 2026-03-14. */
export const isoDateInput = (message: string) => boundedFormat(10, z.iso.date({ error: message }), message);
