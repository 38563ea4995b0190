import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../src/i18n/locales';
import { loadTextCatalogue } from '../src/i18n/text';
import * as shared from '../src/index';
import { everySchemaMessage } from './support/schema-messages';

describe('the shared schemas’ messages', () => {
  const messages = everySchemaMessage();

  it('finds the schemas’ own messages', () => {
    expect(messages.size).toBeGreaterThan(100);
    expect(messages).toContain('Organization is required');
  });

  for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: every message a schema names is in the catalogue`, async () => {
      const catalogue = await loadTextCatalogue(locale);
      const missing = [...messages].filter((m) => !Object.hasOwn(catalogue, m));
      expect(missing, `${locale}: ${missing.length} untranslated`).toEqual([]);
    });
  }

  it('word what zod itself would say with the shared messages, in every language', async () => {
    const schema = z.object({
      name: z.string(),
      age: z.number().int().min(18).max(99),
      tags: z.array(z.string()).max(1),
      site: z.url(),
      mail: z.email(),
      kind: z.enum(['a', 'b']),
    });
    const result = schema.safeParse({ age: 5.5, tags: ['x', 'y'], site: 'no', mail: 'no', kind: 'c', extra: 1 });
    const said = (result.error?.issues ?? []).map((i) => i.message);
    expect(said).toContain(shared.ZOD_ISSUE_MESSAGES.required);
    expect(said.join('\n')).not.toMatch(/Invalid input|Too small|Too big|expected (string|number)/);
    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
      const catalogue = await loadTextCatalogue(locale);
      for (const message of said) expect(Object.hasOwn(catalogue, message), `${locale}: ${message}`).toBe(true);
    }
    expect(z.strictObject({}).safeParse({ extra: 1 }).error?.issues[0]?.message).toBe(
      shared.ZOD_ISSUE_MESSAGES.unexpectedFields,
    );
  });
});
