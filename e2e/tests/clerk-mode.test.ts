import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium.ts';
import { type RunningProcess, startServer } from '../support/server-process.ts';

/**
 * Clerk mode in a real browser (docs/decisions/045), as far as it goes without a live Clerk
 * instance, which this machine cannot reach: the built-in mode never loads Clerk; Clerk mode
 * loads Clerk's browser bundle from the instance's Frontend API (the publishable key's host),
 * which the Content-Security-Policy allows, and says so when it cannot load.
 */
const FRONTEND_API = 'sheesham-e2e.clerk.accounts.dev';
const PUBLISHABLE_KEY = `pk_test_${Buffer.from(`${FRONTEND_API}$`).toString('base64')}`;

let browser: Browser;
let clerkShop: RunningProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sheesham-e2e-clerk-'));
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  browser = await launchChromium({ shell: true });
  clerkShop = await startServer({
    dataDir,
    env: {
      // An empty shop starts in seconds; the sign-in page needs no catalogue.
      SEED_DEMO: 'false',
      AUTH_PROVIDER: 'clerk',
      CLERK_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      CLERK_JWT_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      CLERK_AUTHORIZED_PARTIES: 'http://127.0.0.1',
    },
  });
}, 480_000);

afterAll(async () => {
  await browser?.close();
  await clerkShop?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every URL the page asked for, and every script the CSP refused. */
async function openAuth(
  baseUrl: string,
): Promise<{ page: Page; requested: string[]; refused: string[] }> {
  const page = await browser.newPage();
  const requested: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${baseUrl}/auth`);
  return { page, requested, refused };
}

describe('Clerk mode', () => {
  it('never loads Clerk in the built-in mode', async () => {
    const { page, requested } = await openAuth(inject('baseUrl'));
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(requested.filter((url) => /clerk/i.test(url))).toEqual([]);
    await page.close();
  });

  it("loads Clerk's browser bundle from the instance's Frontend API, allowed by the CSP", async () => {
    const { page, requested, refused } = await openAuth(clerkShop.url);
    await expect
      .poll(() => requested.find((url) => url.startsWith(`https://${FRONTEND_API}/`)))
      .toMatch(/\/npm\/@clerk\/clerk-js@/);
    // This machine has no network: Clerk cannot load, and the page says so instead of spinning.
    await page.getByText('Sign-in is unavailable right now').waitFor({ timeout: 30_000 });
    expect(refused).toEqual([]);
    // No built-in sign-in form in Clerk mode.
    expect(await page.getByRole('tab', { name: 'Sign Up' }).count()).toBe(0);
    await page.close();
  });
});
