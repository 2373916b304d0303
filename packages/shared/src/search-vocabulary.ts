import { z } from 'zod';

/**
 * The shop's search vocabulary (docs/decisions/052-search-vocabulary.md): words shoppers type
 * ("almirah", "double bed") and the catalogue's words they mean ("wardrobe"; "queen bed", "king
 * bed"). Staff edit it in the admin panel; the server applies it to every search. Its own module,
 * so the storefront's first load does not carry it.
 */

/** A phrase or a meaning has at most this many words, and this many characters. */
export const VOCABULARY_WORDS_MAX = 4;
export const VOCABULARY_TEXT_MAX = 60;
/** A phrase stands for at most this many meanings. */
export const VOCABULARY_MEANINGS_MAX = 8;
/** The vocabulary holds at most this many entries: every search reads all of it from memory. */
export const VOCABULARY_ENTRIES_MAX = 2000;

/**
 * A text's search words: lower case, accents dropped, split at anything but a letter or digit, and
 * digits apart from letters ("3door" is "3 door", as shoppers type sizes and counts). The search
 * splits q the same way, so an entry's words meet a query's.
 */
export function searchTokens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/(\p{N})(?=\p{L})|(\p{L})(?=\p{N})/gu, '$1$2 ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A phrase or meaning as stored: its search words joined by single spaces. */
export const vocabularyText = (text: string) => searchTokens(text).join(' ');

const vocabularyPhrase = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(VOCABULARY_TEXT_MAX, `${label} must be at most ${VOCABULARY_TEXT_MAX} characters`)
    .transform(vocabularyText)
    .refine((text) => text.length > 0, `${label} needs a letter or a digit`)
    .refine(
      (text) => text.split(' ').length <= VOCABULARY_WORDS_MAX,
      `${label} must be at most ${VOCABULARY_WORDS_MAX} words`,
    );

/**
 * POST and PUT /admin/vocabulary body: the shopper's `phrase` and what it `means`, each meaning
 * the catalogue's words for it. Both are stored normalized (vocabularyText); repeated meanings are
 * kept once, and the phrase itself need not be listed: a search always keeps the shopper's words.
 */
export const vocabularyEntryInputSchema = z
  .object({
    phrase: vocabularyPhrase('Phrase'),
    means: z
      .array(vocabularyPhrase('Each meaning'), { message: 'Meanings must be a list' })
      .min(1, 'Give at least one meaning')
      .max(VOCABULARY_MEANINGS_MAX, `Give at most ${VOCABULARY_MEANINGS_MAX} meanings`)
      .transform((means) => [...new Set(means)]),
  })
  .strict()
  .transform(({ phrase, means }) => ({ phrase, means: means.filter((m) => m !== phrase) }))
  .refine((entry) => entry.means.length > 0, {
    message: 'A meaning must differ from the phrase',
    path: ['means'],
  });

export type VocabularyEntryInput = z.input<typeof vocabularyEntryInputSchema>;
export type ValidVocabularyEntryInput = z.output<typeof vocabularyEntryInputSchema>;

export const vocabularyEntrySchema = z.object({
  id: z.string(),
  phrase: z.string(),
  means: z.array(z.string()),
  updatedAt: z.string(),
});

export type VocabularyEntry = z.infer<typeof vocabularyEntrySchema>;

/** GET /admin/vocabulary: every entry (at most VOCABULARY_ENTRIES_MAX), by phrase. */
export const vocabularyListSchema = z.array(vocabularyEntrySchema);

/** The meanings as the admin form shows and reads them: comma-separated. */
export const meaningsText = (means: readonly string[]) => means.join(', ');
export const meaningsOf = (text: string) =>
  text
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);
