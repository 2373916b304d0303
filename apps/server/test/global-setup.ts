import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (dumpDataDir tarball) every test file starts from. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database every test file's database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run and lets each test file copy it, instead of every file running
 * every migration again (on a busy 2-core machine that was ~4-25 s per file on PGlite). The
 * template is built from the migrations of this checkout on every run, so it is never stale.
 *
 * One vitest run holds the suite on both databases (vitest.config.ts): each project names its
 * database here through its own global-setup file, never through TEST_DATABASE_URL alone. Projects
 * of one database share one template (built by the first, removed after the last).
 */
export async function setupTemplate(
  project: TestProject,
  kind: 'pglite' | 'postgres',
): Promise<() => Promise<void>> {
  const key = kind;
  let shared = templates.get(key);
  if (!shared) {
    shared = {
      users: 0,
      ready: kind === 'pglite' ? buildPgliteTemplate() : buildPostgresTemplate(),
    };
    templates.set(key, shared);
  }
  shared.users++;
  const template = await shared.ready;
  project.provide(kind === 'pglite' ? 'pgliteTemplate' : 'postgresTemplate', template.name);
  const entry = shared;
  return async () => {
    entry.users--;
    if (entry.users > 0) return;
    templates.delete(key);
    await template.remove();
  };
}

interface Template {
  /** The tarball's path (PGlite) or the database's name (PostgreSQL). */
  name: string;
  remove(): Promise<void>;
}

type SharedTemplates = Map<string, { users: number; ready: Promise<Template> }>;
// On globalThis: vitest may load this file once per project that names it.
const scope = globalThis as { sheeshamTestTemplates?: SharedTemplates };
scope.sheeshamTestTemplates ??= new Map();
const templates: SharedTemplates = scope.sheeshamTestTemplates;

async function buildPgliteTemplate(): Promise<Template> {
  const { db, client } = await openPglite();
  await migrateDatabase({ kind: 'pglite', db, client, close: () => client.close() });
  // Written out, so a file's copy starts without replaying the migrations' WAL (decision 069).
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'sheesham-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { name: file, remove: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function buildPostgresTemplate(): Promise<Template> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The PostgreSQL project needs TEST_DATABASE_URL');
  const name = `sheesham_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { db, pool } = openPostgres(url.toString());
  try {
    await migrateDatabase({ kind: 'postgres', db, pool, close: () => pool.end() });
  } finally {
    // CREATE DATABASE … TEMPLATE needs the template to have no connections.
    await pool.end();
  }
  return {
    name,
    async remove() {
      // The copies workers kept for their next file (test/helpers/test-database.ts), then it.
      const copies = await adminQuery<{ datname: string }>(
        serverUrl,
        `select datname from pg_database where starts_with(datname, $1)`,
        [`${name}_copy_`],
      );
      for (const { datname } of copies) {
        await adminQuery(serverUrl, `drop database if exists ${datname} with (force)`);
      }
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery<Row extends pg.QueryResultRow>(
  serverUrl: string,
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return (await admin.query<Row>(text, params)).rows;
  } finally {
    await admin.end();
  }
}
