import type { ApiError } from '@sheesham/shared';
import { isRecord } from './is-record';

// Hand-written rather than apiErrorSchema.safeParse so the start-up bundle does not carry zod.

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');
}

/** True when `body` has the API's error shape: {error: {code, message, fields?}}. */
export function isApiError(body: unknown): body is ApiError {
  if (!isRecord(body) || !isRecord(body.error)) return false;
  const { code, message, fields } = body.error;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (fields === undefined || isStringRecord(fields))
  );
}
