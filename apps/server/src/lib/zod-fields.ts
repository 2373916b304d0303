import type { z } from 'zod';

/** First message per field, keyed `a.b`, the same shape the error plugin gives schema failures. */
export function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'request';
    fields[key] ??= issue.message;
  }
  return fields;
}
