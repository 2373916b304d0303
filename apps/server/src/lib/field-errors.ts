import type { z } from 'zod';

export interface FieldIssue {
  path: readonly PropertyKey[];
  message?: string;
  /** A strict object's unrecognized keys (zod's `unrecognized_keys` issue). */
  keys?: readonly PropertyKey[];
}

const UNKNOWN_FIELD = 'Unknown field';

/** An unrecognized-keys issue becomes one issue per key, so each unknown field is named. */
function perField(issue: FieldIssue): FieldIssue[] {
  if (!issue.keys?.length) return [issue];
  return issue.keys.map((key) => ({ path: [...issue.path, key], message: UNKNOWN_FIELD }));
}

/**
 * The `fields` of a 400: the first message per field, keyed `a.b` (`request` for the body as a
 * whole; an unknown field under its own name). Used for route schema failures
 * (plugins/errors.ts) and for bodies checked by hand.
 */
export function fieldErrors(issues: Iterable<FieldIssue>): Record<string, string> {
  // Keyed by the client's field names: a Map, so 'constructor' or '__proto__' are plain keys.
  const fields = new Map<string, string>();
  for (const issue of [...issues].flatMap(perField)) {
    const key = issue.path.map(String).join('.') || 'request';
    if (!fields.has(key)) fields.set(key, issue.message ?? 'Invalid value');
  }
  return Object.fromEntries(fields);
}

export const zodFields = (error: z.ZodError) => fieldErrors(error.issues);
