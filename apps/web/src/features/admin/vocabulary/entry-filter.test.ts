import { describe, expect, it } from 'vitest';
import { filterEntries } from './entry-filter';

const entry = (phrase: string, means: string[]) => ({ id: phrase, phrase, means, updatedAt: '' });
const ENTRIES = [
  entry('almirah', ['wardrobe']),
  entry('double bed', ['queen bed', 'king bed']),
  entry('kursi', ['chair']),
];

describe('filterEntries', () => {
  it('keeps the entries whose phrase or meanings start every typed word', () => {
    expect(filterEntries(ENTRIES, 'Almi').map((e) => e.phrase)).toEqual(['almirah']);
    expect(filterEntries(ENTRIES, 'king').map((e) => e.phrase)).toEqual(['double bed']);
    expect(filterEntries(ENTRIES, 'bed queen').map((e) => e.phrase)).toEqual(['double bed']);
    expect(filterEntries(ENTRIES, 'sofa')).toEqual([]);
  });

  it('keeps every entry for blank text', () => {
    expect(filterEntries(ENTRIES, '  ')).toEqual(ENTRIES);
  });
});
