import { ApiRequestError } from '@/lib/api-client';

/** How a failed sign-in or sign-up reads on the form: messages by field, and/or one for the form. */
export interface AuthProblem {
  fields: Record<string, string>;
  message: string | null;
}

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Sign in instead.';
const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

/** Maps the server's {error:{code,message,fields}} onto the form's own fields. */
export function describeAuthError(error: unknown, formFields: readonly string[]): AuthProblem {
  if (!(error instanceof ApiRequestError)) {
    return {
      fields: {},
      message: 'Could not reach the server. Check your connection and try again.',
    };
  }
  if (error.code.startsWith('user_already_exists')) {
    return { fields: { email: EMAIL_TAKEN_MESSAGE }, message: null };
  }
  if (error.status === 400 && error.fields) {
    const fields = Object.fromEntries(
      Object.entries(error.fields).filter(([field]) => formFields.includes(field)),
    );
    if (Object.keys(fields).length > 0) return { fields, message: null };
  }
  // 401 wrong email/password, 429 too many attempts: the server's wording says what happened.
  if (error.status < 500 && error.message) return { fields: {}, message: error.message };
  return { fields: {}, message: GENERIC_MESSAGE };
}
