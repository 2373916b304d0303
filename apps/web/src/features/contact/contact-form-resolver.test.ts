import { describe, expect, it } from 'vitest';
import { type ContactFormValues, contactFormResolver } from './contact-form-resolver';

const valid: ContactFormValues = {
  name: '  Asha Verma ',
  email: 'asha@example.in',
  phone: '',
  subject: 'Custom bed',
  message: 'Can you make a king bed in sheesham?',
};

// The resolver ignores its context/options arguments; react-hook-form always passes them.
const resolve = (values: ContactFormValues) =>
  contactFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('contactFormResolver', () => {
  it('passes valid input through the shared schema (trimmed)', async () => {
    const result = await resolve(valid);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: 'Asha Verma', phone: '' });
  });

  it('reports whitespace-only required fields by name with the schema message', async () => {
    const result = await resolve({ ...valid, name: '   ', subject: ' ' });
    expect(Object.keys(result.errors).sort()).toEqual(['name', 'subject']);
    expect(result.errors.name?.message).toBe('Full Name is required');
  });

  it('rejects a malformed e-mail and phone', async () => {
    const result = await resolve({ ...valid, email: 'not-an-email', phone: 'call me' });
    expect(result.errors.email?.message).toBe('Enter a valid email address');
    expect(result.errors.phone?.message).toBe('Enter a valid phone number');
  });
});
