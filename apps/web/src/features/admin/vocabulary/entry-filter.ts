import { searchTokens, type VocabularyEntry } from '@sheesham/shared/search-vocabulary';

/**
 * The entries whose phrase or meanings hold every word of `text` (as a word's start), so "almi"
 * finds "almirah" and "wardrobe" finds every phrase that means one. Blank text keeps them all.
 */
export function filterEntries(entries: VocabularyEntry[], text: string): VocabularyEntry[] {
  const wanted = searchTokens(text);
  if (wanted.length === 0) return entries;
  return entries.filter((entry) => {
    const words = [entry.phrase, ...entry.means].join(' ').split(' ');
    return wanted.every((w) => words.some((word) => word.startsWith(w)));
  });
}
