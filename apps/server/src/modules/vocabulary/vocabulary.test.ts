import { searchTokens } from '@sheesham/shared/search-vocabulary';
import { describe, expect, it } from 'vitest';
import { slips, Vocabulary } from './vocabulary.ts';

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
      { typed: ['sheesham'], means: [], phrase: false },
      {
        typed: ['double', 'bed'],
        means: [
          ['queen', 'bed'],
          ['king', 'bed'],
        ],
        phrase: true,
      },
    ]);
    expect(slotsOf('Almirah')).toEqual([
      { typed: ['almirah'], means: [['wardrobe']], phrase: true },
    ]);
  });

  it('gives a count both spellings, and splits digits from letters', () => {
    expect(slotsOf('6seater dining')).toEqual([
      { typed: ['6'], means: [['six']], phrase: false },
      { typed: ['seater'], means: [], phrase: false },
      { typed: ['dining'], means: [], phrase: false },
    ]);
    expect(slotsOf('two seater')[0]).toEqual({ typed: ['two'], means: [['2']], phrase: false });
  });

  it('reads a typo of a vocabulary word as the word, keeping what was typed', () => {
    expect(slotsOf('almiraah')).toEqual([
      { typed: ['almiraah'], means: [['wardrobe']], phrase: true },
    ]);
    expect(slotsOf('almriah')[0]?.means).toEqual([['wardrobe']]);
    expect(slotsOf('kingsize')).toEqual([{ typed: ['kingsize'], means: [], phrase: false }]);
  });

  it('drops one-letter words a phrase does not use, and repeats', () => {
    expect(slotsOf('l shape sofa')).toEqual([
      {
        typed: ['l', 'shape', 'sofa'],
        means: [
          ['l', 'shaped', 'sofa'],
          ['sectional', 'sofa'],
        ],
        phrase: true,
      },
    ]);
    expect(slotsOf('a sofa sofa')).toEqual([{ typed: ['sofa'], means: [], phrase: false }]);
    expect(slotsOf('x')).toEqual([{ typed: ['x'], means: [], phrase: false }]);
  });

  it('keeps at most `max` slots', () => {
    expect(vocabulary.slots(searchTokens('a1 b2 c3 d4'), 3)).toHaveLength(3);
  });

  it('leaves out Hindi particles, unless nothing else is left', () => {
    expect(slotsOf('almirah ka sofa')).toEqual([
      { typed: ['almirah'], means: [['wardrobe']], phrase: true },
      { typed: ['sofa'], means: [], phrase: false },
    ]);
    expect(slotsOf('wala')).toEqual([{ typed: ['wala'], means: [], phrase: false }]);
  });

  it('knows the slips of a keyboard: a letter too many, two letters swapped', () => {
    expect(slips('chiar')).toContain('chair');
    expect(slips('sofha')).toContain('sofa');
    expect(slips('bed')).toEqual([]);
    expect(slips('sofa')).not.toContain('sofa');
  });
});

describe("a phrase found by its words' plain synonyms", () => {
  const hinglish = new Vocabulary([
    { phrase: 'almari', means: ['wardrobe'] },
    { phrase: 'cot', means: ['bed'] },
    { phrase: 'palang', means: ['bed'] },
    { phrase: 'double cot', means: ['queen bed', 'king bed'] },
    { phrase: 'joote', means: ['shoe'] },
    { phrase: 'shoe almirah', means: ['shoe cabinet'] },
    { phrase: 'almirah', means: ['wardrobe'] },
    { phrase: 'kapde ki almari', means: ['wardrobe'] },
    { phrase: 'wooden', means: ['sheesham', 'teak'] },
  ]);
  const read = (q: string) => hinglish.slots(searchTokens(q), 6);

  it('reads "double palang" as "double cot", and "joote ki almari" as "shoe almirah"', () => {
    expect(read('double palang')).toEqual([
      {
        typed: ['double', 'palang'],
        means: [
          ['queen', 'bed'],
          ['king', 'bed'],
        ],
        phrase: true,
      },
    ]);
    expect(read('joote ki almari')).toEqual([
      { typed: ['joote', 'almari'], means: [['shoe', 'cabinet']], phrase: true },
    ]);
    expect(read('shoe wardrobe')[0]?.means).toEqual([['shoe', 'cabinet']]);
  });

  it('finds a phrase with a particle without it ("kapde ki almari" as "kapde almirah")', () => {
    expect(read('kapde almirah')).toEqual([
      { typed: ['kapde', 'almirah'], means: [['wardrobe']], phrase: true },
    ]);
  });

  it('never makes a lone word a phrase by its synonym, nor reads a word of many meanings so', () => {
    expect(read('bed')).toEqual([{ typed: ['bed'], means: [], phrase: false }]);
    expect(read('wardrobe')).toEqual([{ typed: ['wardrobe'], means: [], phrase: false }]);
    expect(read('double wooden')).toEqual([
      { typed: ['double'], means: [], phrase: false },
      { typed: ['wooden'], means: [['sheesham'], ['teak']], phrase: true },
    ]);
  });
});
