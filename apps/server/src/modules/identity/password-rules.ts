import { isCommonPassword } from './common-passwords.ts';

export const COMMON_PASSWORD = 'This password is too common. Choose a less guessable one.';
export const PASSWORD_IS_EMAIL = 'Your password must not be your email address.';

/**
 * The rules beyond length (the shared schema checks 8–128): why this password is refused for
 * this e-mail address, or null when it is acceptable. Applied wherever a password is chosen.
 */
export function passwordProblem(password: string, email: string): string | null {
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.slice(0, address.lastIndexOf('@'));
  if (lower === address || lower === localPart) return PASSWORD_IS_EMAIL;
  if (isCommonPassword(password)) return COMMON_PASSWORD;
  return null;
}
