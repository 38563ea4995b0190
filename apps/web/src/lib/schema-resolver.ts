import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked with the server's own schema when what she types is not yet what the server takes (amounts typed
 * in units sent in minor units, a wall time sent as an instant): the form's fields are turned into the request,
 * the request is parsed with the schema, and each problem is shown at the field it came from (`fieldOf` names it;
 * the first problem of a field wins).
 */
export function schemaResolver<Draft extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  inputOf: (draft: Draft) => unknown,
  fieldOf: (path: readonly PropertyKey[]) => keyof Draft | null,
): Resolver<Draft, unknown, z.output<Schema>> {
  return async (draft) => {
    const parsed = schema.safeParse(inputOf(draft));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      if (field !== null) errors[field as string] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Draft> };
  };
}
