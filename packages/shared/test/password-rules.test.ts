import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  containsEmailName,
  emailName,
  isPlainSequence,
  isRepeatedCharacter,
  ACCOUNT_MESSAGES as M,
  passwordRuleMessage,
  registerRequestSchema,
  resetPasswordFormSchema,
} from '../src';

describe('password rules', () => {
  it('refuses one character repeated, whatever the character', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 1 }), fc.integer({ min: 8, max: 40 }), (c, n) => {
        expect(passwordRuleMessage(c.repeat(n))).toBe(M.passwordRepeated);
      }),
    );
    expect(isRepeatedCharacter('aaaaaaab')).toBe(false);
  });

  it('refuses plain sequences of letters, digits and keyboard rows, forwards and backwards', () => {
    for (const p of [
      'abcdefgh',
      'ABCDEFGHIJ',
      '12345678',
      '87654321',
      'qwertyui',
      'iuytrewq',
      'asdfghjkl',
      '0987654321',
    ]) {
      expect(isPlainSequence(p), p).toBe(true);
      expect(passwordRuleMessage(p), p).toBe(M.passwordSequence);
    }
    for (const p of ['abcdefgz', '12345679', 'qwertyuz', 'Velvet-Sash-7']) expect(isPlainSequence(p), p).toBe(false);
  });

  it('refuses the name part of the e-mail address in any case, ignoring a +tag; short names are not a rule', () => {
    expect(emailName('Amara.Okafor+pageant@example.com')).toBe('amara.okafor');
    expect(containsEmailName('My-AMARA.OKAFOR-2026', 'amara.okafor@example.com')).toBe(true);
    expect(containsEmailName('Velvet-Sash-7', 'amara.okafor@example.com')).toBe(false);
    expect(emailName('al@example.com')).toBeNull();
    expect(passwordRuleMessage('Velvet-al-Sash-7', 'al@example.com')).toBeNull();
  });

  it('keeps the length messages first', () => {
    expect(passwordRuleMessage('aaaa')).toBe(M.passwordTooShort);
    expect(passwordRuleMessage('a'.repeat(129))).toBe(M.passwordTooLong);
    expect(passwordRuleMessage('Velvet-Sash-Moonrise-7', 'amara@example.com')).toBeNull();
  });

  it('applies to sign-up (with the e-mail) and the reset form', () => {
    const signup = (password: string) =>
      registerRequestSchema.safeParse({
        firstName: 'A',
        lastName: 'B',
        email: 'amara.okafor@example.com',
        phoneNumber: '1',
        password,
      });
    expect(signup('amara.okafor-2026').error?.issues[0]?.message).toBe(M.passwordContainsEmail);
    expect(signup('12345678').error?.issues[0]?.message).toBe(M.passwordSequence);
    expect(signup('Velvet-Sash-Moonrise-7').success).toBe(true);
    const reset = resetPasswordFormSchema.safeParse({ password: 'zzzzzzzz', confirmPassword: 'zzzzzzzz' });
    expect(reset.error?.issues[0]?.message).toBe(M.passwordRepeated);
  });
});
