/** Writes a dotted path (`emergencyContact.address.city`) of a plain object without mutating it. */
export function setIn<T>(source: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return source;
  const base = (source ?? {}) as Record<string, unknown>;
  return {
    ...base,
    [head]: rest.length === 0 ? value : setIn(base[head], rest.join('.'), value),
  } as T;
}

/** Field errors under a path are cleared with it: editing `languages` clears `languages` and `languages.0`. */
export function withoutPath(errors: Record<string, string>, path: string): Record<string, string> {
  let changed = false;
  const next: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key === path || key.startsWith(`${path}.`)) changed = true;
    else next[key] = message;
  }
  return changed ? next : errors;
}
