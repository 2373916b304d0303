import type { z } from 'zod';

/**
 * A cross-field rule for `.superRefine`: `field` is reported as required with `message` whenever
 * `missing` holds for the whole object (zod checks one field at a time; some rules span two).
 */
export function requiredWhen<T>(
  field: keyof T & string,
  message: string,
  missing: (value: T) => boolean,
) {
  return (value: T, ctx: z.RefinementCtx<T>) => {
    if (missing(value)) ctx.addIssue({ code: 'custom', path: [field], message });
  };
}
