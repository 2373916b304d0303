import { z } from 'zod';
import { emailSchema, passwordSchema } from './identity.ts';
import { singleLineString } from './single-line.ts';

/** How long a mailed reset link works: one hour from the request. */
export const PASSWORD_RESET_LINK_TTL_SECONDS = 60 * 60;

/** POST /identity/request-password-reset: the same answer whether or not the e-mail has an account. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/**
 * POST /identity/reset-password: the token from the mailed link and the new password, under the
 * sign-up form's rules (the server also refuses common passwords and the account's e-mail).
 */
export const passwordResetSchema = z.object({
  token: singleLineString('Token').min(1, 'Token is required').max(200, 'Token is too long'),
  password: passwordSchema,
});
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

/** What /identity/request-password-reset answers, for an unknown e-mail and a known one alike. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account uses this e-mail, we have sent it a link to choose a new password. The link works once, within 1 hour.';

/** A reset link that is unknown, used or expired (410). */
export const PASSWORD_RESET_LINK_INVALID =
  'This link is invalid, has expired or was already used. Ask for a new one.';
