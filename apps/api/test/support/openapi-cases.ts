import {
  ALWAYS_SENT,
  BODY_VALUES,
  HEADER_VALUES,
  RAW_BODIES,
  type RawBody,
  seededRandom,
  URL_VALUES,
} from './hostile-values';

/**
 * Requests built from the OpenAPI document: for each operation, one plausible request (values that fit each
 * schema), then the same request with one part made hostile at a time: a parameter, a field of the body, or
 * the whole body. The choices are drawn from a seeded generator, so every run sends the same requests.
 */
type Schema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  items?: Schema;
  minimum?: number;
  minLength?: number;
  not?: unknown;
  default?: unknown;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } };
export type OpenApi = { paths: Record<string, Record<string, Operation>> };

export interface FuzzCase {
  method: string;
  route: string;
  what: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const UNKNOWN_ID = '3f1b7f4e-8c1a-4d2b-9a7e-1c2d3e4f5a6b';

/** A value that fits the schema, as a well-behaved client would send. */
export function plausible(schema: Schema | undefined, name = ''): unknown {
  if (!schema) return 'x';
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return plausible(choice.find((s) => s.type !== 'null') ?? choice[0], name);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([, s]) => !s.not)
          .map(([k, s]) => [k, plausible(s, k)]),
      );
    case 'array':
      return schema.items ? [plausible(schema.items, name)] : [];
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    default:
      if (schema.format === 'uuid') return UNKNOWN_ID;
      if (schema.format === 'date') return '2026-03-14';
      if (schema.format === 'date-time') return '2026-03-14T09:30:00.000Z';
      if (/email/i.test(name)) return 'fuzz@example.com';
      return typeof schema.default === 'string' && schema.default ? schema.default : 'Plausible text 1';
  }
}

/** Paths to every leaf of a plausible body, e.g. ['emergencyContact', 'email']. */
function leaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? value.flatMap((v, i) => leaves(v, [...at, i])) : [at];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([k, v]) => leaves(v, [...at, k])) : [at];
  }
  return [at];
}

function withLeaf(body: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (!path.length) return leaf;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = leaf;
  return copy;
}

function describeValue(v: unknown): string {
  const text = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return text.length > 40 ? `${text.slice(0, 30)}… (${text.length} chars)` : text;
}

/** Every request of the run, in a fixed order. `ids` gives real records for path parameters by route. */
export function buildCases(doc: OpenApi, seed: number, ids: (route: string, name: string) => string | undefined) {
  const random = seededRandom(seed);
  const cases: FuzzCase[] = [];
  for (const [route, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = op.parameters ?? [];
      const [bodyType, body] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      const good: Record<string, string> = {};
      for (const p of params) good[`${p.in}:${p.name}`] = ids(route, p.name) ?? String(plausible(p.schema, p.name));
      const goodBody = body ? plausible(body.schema) : undefined;

      const make = (what: string, values: Record<string, string>, payload?: RawBody | { json: unknown }) => {
        let path = route;
        const query: string[] = [];
        const headers: Record<string, string> = {};
        for (const p of params) {
          const raw = values[`${p.in}:${p.name}`];
          if (raw === undefined) continue;
          const encoded = raw.includes('%') ? raw : encodeURIComponent(raw);
          if (p.in === 'path') path = path.replace(`{${p.name}}`, encoded);
          else if (p.in === 'query') query.push(`${p.name}=${encoded}`);
          else headers[p.name] = raw;
        }
        let data: string | Buffer | undefined;
        if (payload && 'json' in payload) {
          headers['content-type'] = bodyType === 'application/x-www-form-urlencoded' ? bodyType : 'application/json';
          data =
            bodyType === 'application/x-www-form-urlencoded'
              ? new URLSearchParams(payload.json as Record<string, string>).toString()
              : JSON.stringify(payload.json);
        } else if (payload) {
          headers['content-type'] = payload.contentType;
          data = payload.payload;
        }
        const url = query.length ? `${path}?${query.join('&')}` : path;
        cases.push({ method: method.toUpperCase(), route, what, url, headers, payload: data });
      };

      const requiredOnly = Object.fromEntries(
        params
          .filter((p) => p.required || p.in !== 'query')
          .map((p) => [`${p.in}:${p.name}`, good[`${p.in}:${p.name}`]]),
      ) as Record<string, string>;
      make('plausible', requiredOnly, goodBody === undefined ? undefined : { json: goodBody });

      for (const p of params) {
        const pool = p.in === 'header' ? HEADER_VALUES : URL_VALUES;
        const values = p.in === 'header' ? random.pick(pool, 2) : ['%00', ...random.pick(pool.slice(1), 1)];
        for (const v of values)
          make(
            `${p.in} ${p.name}=${describeValue(v)}`,
            { ...requiredOnly, [`${p.in}:${p.name}`]: v },
            goodBody === undefined ? undefined : { json: goodBody },
          );
      }

      if (goodBody !== undefined) {
        for (const leaf of random.pick(leaves(goodBody), 3)) {
          const [v] = random.pick(BODY_VALUES, 1);
          make(`body ${leaf.join('.') || '(root)'}=${describeValue(v)}`, requiredOnly, {
            json: withLeaf(goodBody, leaf, v),
          });
        }
      }
      if (method !== 'get' && method !== 'head') {
        const always = RAW_BODIES.filter((b) => ALWAYS_SENT.includes(b.name));
        const drawn = random.pick(
          RAW_BODIES.filter((b) => !ALWAYS_SENT.includes(b.name)),
          2,
        );
        for (const raw of [...always, ...drawn]) make(`body: ${raw.name}`, requiredOnly, raw);
      }
    }
  }
  return cases;
}
