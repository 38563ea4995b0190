import type { z } from 'zod';

/**
 * What a field's check says when its schema names no message of its own: one sentence per kind of problem,
 * in English, translated like every other shared message (the catalogues are keyed by this English). A field
 * that is missing always reads "This field is required", whatever type it expected.
 */
export const ZOD_ISSUE_MESSAGES = {
  required: 'This field is required',
  wrongType: 'This value is not of the expected type',
  textTooLong: 'This text is too long',
  textTooShort: 'This text is too short',
  tooManyItems: 'There are too many items',
  tooFewItems: 'There are too few items',
  tooLarge: 'This value is too large',
  tooSmall: 'This value is too small',
  email: 'Please enter a valid email address',
  url: 'Please enter a valid web address',
  date: 'Please enter a valid date',
  format: 'This value is not in the expected format',
  notMultiple: 'This number is not one of the allowed steps',
  unexpectedFields: 'This request has fields that are not expected',
  notAllowed: 'Please choose one of the allowed values',
  invalidItem: 'This list has a value that is not valid',
  invalid: 'This value is not valid',
} as const;

const M = ZOD_ISSUE_MESSAGES;
type Issue = z.core.$ZodRawIssue;

function sizeMessage(issue: Issue & { origin?: string; minimum?: unknown }, big: boolean): string {
  switch (issue.origin) {
    case 'string':
      if (!big && Number(issue.minimum) === 1) return M.required;
      return big ? M.textTooLong : M.textTooShort;
    case 'array':
    case 'set':
    case 'file':
      return big ? M.tooManyItems : M.tooFewItems;
    default:
      return big ? M.tooLarge : M.tooSmall;
  }
}

/** The message of an issue whose schema gave none: one of ZOD_ISSUE_MESSAGES, never zod's own English. */
export function zodIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? M.required : M.wrongType;
    case 'too_big':
      return sizeMessage(issue, true);
    case 'too_small':
      return sizeMessage(issue, false);
    case 'invalid_format': {
      const format = (issue as { format?: string }).format;
      if (format === 'email') return M.email;
      if (format === 'url') return M.url;
      if (format === 'date' || format === 'datetime') return M.date;
      return M.format;
    }
    case 'not_multiple_of':
      return M.notMultiple;
    case 'unrecognized_keys':
      return M.unexpectedFields;
    case 'invalid_value':
      return M.notAllowed;
    case 'invalid_element':
      return M.invalidItem;
    default:
      return M.invalid;
  }
}
