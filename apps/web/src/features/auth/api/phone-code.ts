import type { PhoneCodeRequest } from '@sheesham/shared';
import { apiPost } from '@/lib/api-client';
import { type NewSession, requestSession } from './session-response';

/**
 * POST /identity/phone-number/send-otp: a sign-in code by SMS. Every valid number gets the same
 * answer; 429 while the number's resend wait or a limit runs, 502 when the SMS could not be sent.
 */
export async function requestPhoneCode(body: PhoneCodeRequest): Promise<void> {
  await apiPost('/identity/phone-number/send-otp', body);
}

/** POST /identity/phone-number/verify: signs in with the code (a first sign-in makes the account). */
export function signInWithPhoneCode(phoneNumber: string, code: string): Promise<NewSession> {
  return requestSession('/identity/phone-number/verify', { phoneNumber, code });
}

/** The same, with the session: adds the proven number to the signed-in account. */
export async function addPhoneToAccount(phoneNumber: string, code: string): Promise<void> {
  await apiPost('/identity/phone-number/verify', { phoneNumber, code, addToAccount: true });
}
