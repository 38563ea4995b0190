import { ACCOUNT_MESSAGES as M, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './messages';

/**
 * The password rules both sides apply (OWASP ASVS 5.0 §6.2): at least 8 characters, at most 128, not one
 * character repeated, not a plain sequence of letters, digits or a keyboard row, and not containing the name
 * part of the account's e-mail address. The list of common passwords is checked by the server only: it is
 * too large to send to every browser (docs/decisions/0021-password-rules.md).
 */
const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'qwertzuiop', 'azertyuiop'];

/** One character, repeated: "aaaaaaaa", "11111111". */
export function isRepeatedCharacter(password: string): boolean {
  const chars = [...password];
  return chars.length > 1 && chars.every((c) => c === chars[0]);
}

/**
 * A plain sequence: each character one after the previous one (abcdefgh, 12345678, or backwards), or a run of
 * one keyboard row (qwertyui, asdfghjk, 0987654321).
 */
export function isPlainSequence(password: string): boolean {
  const lower = password.toLowerCase();
  if (lower.length < 3) return false;
  const steps = new Set<number>();
  for (let i = 1; i < lower.length; i++) steps.add(lower.charCodeAt(i) - lower.charCodeAt(i - 1));
  if (steps.size === 1 && (steps.has(1) || steps.has(-1))) return true;
  const reversed = [...lower].reverse().join('');
  return KEYBOARD_ROWS.some((row) => row.includes(lower) || row.includes(reversed));
}

/** The name part of an address (before the @, without a +tag), when long enough to be worth refusing. */
export function emailName(email: string | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  const local = (at < 0 ? email : email.slice(0, at)).split('+')[0]?.trim().toLowerCase() ?? '';
  return local.length >= 3 ? local : null;
}

/** Whether the password contains the name part of the e-mail address, whatever the case. */
export function containsEmailName(password: string, email: string | undefined): boolean {
  const name = emailName(email);
  return name !== null && password.toLowerCase().includes(name);
}

/**
 * The first rule the password breaks, as the message to show, or null; the length first, then the shape,
 * then the e-mail address (when it is known: sign-up, a password change, the server on a reset).
 */
export function passwordRuleMessage(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return M.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return M.passwordTooLong;
  if (isRepeatedCharacter(password)) return M.passwordRepeated;
  if (isPlainSequence(password)) return M.passwordSequence;
  if (containsEmailName(password, email)) return M.passwordContainsEmail;
  return null;
}
