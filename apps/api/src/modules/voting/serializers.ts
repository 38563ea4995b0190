import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * A success answer's serializer that checks and writes a given data object once: the public count is one object
 * per count (LEADERBOARD_CACHE_MS), read by every fan watching it, so its text is kept with it and sent again as
 * long as the same count is served. A new count is a new object, checked and written afresh; so is an answer with
 * another message. Errors and other statuses are written as always.
 */
export function oncePerData<S>(route: FastifyRouteSchemaDef<S>): (payload: unknown) => string {
  const serialize = serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]);
  if (!String(route.httpStatus ?? '').startsWith('2')) return serialize;
  const texts = new WeakMap<object, { message: unknown; text: string }>();
  return (answer: unknown) => {
    const payload = answer as { message?: unknown; data?: unknown } | null;
    const data = payload?.data;
    if (data === null || typeof data !== 'object') return serialize(payload);
    const kept = texts.get(data);
    if (kept && kept.message === payload?.message) return kept.text;
    const text = serialize(payload);
    texts.set(data, { message: payload?.message, text });
    return text;
  };
}

type FieldKind = 'string' | 'boolean' | 'number' | 'integer';

/** The fields of a flat object schema (strings, booleans, numbers), in its order; null for any other shape. */
function flatFields(schema: unknown): [string, FieldKind][] | null {
  const shape = (schema as { shape?: Record<string, { _zod?: { def?: ZodDef } }> } | null)?.shape;
  if (!shape) return null;
  const fields: [string, FieldKind][] = [];
  for (const [key, field] of Object.entries(shape)) {
    const def = field._zod?.def;
    if (def?.type === 'string' && !def.checks?.length) fields.push([key, 'string']);
    else if (def?.type === 'boolean') fields.push([key, 'boolean']);
    else if (def?.type === 'number' && !def.checks?.length) fields.push([key, 'number']);
    else if (def?.type === 'number' && def.checks?.length === 1 && def.checks[0]?._zod?.def?.format === 'safeint') {
      fields.push([key, 'integer']);
    } else return null;
  }
  return fields;
}

interface ZodDef {
  type?: string;
  checks?: { _zod?: { def?: { format?: string } } }[];
}

function fits(kind: FieldKind, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isSafeInteger(value);
  }
}

/**
 * A success answer's serializer for an envelope whose data is a flat object of strings, booleans and numbers (a
 * fan's vote answered): its fields are known once, when the route starts, so each answer is checked field by field
 * and written as the schema's check would write it (its fields only, in its order). Anything else, or an answer
 * that does not fit, goes through the schema's own check (which refuses it as always).
 */
export function flatEnvelope<S>(route: FastifyRouteSchemaDef<S>): (payload: unknown) => string {
  const serialize = serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]);
  if (!String(route.httpStatus ?? '').startsWith('2')) return serialize;
  const envelope = (route.schema as { shape?: Record<string, unknown> } | null)?.shape;
  const fields = envelope && Object.keys(envelope).join() === 'success,message,data' ? flatFields(envelope.data) : null;
  if (!fields) return serialize;
  return (answer: unknown) => {
    const payload = answer as { success?: unknown; message?: unknown; data?: Record<string, unknown> } | null;
    const data = payload?.data;
    if (payload?.success !== true || !data || typeof data !== 'object') return serialize(answer);
    if (payload.message !== undefined && typeof payload.message !== 'string') return serialize(answer);
    const out: Record<string, unknown> = {};
    for (const [key, kind] of fields) {
      const value = data[key];
      if (!fits(kind, value)) return serialize(answer);
      out[key] = value;
    }
    return JSON.stringify(
      payload.message === undefined
        ? { success: true, data: out }
        : { success: true, message: payload.message, data: out },
    );
  };
}
