/**
 * pg_trgm's similarity, for the few hundred words of the vocabulary, which the server holds in
 * memory: a word's trigrams are those of the word padded with two spaces before and one after,
 * and two words are as similar as the share of their trigrams they have in common. The same
 * figure the database gives the catalogue's words (search_terms), so one threshold means the same
 * on both sides.
 */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const found = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3));
  return found;
}

export function similarity(a: Set<string>, b: Set<string>): number {
  let common = 0;
  for (const trigram of a) if (b.has(trigram)) common++;
  const union = a.size + b.size - common;
  return union === 0 ? 0 : common / union;
}
