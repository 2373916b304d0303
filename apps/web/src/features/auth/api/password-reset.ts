import type { passwordResetRequestSchema, passwordResetSchema } from '@sheesham/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '@/lib/api-client';
import { type NewSession, requestSession } from './session-response';

export type PasswordResetRequestBody = z.output<typeof passwordResetRequestSchema>;
export type PasswordResetBody = z.output<typeof passwordResetSchema>;

/**
 * POST /identity/request-password-reset: the same answer whether or not the e-mail has an
 * account (docs/decisions/055); 429 when asked too often.
 */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequestBody) =>
      apiPost<{ message: string }>('/identity/request-password-reset', body),
  });
}

/**
 * POST /identity/reset-password: the mailed token and a new password. It opens a session for
 * this browser (every other one has ended); 410 when the link is unknown, used or expired.
 */
export function resetPassword(body: PasswordResetBody): Promise<NewSession> {
  return requestSession('/identity/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
