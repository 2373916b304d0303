import type { SqlClient } from './migration-level.ts';

/** Rows per INSERT: a few MB of JSON at most for this shop's widest rows. */
const BATCH_ROWS = 500;

interface TablePlan {
  name: string;
  /** Columns the copy writes: every column but the generated ones, which the target computes. */
  columns: string[];
  /** A foreign key to itself (credit note → invoice): copied in one statement, see copyTable. */
  selfReferencing: boolean;
}

/**
 * Tables that triggers on another table keep (migrations 0011, 0026, 0027, 0029): copying products writes them, so a
 * copy of their own rows would count every product twice.
 */
const TRIGGER_MAINTAINED = new Set([
  'product_counts',
  'name_word_counts',
  'search_word_counts',
  'name_word_entries',
]);

/**
 * Tables their migration seeds (the starting search vocabulary, migration 0016): the target has
 * those rows before the copy, and the source's, as staff edited them, must replace them, not sit
 * beside them or lose to them on a unique phrase.
 */
const MIGRATION_SEEDED = new Set(['search_synonyms']);

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function publicTables(client: SqlClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  return rows.map((r) => r.name);
}

async function foreignKeys(client: SqlClient): Promise<{ child: string; parent: string }[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`,
  );
  return rows;
}

async function writableColumns(client: SqlClient, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [`public.${quote(table)}`],
  );
  return rows.map((r) => r.name);
}

/** Parents before children, so every foreign key finds its row (Kahn's algorithm). */
export function parentsFirst(
  tables: string[],
  keys: { child: string; parent: string }[],
): string[] {
  const waitingOn = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of keys) {
    if (child !== parent) waitingOn.get(child)?.add(parent);
  }
  const order: string[] = [];
  while (waitingOn.size > 0) {
    const ready = [...waitingOn].filter(([, parents]) => parents.size === 0).map(([t]) => t);
    if (ready.length === 0) {
      throw new Error(`Foreign keys form a cycle among: ${[...waitingOn.keys()].join(', ')}`);
    }
    for (const table of ready) {
      waitingOn.delete(table);
      order.push(table);
      for (const parents of waitingOn.values()) parents.delete(table);
    }
  }
  return order;
}

async function plan(source: SqlClient, target: SqlClient): Promise<TablePlan[]> {
  const tables = await publicTables(source);
  const keys = await foreignKeys(source);
  const targetTables = new Set(await publicTables(target));
  const plans: TablePlan[] = [];
  for (const name of parentsFirst(tables, keys)) {
    if (TRIGGER_MAINTAINED.has(name)) continue;
    const columns = await writableColumns(source, name);
    const targetColumns = targetTables.has(name) ? await writableColumns(target, name) : [];
    if (columns.join(',') !== targetColumns.join(',')) {
      throw new Error(
        `Table ${name} differs between the backup and the target (columns ${columns.join(', ')} vs ${targetColumns.join(', ') || 'none'}); both must be at the same migration.`,
      );
    }
    const selfReferencing = keys.some((k) => k.child === name && k.parent === name);
    plans.push({ name, columns, selfReferencing });
  }
  return plans;
}

/**
 * Reads `table` as JSON batches (ctid order: the source is a still snapshot) and inserts them with
 * json_populate_recordset, so each value goes through PostgreSQL's own text form and back. A
 * self-referencing table goes in one statement: its foreign keys are checked at the statement's
 * end, whatever order the rows come in. Identity values are kept (OVERRIDING SYSTEM VALUE);
 * a row a trigger already wrote (search_terms, from products) is not written twice.
 */
async function copyTable(source: SqlClient, target: SqlClient, table: TablePlan): Promise<number> {
  const name = `public.${quote(table.name)}`;
  const list = table.columns.map(quote).join(', ');
  const batch = table.selfReferencing ? null : BATCH_ROWS;
  if (MIGRATION_SEEDED.has(table.name)) await target.query(`delete from ${name}`);
  let copied = 0;
  for (let offset = 0; ; offset += batch ?? 0) {
    const page = batch === null ? '' : `limit ${batch} offset ${offset}`;
    const { rows } = await source.query<{ rows: string | null }>(
      `select json_agg(r)::text as rows from (select ${list} from ${name} order by ctid ${page}) r`,
    );
    const json = rows[0]?.rows;
    if (!json) break;
    await target.query(
      `insert into ${name} (${list}) overriding system value
       select ${list} from json_populate_recordset(null::${name}, $1::json) on conflict do nothing`,
      [json],
    );
    copied += (JSON.parse(json) as unknown[]).length;
    if (batch === null) break;
  }
  return copied;
}

/** Sets every sequence of the target where the source's stands (identity columns included). */
async function copySequences(source: SqlClient, target: SqlClient): Promise<void> {
  const { rows } = await source.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S'`,
  );
  for (const { name } of rows) {
    const seq = `public.${quote(name)}`;
    const { rows: state } = await source.query<{ value: string; called: boolean }>(
      `select last_value::text as value, is_called as called from ${seq}`,
    );
    const s = state[0];
    if (s)
      await target.query('select setval($1::regclass, $2::bigint, $3)', [seq, s.value, s.called]);
  }
}

async function rowCount(client: SqlClient, table: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from public.${quote(table)}`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Copies every row of the source's public tables into the target's, which has the same schema
 * (both migrated by this build) and no rows but its migrations' seeds (MIGRATION_SEEDED). The caller runs it inside one transaction on the
 * target. Ends by checking that no table has fewer rows than its source.
 */
export async function copyTables(
  source: SqlClient,
  target: SqlClient,
): Promise<{ table: string; rows: number }[]> {
  const copied: { table: string; rows: number }[] = [];
  for (const table of await plan(source, target)) {
    copied.push({ table: table.name, rows: await copyTable(source, target, table) });
  }
  await copySequences(source, target);
  for (const { table, rows } of copied) {
    const landed = await rowCount(target, table);
    if (landed < rows) throw new Error(`Table ${table}: ${rows} rows read, ${landed} written.`);
  }
  return copied;
}
