import { badRequest } from './http-error.ts';

export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/** The Idempotency-Key header, or undefined without one; 400 when empty, repeated or too long. */
export function idempotencyKeyFrom(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || header.length === 0) {
    throw badRequest('Send exactly one non-empty Idempotency-Key header.');
  }
  if (header.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw badRequest(
      `The Idempotency-Key header is longer than ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`,
    );
  }
  return header;
}
