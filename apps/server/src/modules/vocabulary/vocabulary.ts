import { VOCABULARY_WORDS_MAX } from '@sheesham/shared/search-vocabulary';
import { similarity, trigrams } from './trigram.ts';

/**
 * One thing the shopper asked for: their own words, and what else they may mean. A search ranks a
 * product by how many of a query's slots it matches (docs/decisions/052-search-vocabulary.md).
 */
export interface QuerySlot {
  /** The shopper's words, as typed: the search corrects their typos and reads word starts. */
  typed: string[];
  /** Other ways to say it, each a list of catalogue words that must all be there; exact words. */
  means: string[][];
  /** A phrase of the vocabulary: what the shopper named ("crockery unit"), not how (a wood). */
  phrase: boolean;
}

/** An entry as the search reads it: a phrase and its meanings (normalized, space-separated). */
export interface VocabularyEntryText {
  phrase: string;
  means: string[];
}

/** A word stands for a vocabulary word this similar (pg_trgm), as typos do for catalogue words. */
const TYPO_SIMILARITY = 0.5;
/** Shorter words are too short to correct: "cot" is one letter from "cut". */
const TYPO_LENGTH_MIN = 4;

/** Counts as shoppers type them: "6 seater" = "six seater", "2 door" = "two door". */
const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const NUMBER_SPELLINGS: ReadonlyMap<string, string> = new Map(
  NUMBER_WORDS.flatMap((word, n): [string, string][] => [
    [word, String(n)],
    [String(n), word],
  ]),
);

const isLetter = /^\p{L}$/u;

/**
 * Hindi particles as shoppers type them in Latin letters ("kapde ki almari", "peti wala palang",
 * "bachon ka bed"): they join the words that matter and name nothing, so a query and a phrase are
 * both read without them (unless nothing else is left).
 */
const PARTICLES: ReadonlySet<string> = new Set([
  'ka',
  'ki',
  'ke',
  'ko',
  'wala',
  'wali',
  'wale',
  'waala',
  'waali',
  'waale',
  'vala',
  'vali',
  'vale',
  'liye',
  'mein',
  'aur',
]);

/** q's tokens without the particles, or all of them when nothing else is left. */
const withoutParticles = (tokens: readonly string[]) => {
  const left = tokens.filter((token) => !PARTICLES.has(token));
  return left.length > 0 ? left : [...tokens];
};

/**
 * The shop's vocabulary as a search applies it, built from its entries: q's words become slots,
 * a known phrase (the longest first, "double bed" before "bed") one slot with its meanings, any
 * other word a slot of its own; a count also means its other spelling. A word that is not a
 * vocabulary word but close to one (a typo: "almiraah") is read as it for finding phrases; the
 * shopper's own words are kept in every slot either way. A phrase is also found through its words'
 * plain synonyms (one-word entries meaning one word: "palang" is bed, so "double palang" is read as
 * "double cot"), and Hindi particles ("ki", "wala") are left out of both.
 */
export class Vocabulary {
  private readonly meanings = new Map<string, string[][]>();
  /**
   * The phrases of two words or more by their words' plain synonyms (synonymOf), particles left
   * out: "double palang" is found as "double cot" is, "shoe almari" as "shoe almirah".
   */
  private readonly byPlainWords = new Map<string, string[][]>();
  /** A one-word phrase that means one word only ("palang": bed, "almari": wardrobe): that word. */
  private readonly synonyms = new Map<string, string>();
  private readonly words = new Map<string, Set<string>>();
  /** The one-word phrases ("almirah", "kursi"), which "Did you mean" may offer. */
  private readonly oneWordPhrases = new Map<string, Set<string>>();
  private readonly longest: number;

  constructor(entries: readonly VocabularyEntryText[]) {
    let longest = 1;
    for (const { phrase, means } of entries) {
      this.meanings.set(
        phrase,
        means.map((m) => m.split(' ')),
      );
      const words = phrase.split(' ');
      longest = Math.max(longest, words.length);
      for (const word of words) if (!this.words.has(word)) this.words.set(word, trigrams(word));
      if (words.length === 1) this.oneWordPhrases.set(phrase, trigrams(phrase));
    }
    this.longest = Math.min(longest, VOCABULARY_WORDS_MAX);
    for (const { phrase, means } of entries) {
      const [only, ...others] = means;
      if (!phrase.includes(' ') && only !== undefined && others.length === 0 && !only.includes(' '))
        this.synonyms.set(phrase, only);
    }
    for (const [phrase, means] of this.meanings) {
      const words = withoutParticles(phrase.split(' '));
      const key = this.plainWords(words);
      if (words.length > 1 && !this.byPlainWords.has(key)) this.byPlainWords.set(key, means);
    }
  }

  /**
   * A word as its plain synonym ("cot" → "bed", "almari" → "wardrobe", "kursi" → "chair"),
   * following a chain of them ("wood" → "wooden") a few steps at most; else the word.
   */
  private synonymOf(word: string): string {
    let plain = word;
    for (let step = 0; step < 3; step++) {
      const next = this.synonyms.get(plain);
      if (next === undefined || next === word) break;
      plain = next;
    }
    return plain;
  }

  /** Words joined as a phrase key of byPlainWords. */
  private plainWords(words: readonly string[]): string {
    return words.map((word) => this.synonymOf(word)).join(' ');
  }

  /** The meanings of the phrase `words` make: as written, else by their plain synonyms. */
  private phraseMeanings(words: readonly string[]): string[][] | undefined {
    const exact = this.meanings.get(words.join(' '));
    if (exact !== undefined || words.length < 2) return exact;
    return this.byPlainWords.get(this.plainWords(words));
  }

  /**
   * The one-word phrase closest to `word` from `threshold` on, with its similarity: what "Did you
   * mean" may offer besides the catalogue's words ("almira" for "almera").
   */
  closestPhrase(word: string, threshold: number): { word: string; similarity: number } | null {
    return closest(word, this.oneWordPhrases, threshold);
  }

  /**
   * q's words (searchTokens) as slots, at most `max`: phrases found, counts given both spellings,
   * repeats dropped, and one-letter words left out unless a phrase uses them ("l shape sofa") or
   * nothing else is left.
   */
  slots(typedTokens: readonly string[], max: number): QuerySlot[] {
    const tokens = withoutParticles(typedTokens);
    const readAs = tokens.map((token) => this.readAs(token));
    const slots: QuerySlot[] = [];
    for (let at = 0; at < tokens.length; ) {
      const length = this.phraseAt(readAs, at);
      const typed = tokens.slice(at, at + length);
      const phrase = this.phraseMeanings(readAs.slice(at, at + length));
      const count = length === 1 ? NUMBER_SPELLINGS.get(readAs[at] as string) : undefined;
      const means = [...(phrase ?? []), ...(count ? [[count]] : [])];
      slots.push({ typed, means, phrase: phrase !== undefined });
      at += length;
    }
    const unique = [...new Map(slots.map((slot) => [JSON.stringify(slot), slot])).values()];
    const meaningful = unique.filter(
      (slot) =>
        slot.means.length > 0 || slot.typed.length > 1 || !isLetter.test(slot.typed[0] ?? ''),
    );
    return (meaningful.length > 0 ? meaningful : unique).slice(0, max);
  }

  /** How many words from `at` form the longest known phrase; 1 when none does. */
  private phraseAt(readAs: readonly string[], at: number): number {
    for (let length = Math.min(this.longest, readAs.length - at); length > 1; length--) {
      if (this.phraseMeanings(readAs.slice(at, at + length))) return length;
    }
    return 1;
  }

  /**
   * The vocabulary word a token is read as: itself, or the vocabulary word it is a typo of (one
   * letter too many or two swapped, "tabel", else the closest by trigrams).
   */
  private readAs(token: string): string {
    if (this.words.has(token) || token.length < TYPO_LENGTH_MIN || /\p{N}/u.test(token)) {
      return token;
    }
    const slip = slips(token).find((variant) => this.words.has(variant));
    return slip ?? closest(token, this.words, TYPO_SIMILARITY)?.word ?? token;
  }
}

/**
 * The words one slip of the keyboard away from `word`: a letter dropped ("sofha" → "sofa") or two
 * neighbours swapped ("chiar" → "chair"). Trigrams miss these in short words: "chiar" and "chair"
 * share two trigrams of ten. Words of four letters or more; at most 2n - 1 variants.
 */
export function slips(word: string): string[] {
  const letters = [...word];
  if (letters.length < TYPO_LENGTH_MIN) return [];
  const found = new Set<string>();
  for (let i = 0; i < letters.length; i++) {
    found.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
    if (i + 1 < letters.length && letters[i] !== letters[i + 1]) {
      const swapped = [...letters];
      [swapped[i], swapped[i + 1]] = [letters[i + 1] as string, letters[i] as string];
      found.add(swapped.join(''));
    }
  }
  found.delete(word);
  return [...found];
}

/** The candidate closest to `word` from `threshold` on (ties: the first in byte order); exact first. */
function closest(
  word: string,
  candidates: ReadonlyMap<string, Set<string>>,
  threshold: number,
): { word: string; similarity: number } | null {
  if (candidates.has(word)) return { word, similarity: 1 };
  const own = trigrams(word);
  let best: { word: string; similarity: number } | null = null;
  for (const [candidate, theirs] of candidates) {
    const score = similarity(own, theirs);
    if (score < threshold) continue;
    if (!best || score > best.similarity || (score === best.similarity && candidate < best.word)) {
      best = { word: candidate, similarity: score };
    }
  }
  return best;
}
