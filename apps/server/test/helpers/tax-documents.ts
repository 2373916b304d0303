import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { taxDocuments } from '../../src/db/schema.ts';
import type { Database } from '../../src/db/types.ts';
import type { TestAccount } from './accounts.ts';

const run = promisify(execFile);

/** The text of a PDF as poppler's pdftotext reads it (layout kept, so columns stay on their line). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sheesham-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** GET a document URL under /api as `account` (or signed out). */
export function getAs(app: App, account: TestAccount | null, url: string) {
  return app.inject({ method: 'GET', url: `/api${url}`, headers: { ...account?.headers } });
}

/** The order's documents as stored, in issue order. */
export function documentsOf(db: Database, orderId: string) {
  return db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
}
