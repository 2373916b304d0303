import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a shared zod schema (the same one the server checks): the
 * first message per field, and the schema's output (trimmed, normalised) for the submit handler.
 */
export function schemaResolver<Values extends FieldValues, Output>(
  // Any input type: the form's strings are what the schema is there to check.
  schema: z.ZodType<Output, unknown>,
): Resolver<Values, unknown, Output> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && !errors[field]) {
        errors[field] = { type: issue.code, message: issue.message };
      }
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
