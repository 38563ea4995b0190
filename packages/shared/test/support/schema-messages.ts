import * as shared from '../../src/index';

type Schema = { _zod: { def: Record<string, unknown> & { checks?: { _zod: { def: { error?: unknown } } }[] } } };
const isSchema = (v: unknown): v is Schema =>
  typeof v === 'object' && v !== null && '_zod' in v && typeof (v as Schema)._zod?.def === 'object';

/** A probe issue for a schema's message function: what it says when its value is missing. */
const PROBE = { code: 'invalid_type', expected: 'string', input: undefined, path: [] } as const;

/** Every message a schema (and every schema inside it, and every check on them) names itself. */
function schemaMessages(root: unknown, into: Set<string>, seen = new Set<unknown>()): void {
  const visit = (value: unknown): void => {
    if (isSchema(value)) {
      if (seen.has(value)) return;
      seen.add(value);
      const def = value._zod.def;
      const own = [def.error, ...(def.checks ?? []).map((c) => c._zod?.def?.error)];
      for (const error of own) {
        const text = typeof error === 'function' ? error(PROBE) : error;
        const message = typeof text === 'object' && text ? (text as { message?: unknown }).message : text;
        if (typeof message === 'string') into.add(message);
      }
      for (const [key, inner] of Object.entries(def)) {
        if (key === 'getter' && typeof inner === 'function') visit(inner());
        else if (key !== 'error' && key !== 'checks') visit(inner);
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      Object.values(value).forEach(visit);
    }
  };
  visit(root);
}

/** Every message the exported schemas of the shared package name themselves. */
export function everySchemaMessage(): Set<string> {
  const messages = new Set<string>();
  for (const value of Object.values(shared)) schemaMessages(value, messages);
  return messages;
}
