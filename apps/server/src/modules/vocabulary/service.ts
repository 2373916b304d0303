import {
  type ValidVocabularyEntryInput,
  VOCABULARY_ENTRIES_MAX,
  type VocabularyEntry,
} from '@sheesham/shared/search-vocabulary';
import type { Database } from '../../db/types.ts';
import { conflict } from '../../lib/http-error.ts';
import { type InvalidationBus, localInvalidation } from '../../lib/invalidation-bus.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  deleteEntry,
  insertEntry,
  listEntries,
  updateEntry,
  type VocabularyRow,
} from './repository.ts';
import { Vocabulary } from './vocabulary.ts';

/**
 * How long an instance keeps the vocabulary it read without being told of a change: the safety
 * net when a change's message is lost (Redis down), as the catalogue cache's TTL is.
 */
const VOCABULARY_TTL_MS = 30_000;

const toEntry = (row: VocabularyRow): VocabularyEntry => ({
  id: row.id,
  phrase: row.phrase,
  means: row.means,
  updatedAt: row.updatedAt.toISOString(),
});

const phraseTaken = (phrase: string) =>
  conflict(`"${phrase}" is already in the vocabulary. Edit that entry instead.`, 'phrase_taken', {
    phrase: 'This phrase is already in the vocabulary',
  });

/**
 * The search vocabulary: staff's edits, and the copy every search reads from memory. A change
 * drops the copy here and, through the bus, on every other instance, and tells the listeners
 * (the catalogue drops its cached answers, which the old vocabulary made).
 */
export class VocabularyService {
  private loaded: { vocabulary: Promise<Vocabulary>; until: number } | undefined;
  private readonly listeners: (() => void)[] = [];

  constructor(
    private readonly db: Database,
    private readonly bus: InvalidationBus = localInvalidation,
    private readonly now: () => number = Date.now,
  ) {
    bus.subscribe(() => this.changed());
  }

  /** Runs after every change of the vocabulary, here or on another instance. */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** The vocabulary as searches apply it: read once, then from memory until a change. */
  current(): Promise<Vocabulary> {
    const loaded = this.loaded;
    if (loaded && loaded.until > this.now()) return loaded.vocabulary;
    const vocabulary = listEntries(this.db).then((rows) => new Vocabulary(rows));
    const entry = { vocabulary, until: this.now() + VOCABULARY_TTL_MS };
    this.loaded = entry;
    // A failed read is not kept: the next search tries again.
    vocabulary.catch(() => {
      if (this.loaded === entry) this.loaded = undefined;
    });
    return vocabulary;
  }

  async list(): Promise<VocabularyEntry[]> {
    return (await listEntries(this.db)).map(toEntry);
  }

  /** Throws 409 `phrase_taken` for a phrase already there, 409 `vocabulary_full` past the cap. */
  async create(input: ValidVocabularyEntryInput): Promise<VocabularyEntry> {
    const row = await this.write(input.phrase, () =>
      insertEntry(this.db, input, VOCABULARY_ENTRIES_MAX),
    );
    if (row === 'full') {
      throw conflict(
        `The vocabulary holds at most ${VOCABULARY_ENTRIES_MAX} entries. Delete one first.`,
        'vocabulary_full',
      );
    }
    return toEntry(row);
  }

  /** Null for an unknown or malformed id; 409 `phrase_taken` when another entry has the phrase. */
  async update(id: string, input: ValidVocabularyEntryInput): Promise<VocabularyEntry | null> {
    if (!isUuid(id)) return null;
    const row = await this.write(input.phrase, () => updateEntry(this.db, id.toLowerCase(), input));
    return row && toEntry(row);
  }

  /** False for an unknown or malformed id. */
  async remove(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const deleted = await deleteEntry(this.db, id.toLowerCase());
    if (deleted) this.publish();
    return deleted;
  }

  /** A write that may meet the phrase's unique key; a row written is published. */
  private async write<T>(phrase: string, run: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await run();
    } catch (error) {
      if (isUniqueViolation(error)) throw phraseTaken(phrase);
      throw error;
    }
    if (result && result !== 'full') this.publish();
    return result;
  }

  private publish(): void {
    this.changed();
    this.bus.publish();
  }

  private changed(): void {
    this.loaded = undefined;
    for (const listener of this.listeners) listener();
  }
}
