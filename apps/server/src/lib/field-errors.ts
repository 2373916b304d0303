import type { z } from 'zod';

export interface FieldIssue {
  path: readonly PropertyKey[];
  message?: string;
}

/**
 * The `fields` of a 400: the first message per field, keyed `a.b` (`request` for the body as a
 * whole). Used for route schema failures (plugins/errors.ts) and for bodies checked by hand.
 */
export function fieldErrors(issues: Iterable<FieldIssue>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'request';
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

export const zodFields = (error: z.ZodError) => fieldErrors(error.issues);
