import { describe, expect, it } from 'vitest';
import { isValidPincode, pincodeInput } from './pincode.ts';

describe('pincode', () => {
  it('accepts six digits starting 1-9', () => {
    expect(isValidPincode('302001')).toBe(true);
    expect(isValidPincode('110011')).toBe(true);
  });

  it('refuses a leading zero, wrong lengths and non-digits', () => {
    for (const value of ['012345', '30200', '3020011', '30200a', ' 302001', '']) {
      expect(isValidPincode(value), value).toBe(false);
    }
  });

  it('keeps only digits while typing, at most six', () => {
    expect(pincodeInput('30a2-00 1')).toBe('302001');
    expect(pincodeInput('12345678')).toBe('123456');
    expect(pincodeInput('abc')).toBe('');
  });
});
