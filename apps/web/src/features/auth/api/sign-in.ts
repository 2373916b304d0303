import type { signInSchema } from '@sheesham/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type NewSession, requestSession } from './session-response';

export type SignInBody = z.output<typeof signInSchema>;

/** POST /identity/sign-in/email. 401 for a wrong email or password, 429 when rate limited. */
export function signIn(body: SignInBody): Promise<NewSession> {
  return requestSession('/identity/sign-in/email', body);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
