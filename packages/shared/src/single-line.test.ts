import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact.ts';
import { fullNameSchema, optionalIndianMobile } from './identity.ts';
import { createOrderFieldsSchema } from './orders.ts';
import { isSingleLine, singleLineString } from './single-line.ts';

describe('singleLineString', () => {
  const subject = singleLineString('Subject').min(1, 'Subject is required');

  it('refuses CR, LF and CRLF inside the value with a field message', () => {
    for (const value of ['a\rb', 'a\nb', 'a\r\nb']) {
      const result = subject.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['Subject must be on one line']);
    }
  });

  it('trims a line break at either end and keeps other whitespace', () => {
    expect(subject.parse('\r\n Custom wardrobe \n')).toBe('Custom wardrobe');
    expect(subject.parse('Tab\tinside')).toBe('Tab\tinside');
  });

  it('keeps the rules chained after it', () => {
    expect(subject.safeParse('   ').error?.issues[0]?.message).toBe('Subject is required');
  });
});

describe('the single-line fields of the shared schemas', () => {
  it('refuse a line break in names, subjects, phones and pincodes', () => {
    expect(isSingleLine('Asha Verma')).toBe(true);
    expect(fullNameSchema.safeParse('Asha\nVerma').success).toBe(false);
    expect(optionalIndianMobile.safeParse('98290\n12345').success).toBe(false);
    expect(optionalIndianMobile.parse('98290 12345')).toBe('+919829012345');
    const contact = { name: 'A', email: 'a@example.in', subject: 'S', message: 'M' };
    expect(contactMessageSchema.safeParse({ ...contact, subject: 'S\nBcc: x' }).success).toBe(
      false,
    );
    expect(contactMessageSchema.safeParse({ ...contact, message: 'M\nN' }).success).toBe(true);
    const fields = createOrderFieldsSchema.pick({ pincode: true, address: true });
    expect(fields.safeParse({ pincode: '302\n001', address: 'A' }).success).toBe(false);
    expect(fields.safeParse({ pincode: '302001', address: '14 Road\nJaipur' }).success).toBe(true);
  });
});
