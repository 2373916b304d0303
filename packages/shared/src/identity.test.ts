import { describe, expect, it } from 'vitest';
import { normalizeIndianMobile, profileUpdateSchema, signUpSchema } from './identity.ts';

describe('normalizeIndianMobile', () => {
  it('normalises the common spellings to +91XXXXXXXXXX', () => {
    for (const input of [
      '9829012345',
      '98290 12345',
      '+91 98290 12345',
      '+91-98290-12345',
      '09829012345',
      '919829012345',
    ]) {
      expect(normalizeIndianMobile(input), input).toBe('+919829012345');
    }
  });

  it('refuses landlines, short numbers and other countries', () => {
    for (const input of ['1412345678', '982901234', '+44 7911 123456', 'call me']) {
      expect(normalizeIndianMobile(input), input).toBeNull();
    }
  });
});

describe('signUpSchema', () => {
  it('lower-cases the e-mail and treats an empty phone as none', () => {
    const parsed = signUpSchema.parse({
      name: ' Asha Verma ',
      email: 'Asha@Example.IN',
      phone: '',
      password: 'teak-and-brass',
    });
    expect(parsed).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: null,
      password: 'teak-and-brass',
    });
  });

  it('reports each bad field', () => {
    const result = signUpSchema.safeParse({
      name: '',
      email: 'nope',
      phone: '12',
      password: 'short',
    });
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((i) => i.path[0]));
    expect(fields).toEqual(new Set(['name', 'email', 'phone', 'password']));
  });

  it('bounds the password at 128 characters', () => {
    const base = { name: 'A', email: 'a@example.in' };
    expect(signUpSchema.safeParse({ ...base, password: 'x'.repeat(128) }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...base, password: 'x'.repeat(129) }).success).toBe(false);
  });
});

describe('profileUpdateSchema', () => {
  it('requires full name and e-mail; phone is optional', () => {
    expect(profileUpdateSchema.safeParse({ fullName: 'A', email: 'a@example.in' }).success).toBe(
      true,
    );
    expect(profileUpdateSchema.safeParse({ fullName: '', email: 'a@example.in' }).success).toBe(
      false,
    );
  });
});
