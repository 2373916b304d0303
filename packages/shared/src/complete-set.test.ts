import { describe, expect, it } from 'vitest';
import { completeSetTerms } from './complete-set.ts';

const sofa = {
  price: 38_999,
  set_price: 62_999,
  set_description: '2 matching armchairs, 3+1+1',
  set_items_price: 29_998,
};

describe('completeSetTerms', () => {
  it('says what the set adds, what it costs over the piece and what it saves', () => {
    expect(completeSetTerms(sofa)).toEqual({
      setPrice: 62_999,
      extra: 24_000,
      description: '2 matching armchairs, 3+1+1',
      // 38,999 + 29,998 bought one by one, less 62,999.
      saving: 5_998,
    });
  });

  it('says no saving without a separate price, or when the set costs as much or more', () => {
    expect(completeSetTerms({ ...sofa, set_items_price: null })?.saving).toBeNull();
    expect(completeSetTerms({ ...sofa, set_items_price: 24_000 })?.saving).toBeNull();
    expect(completeSetTerms({ ...sofa, set_items_price: 20_000 })?.saving).toBeNull();
  });

  it('has no description when none is written, and no terms without a set price', () => {
    expect(completeSetTerms({ ...sofa, set_description: null })?.description).toBeNull();
    expect(completeSetTerms({ ...sofa, set_description: '  ' })?.description).toBeNull();
    expect(completeSetTerms({ price: 38_999, set_price: null })).toBeNull();
  });

  it('is exact in paise', () => {
    const terms = completeSetTerms({
      price: 1_234.56,
      set_price: 2_469.13,
      set_items_price: 1_234.58,
    });
    expect(terms).toMatchObject({ extra: 1_234.57, saving: 0.01 });
  });
});
