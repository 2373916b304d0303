import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtNow, updatedAtNow, uuidPrimaryKey } from '../../db/columns.ts';

// The search vocabulary. Owned by this module: only its data layer (repository files) imports this
// file (docs/decisions/040).

/**
 * What shoppers type and the catalogue's words for it (docs/decisions/052-search-vocabulary.md):
 * `phrase` "double bed" means "queen bed" or "king bed". Both stored normalized (the shared
 * `vocabularyText`: lower case, no accents, single spaces), so a phrase is unique as a search
 * would read it. Seeded by its migration with a starting set; staff edit it in the admin panel.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: uuidPrimaryKey(),
    phrase: text('phrase').notNull().unique('search_synonyms_phrase_key'),
    means: text('means').array().notNull(),
    createdAt: createdAtNow(),
    updatedAt: updatedAtNow(),
  },
  (t) => [
    check('search_synonyms_phrase_check', sql`${t.phrase} <> ''`),
    check('search_synonyms_means_check', sql`cardinality(${t.means}) > 0`),
  ],
);
