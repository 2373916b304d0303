import { describe, expect, it } from 'vitest';
import { similarity, trigrams } from './trigram.ts';

describe('trigram similarity as pg_trgm computes it', () => {
  it('gives the figures the database gives', () => {
    // select similarity('sofaa', 'sofa'), similarity('recliener', 'recliner') in PostgreSQL.
    expect(similarity(trigrams('sofaa'), trigrams('sofa'))).toBeCloseTo(0.571, 3);
    expect(similarity(trigrams('recliener'), trigrams('recliner'))).toBeCloseTo(0.583, 3);
    expect(similarity(trigrams('bed'), trigrams('bed'))).toBe(1);
    expect(similarity(trigrams('cot'), trigrams('sofa'))).toBe(0);
  });
});
