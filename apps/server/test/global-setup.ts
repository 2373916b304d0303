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
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return setupPostgresTemplate(project, serverUrl);
  return setupPgliteTemplate(project);
}

async function setupPgliteTemplate(project: TestProject) {
  const { db, client } = await openPglite();
  await migrateDatabase({ kind: 'pglite', db, client, close: () => client.close() });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'sheesham-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgresTemplate(project: TestProject, serverUrl: string) {
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
  project.provide('postgresTemplate', name);
  project.provide('pgliteTemplate', '');
  return async () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
