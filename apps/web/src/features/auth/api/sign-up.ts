import type { signUpSchema } from '@sheesham/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type NewSession, requestSession } from './session-response';

export type SignUpBody = z.output<typeof signUpSchema>;

/** POST /identity/sign-up/email. 400 carries per-field messages; a taken email is a 422. */
export function signUp({ phone, ...rest }: SignUpBody): Promise<NewSession> {
  return requestSession('/identity/sign-up/email', phone ? { ...rest, phone } : rest);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
