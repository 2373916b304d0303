/**
 * Puts a test database back the way the run's template left it, so the next test file of the same
 * worker can use it instead of opening a new copy (a PGlite open took about a second, a
 * PostgreSQL copy about half of one: decision 070).
 *
 * The pristine state is read once from a fresh copy: every table's rows (only the few the
 * migrations seed have any), every sequence's position and a fingerprint of the schema. A reset
 * empties every table, puts the seeded rows back and the sequences where they were. A file that
 * changed the schema (a trigger, a column, a function) cannot be reset: the fingerprint differs,
 * and the caller throws that database away.
 */

/** What both databases' clients can do: PGlite's client, or one node-postgres connection. */
export interface SqlRunner {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface PristineState {
  fingerprint: string;
  /** Every table, as `schema.table` (quoted where needed). */
  tables: string[];
  /** The rows of the tables that have any, without their generated columns. */
  seeded: { table: string; columns: string; rows: string }[];
  /** Every sequence's position: `[{ name, last_value, is_called }]` as JSON. */
  sequences: string;
}

/** A `where` clause on `pg_namespace n`: the schemas that hold the shop's own tables. */
export const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema')
  and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`;

/** The schema as one hash: relations, columns, constraints, triggers, functions and indexes. */
const FINGERPRINT = `
  select md5(coalesce(string_agg(item, '|' order by item), '')) as fingerprint from (
    select 'r ' || c.oid::regclass::text || ' ' || c.relkind::text as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS}
    union all
    select 'a ' || a.attrelid::regclass::text || ' ' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
        || ' ' || a.attnotnull || ' ' || a.attgenerated::text || ' ' || a.attidentity::text
        || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attnum > 0 and not a.attisdropped and ${USER_SCHEMAS}
    union all
    select 'k ' || k.conrelid::regclass::text || ' ' || k.conname || ' ' || pg_get_constraintdef(k.oid)
      from pg_constraint k join pg_namespace n on n.oid = k.connamespace where ${USER_SCHEMAS}
    union all
    select 't ' || t.tgrelid::regclass::text || ' ' || t.tgname || ' ' || t.tgenabled::text || ' ' || t.tgfoid::regprocedure::text
      from pg_trigger t where not t.tgisinternal
    union all
    select 'f ' || p.oid::regprocedure::text || ' ' || md5(coalesce(p.prosrc, ''))
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${USER_SCHEMAS}
    union all
    select 'i ' || pg_get_indexdef(i.indexrelid)
      from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
      where ${USER_SCHEMAS}
  ) items`;

async function fingerprintOf(sql: SqlRunner): Promise<string> {
  const { rows } = await sql.query<{ fingerprint: string }>(FINGERPRINT);
  return rows[0]?.fingerprint ?? '';
}

async function relationsOf(sql: SqlRunner, kinds: string): Promise<string[]> {
  const { rows } = await sql.query<{ name: string }>(
    `select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = any($1::"char"[]) and ${USER_SCHEMAS} order by 1`,
    [`{${kinds}}`],
  );
  return rows.map((row) => row.name);
}

/** Reads a fresh copy's state; call it before anything writes to that copy. */
export async function readPristineState(sql: SqlRunner): Promise<PristineState> {
  const tables = await relationsOf(sql, 'r,p');
  const seeded: PristineState['seeded'] = [];
  for (const table of tables) {
    const { rows } = await sql.query<{ columns: string | null; rows: string | null }>(
      `select
         (select string_agg(quote_ident(attname), ', ' order by attnum) from pg_attribute
           where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '')
           as columns,
         (select json_agg(t)::text from ${table} t) as rows`,
      [table],
    );
    const row = rows[0];
    if (row?.rows && row.columns) seeded.push({ table, columns: row.columns, rows: row.rows });
  }
  const sequences = await relationsOf(sql, 'S');
  const positions = [];
  for (const name of sequences) {
    const { rows } = await sql.query<{ last_value: string; is_called: boolean }>(
      `select last_value, is_called from ${name}`,
    );
    positions.push({ name, last_value: rows[0]?.last_value, is_called: rows[0]?.is_called });
  }
  return {
    fingerprint: await fingerprintOf(sql),
    tables,
    seeded,
    sequences: JSON.stringify(positions),
  };
}

/** The tables that have rows now, and those that had rows at first. */
async function tablesWithRows(sql: SqlRunner, pristine: PristineState): Promise<string[]> {
  const { tables } = pristine;
  const { rows } = await sql.query<{ i: number }>(
    tables
      .map((table, i) => `select ${i} as i where exists (select from ${table})`)
      .join(' union all '),
  );
  const names = new Set([
    ...rows.map(({ i }) => tables[i]),
    ...pristine.seeded.map((seeded) => seeded.table),
  ]);
  return [...names].filter((name): name is string => name !== undefined);
}

/**
 * How a reset empties the tables, so that they are as a fresh copy has them (no pages, no
 * visibility map: a plan a test checks may depend on it):
 * - `all`: every table in one TRUNCATE. PGlite's files are in memory: about 0.15 s a file.
 * - `with-rows`: TRUNCATE only the tables that have rows, and those that refer to them. PostgreSQL
 *   makes new files for each table and index it truncates: all 34 took 0.14–0.18 s on a quiet
 *   machine.
 */
export type EmptyBy = 'all' | 'with-rows';

async function emptyTables(sql: SqlRunner, pristine: PristineState, by: EmptyBy) {
  const tables = by === 'all' ? pristine.tables : await tablesWithRows(sql, pristine);
  await sql.query(`truncate ${tables.join(', ')} cascade`);
}

/**
 * Empties the database back to its pristine state in one transaction. Resolves false, having
 * changed nothing, when the schema is not the pristine one; throws when the reset fails (a lock it
 * could not take, say): either way the caller must not use that database again.
 */
export async function resetToPristine(
  sql: SqlRunner,
  pristine: PristineState,
  by: EmptyBy,
): Promise<boolean> {
  if ((await fingerprintOf(sql)) !== pristine.fingerprint) return false;
  await sql.query('begin');
  try {
    // A connection a file left open must not make the reset wait for ever.
    await sql.query(`set local lock_timeout = '5s'`);
    // The seeded rows go back as they were, without foreign-key checks or triggers.
    await sql.query('set local session_replication_role = replica');
    // Nothing here needs to survive a crash: the commit need not wait for the disk.
    await sql.query('set local synchronous_commit = off');
    await emptyTables(sql, pristine, by);
    for (const { table, columns, rows } of pristine.seeded) {
      await sql.query(
        `insert into ${table} (${columns}) overriding system value
           select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
        [rows],
      );
    }
    await sql.query(
      `select setval(s.name::regclass, s.last_value, s.is_called)
         from json_to_recordset($1::json) as s(name text, last_value bigint, is_called boolean)`,
      [pristine.sequences],
    );
    await sql.query('commit');
  } catch (error) {
    await sql.query('rollback').catch(() => {});
    throw error;
  }
  return true;
}
