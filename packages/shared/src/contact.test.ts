import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact.ts';

const valid = {
  name: 'Asha Meena',
  email: 'asha@example.in',
  phone: '+91 98290 00000',
  subject: 'Custom bed',
  message: 'Can you make a king-size bed in sheesham wood?',
};

function fieldErrors(input: unknown): Record<string, unknown> {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('contactMessageSchema (SPEC §5, §7)', () => {
  it('accepts a complete message and trims it', () => {
    const parsed = contactMessageSchema.parse({ ...valid, name: '  Asha Meena  ' });
    expect(parsed.name).toBe('Asha Meena');
  });

  it('makes the phone optional, defaulting to empty', () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect(contactMessageSchema.parse(withoutPhone).phone).toBe('');
  });

  it.each(['name', 'email', 'subject', 'message'] as const)('requires %s', (field) => {
    expect(fieldErrors({ ...valid, [field]: '   ' })).toHaveProperty(field);
    const { [field]: _dropped, ...rest } = valid;
    expect(fieldErrors(rest)).toHaveProperty(field);
  });

  it('rejects a malformed e-mail and phone', () => {
    expect(fieldErrors({ ...valid, email: 'not-an-email' })).toHaveProperty('email');
    expect(fieldErrors({ ...valid, phone: 'call me' })).toHaveProperty('phone');
  });

  it.each([
    ['name', 100],
    ['email', 254],
    ['phone', 20],
    ['subject', 150],
    ['message', 5000],
  ] as const)('bounds %s at %i characters', (field, max) => {
    const fill = (n: number) => {
      if (field === 'email') return `${'a'.repeat(n - '@example.in'.length)}@example.in`;
      if (field === 'phone') return '9'.repeat(n);
      return 'x'.repeat(n);
    };
    expect(fieldErrors({ ...valid, [field]: fill(max) })).toEqual({});
    expect(fieldErrors({ ...valid, [field]: fill(max + 1) })).toHaveProperty(field);
  });
});
