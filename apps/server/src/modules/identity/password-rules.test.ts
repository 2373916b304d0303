import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';
import { COMMON_PASSWORD, PASSWORD_IS_EMAIL, passwordProblem } from './password-rules.ts';

describe('isCommonPassword', () => {
  it('knows the well-known passwords, whatever their case', () => {
    for (const password of ['password', 'Password1', 'QWERTYUIOP', 'iloveyou', 'sunshine1']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('uses the full dictionary, not a handful of entries', () => {
    // Entries from deep in the list, far past any short placeholder.
    for (const password of ['trustno1', 'football1', 'baseball', 'princess1', 'superman']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets an unusual password through', () => {
    expect(isCommonPassword('sheesham-test-pass-42')).toBe(false);
    expect(isCommonPassword('Teak & brass, 1998!')).toBe(false);
  });
});

describe('passwordProblem', () => {
  const email = 'Asha.Verma@Example.in';

  it('refuses the e-mail address or its local part as the password', () => {
    expect(passwordProblem('asha.verma@example.in', email)).toBe(PASSWORD_IS_EMAIL);
    expect(passwordProblem('ASHA.VERMA', email)).toBe(PASSWORD_IS_EMAIL);
  });

  it('refuses a common password', () => {
    expect(passwordProblem('Password123', email)).toBe(COMMON_PASSWORD);
  });

  it('accepts anything else', () => {
    expect(passwordProblem('asha.verma.rosewood', email)).toBeNull();
  });
});
