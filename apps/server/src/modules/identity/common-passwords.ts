/**
 * Placeholder list until the identity work ships the full dictionary (see the identity helper's
 * task). Lower-cased comparisons.
 */
const COMMON = new Set(['password', 'password1', '12345678', '123456789', 'qwerty123', 'iloveyou']);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
