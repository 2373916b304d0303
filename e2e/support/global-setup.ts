import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailbox } from './mailbox.ts';
import { type AdminCredentials, startServer } from './server-process.ts';
import { openEverySlotWide } from './slot-places.ts';

/** The admin the journeys sign in as; null against an external server given no E2E_ADMIN_*. */
export type ProvidedAdmin = Pick<AdminCredentials, 'email' | 'password'> | null;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: ProvidedAdmin;
    /** Where the shop's sent mails are filed (support/mailbox.ts); null against an external server. */
    mailbox: string | null;
  }
}

function externalAdmin(): ProvidedAdmin {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  return email && password ? { email, password } : null;
}

/**
 * One real server for the whole e2e run: production mode, a fresh data dir, the demo seed, one
 * admin account (made with admin:create before the server starts; its password is new each run),
 * every delivery slot with the most places a day may have (support/slot-places.ts) and a local
 * SMTP server its mails go to (support/mailbox.ts).
 * E2E_BASE_URL points the journeys at a server that is already running instead, with
 * E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD naming an admin there for the admin journeys.
 */
export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/+$/, ''));
    project.provide('admin', externalAdmin());
    project.provide('mailbox', null);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sheesham-e2e-'));
  const admin: AdminCredentials = {
    name: 'Asha Verma',
    email: 'e2e-admin@example.in',
    password: `shisham-${randomBytes(12).toString('base64url')}`,
  };
  // The demo pictures npm test's unit phase drew and checked: the first start keeps them and
  // draws only what is missing (none, or all of them when the journeys run alone).
  const drawn = process.env.TEST_DEMO_MEDIA_DIR;
  if (drawn && existsSync(drawn)) cpSync(drawn, join(dataDir, 'media'), { recursive: true });
  const mailboxDir = join(dataDir, 'mailbox');
  const mailbox = await startMailbox(mailboxDir);
  const server = await startServer({ dataDir, admin, env: { SMTP_URL: mailbox.url } });
  await openEverySlotWide(server.url, admin);
  project.provide('baseUrl', server.url);
  project.provide('admin', { email: admin.email, password: admin.password });
  project.provide('mailbox', mailboxDir);

  return async () => {
    await server.stop();
    await mailbox.stop();
    if (process.env.KEEP_E2E_DATA) console.log(`e2e data dir kept: ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  };
}
