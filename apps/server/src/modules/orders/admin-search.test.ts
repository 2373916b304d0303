import { describe, expect, it } from 'vitest';
import { orderSearchTerms } from './admin-search.ts';

describe('orderSearchTerms', () => {
  it('reads an order number with or without #', () => {
    expect(orderSearchTerms('1001').number).toBe(1001);
    expect(orderSearchTerms(' #1042 ').number).toBe(1042);
    expect(orderSearchTerms('# 1042').number).toBe(1042);
  });

  it('names no number for other text or for digits too long for the column', () => {
    expect(orderSearchTerms('asha').number).toBeNull();
    expect(orderSearchTerms('10a1').number).toBeNull();
    expect(orderSearchTerms('1234567890').number).toBeNull();
    expect(orderSearchTerms('##1001').number).toBeNull();
  });

  it('recognises a full order UUID in any case, and keeps the text for name and e-mail', () => {
    const id = '3F9C1E2A-4B5D-4C6E-8F70-112233445566';
    expect(orderSearchTerms(id)).toEqual({ text: id, number: null, id: id.toLowerCase() });
    expect(orderSearchTerms('3f9c1e2a').id).toBeNull();
  });
});
