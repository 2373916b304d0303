import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem, gstinState, isValidGstin } from './gstin.ts';

/** The shop's demo GSTIN (apps/server config): a made-up Rajasthan company, valid in form only. */
const DEMO_SELLER_GSTIN = '08AAKCS4821M1ZW';

describe('GSTIN', () => {
  it('accepts real-format GSTINs whose check character matches', () => {
    // The GST portal's own sample GSTIN.
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin(DEMO_SELLER_GSTIN)).toBe(true);
    expect(gstinState(DEMO_SELLER_GSTIN)).toEqual({ code: '08', name: 'Rajasthan' });
  });

  it('catches a one-character typing mistake anywhere', () => {
    const valid = '27AAPFU0939F1ZV';
    expect(gstinProblem('27AAPFU0939F1ZX')).toMatch(/check character/);
    expect(isValidGstin('27AAPFV0939F1ZV')).toBe(false);
    expect(isValidGstin('72AAPFU0939F1ZV')).toBe(false);
    expect(gstinCheckCharacter(valid.slice(0, 14))).toBe('V');
  });

  it('says what is wrong with the shape or the state', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/15 characters/);
    const unknownState = `99AAPFU0939F1Z`;
    expect(gstinProblem(unknownState + gstinCheckCharacter(unknownState))).toMatch(/state code 99/);
  });
});
