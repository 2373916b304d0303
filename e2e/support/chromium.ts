import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium (`apt-get install -y chromium`); Playwright's own browser downloads are not used. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's build of the same Chromium without its desktop browser around it
 * (`apt-get install -y chromium-headless-shell`): what Playwright itself runs for headless pages.
 * The journeys use it; it took 232 s of CPU where the whole browser took 430 s for the same 79
 * (decision 070). The benches keep the whole browser, which their earlier figures measured.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The flags this machine needs (DESIGN.md "Versions"): no sandbox as root, no GPU, and no network
 * beyond 127.0.0.1, so the page can only reach the app under test.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** The whole Chromium by default; `{ shell: true }` for the headless shell (the journeys). */
export async function launchChromium({ shell = false } = {}): Promise<Browser> {
  const executablePath = shell ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
  if (!existsSync(executablePath)) {
    const pkg = shell ? 'chromium-headless-shell' : 'chromium';
    throw new Error(
      `${pkg} is missing at ${executablePath}. Install it with: apt-get install -y ${pkg}`,
    );
  }
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}
