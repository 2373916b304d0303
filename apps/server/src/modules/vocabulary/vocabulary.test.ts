import { searchTokens } from '@sheesham/shared/search-vocabulary';
import { describe, expect, it } from 'vitest';
import { Vocabulary } from './vocabulary.ts';

const vocabulary = new Vocabulary([
  { phrase: 'almirah', means: ['wardrobe'] },
  { phrase: 'double bed', means: ['queen bed', 'king bed'] },
  { phrase: 'king size', means: ['king'] },
  { phrase: 'l shape sofa', means: ['l shaped sofa', 'sectional sofa'] },
]);

const slotsOf = (q: string) => vocabulary.slots(searchTokens(q), 6);

describe('a query read through the vocabulary', () => {
  it('makes a known phrase one slot with its meanings, the longest phrase first', () => {
    expect(slotsOf('sheesham double bed')).toEqual([
      { typed: ['sheesham'], means: [] },
      {
        typed: ['double', 'bed'],
        means: [
          ['queen', 'bed'],
          ['king', 'bed'],
        ],
      },
    ]);
    expect(slotsOf('Almirah')).toEqual([{ typed: ['almirah'], means: [['wardrobe']] }]);
  });

  it('gives a count both spellings, and splits digits from letters', () => {
    expect(slotsOf('6seater dining')).toEqual([
      { typed: ['6'], means: [['six']] },
      { typed: ['seater'], means: [] },
      { typed: ['dining'], means: [] },
    ]);
    expect(slotsOf('two seater')[0]).toEqual({ typed: ['two'], means: [['2']] });
  });

  it('reads a typo of a vocabulary word as the word, keeping what was typed', () => {
    expect(slotsOf('almiraah')).toEqual([{ typed: ['almiraah'], means: [['wardrobe']] }]);
    expect(slotsOf('kingsize')).toEqual([{ typed: ['kingsize'], means: [] }]);
  });

  it('drops one-letter words a phrase does not use, and repeats', () => {
    expect(slotsOf('l shape sofa')).toEqual([
      {
        typed: ['l', 'shape', 'sofa'],
        means: [
          ['l', 'shaped', 'sofa'],
          ['sectional', 'sofa'],
        ],
      },
    ]);
    expect(slotsOf('a sofa sofa')).toEqual([{ typed: ['sofa'], means: [] }]);
    expect(slotsOf('x')).toEqual([{ typed: ['x'], means: [] }]);
  });

  it('keeps at most `max` slots', () => {
    expect(vocabulary.slots(searchTokens('a1 b2 c3 d4'), 3)).toHaveLength(3);
  });
});
