import { sql } from 'drizzle-orm';
import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * The columns most tables start or end with, declared once so every owner's schema.ts says them
 * the same way. Each call makes a new column: a table spreads none of them into another.
 */

/** `id uuid primary key default gen_random_uuid()`: the database names the row. */
export const uuidPrimaryKey = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

/**
 * `seq bigint generated always as identity`: the order rows were inserted in, where two rows can
 * share a `created_at` (PGlite's clock counts milliseconds, docs/decisions/010).
 */
export const insertionOrder = () =>
  bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity();

/** `created_at timestamptz not null default now()`. */
export const createdAtNow = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `updated_at timestamptz not null default now()`; a write that changes the row sets it. */
export const updatedAtNow = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
