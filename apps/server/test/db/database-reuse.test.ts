import { describe, expect, it } from 'vitest';
import { type SqlRunner, USER_SCHEMAS } from '../helpers/database-reset.ts';
import { insertProduct } from '../helpers/order-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// A worker hands the database one file released to its next file (decision 070): it must come
// back exactly as the template left it, or not at all.

function sqlOf(database: TestDatabase): SqlRunner {
  return database.kind === 'pglite' ? database.client : database.pool;
}

/** Which database this is: PGlite's client object, or the PostgreSQL database's name. */
async function identityOf(database: TestDatabase): Promise<unknown> {
  if (database.kind === 'pglite') return database.client;
  const { rows } = await database.pool.query<{ name: string }>('select current_database() as name');
  return rows[0]?.name;
}

/** Every table's rows and every sequence's position, in an order that does not depend on storage. */
async function contentsOf(database: TestDatabase): Promise<Record<string, unknown>> {
  const sql = sqlOf(database);
  const { rows } = await sql.query<{ name: string; kind: string }>(
    `select c.oid::regclass::text as name, c.relkind::text as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'S') and ${USER_SCHEMAS} order by 1`,
  );
  const contents: Record<string, unknown> = {};
  for (const { name, kind } of rows) {
    const query =
      kind === 'S'
        ? `select json_build_object('last', last_value, 'called', is_called)::text as value from ${name}`
        : `select coalesce(json_agg(t::text order by t::text), '[]')::text as value from ${name} t`;
    const answer = await sql.query<{ value: string }>(query);
    contents[name] = JSON.parse(answer.rows[0]?.value ?? 'null');
  }
  return contents;
}

describe('a test database handed to the next file', () => {
  it('comes back with only the migrations’ rows, and its sequences where they were', async () => {
    const first = await createTestDatabase();
    const firstIdentity = await identityOf(first);
    const before = await contentsOf(first);
    expect(Object.keys(before)).toContain('products');
    expect((before.search_synonyms as unknown[]).length).toBeGreaterThan(0);

    const sql = sqlOf(first);
    await insertProduct(first.db, { name: 'Reset test bed' });
    await sql.query(`select nextval('orders_number_seq')`);
    await sql.query(
      'delete from search_synonyms where ctid in (select ctid from search_synonyms limit 5)',
    );
    await sql.query('update delivery_zones set charge_paise = charge_paise + 100');
    expect(await contentsOf(first)).not.toEqual(before);
    await first.release();

    const second = await createTestDatabase();
    try {
      expect(await identityOf(second)).toBe(firstIdentity);
      expect(await contentsOf(second)).toEqual(before);
    } finally {
      await second.release();
    }
  });

  it('is not handed on when a file changed its schema', async () => {
    const first = await createTestDatabase();
    const firstIdentity = await identityOf(first);
    await sqlOf(first).query('create table stray_test_table (id integer)');
    await first.release();

    const second = await createTestDatabase();
    try {
      expect(await identityOf(second)).not.toBe(firstIdentity);
      const { rows } = await sqlOf(second).query<{ found: string | null }>(
        `select to_regclass('stray_test_table')::text as found`,
      );
      expect(rows[0]?.found).toBeNull();
    } finally {
      await second.release();
    }
  });

  it('is not handed on once closed', async () => {
    const first = await createTestDatabase();
    const firstIdentity = await identityOf(first);
    await first.close();
    await first.release();

    const second = await createTestDatabase();
    try {
      expect(await identityOf(second)).not.toBe(firstIdentity);
    } finally {
      await second.release();
    }
  });
});
