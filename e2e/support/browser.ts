import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchChromium } from './chromium.ts';

const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'test-results');

export const MOBILE_VIEWPORT = { width: 390, height: 844 };

/** React's hydration mismatches (the production build names them by error number). */
const HYDRATION_PROBLEM = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;
/** The browser's own line for an HTTP error answer; the journeys provoke 404s and 409s on purpose. */
const RESOURCE_STATUS = /^Failed to load resource: the server responded with a status of/;

/** A console message that fails the test: any error (a CSP refusal too), or a hydration warning. */
export function isConsoleProblem(type: string, text: string): boolean {
  if (HYDRATION_PROBLEM.test(text)) return true;
  return type === 'error' && !RESOURCE_STATUS.test(text);
}

export interface BrowserSession {
  readonly baseUrl: string;
  readonly page: Page;
}

/**
 * A server-rendered page shows its buttons before React runs. Once `hydrateRoot` (or `createRoot`)
 * has been called on #root, React holds on to a click and replays it after hydrating; before, the
 * click is lost. So every `page.goto` waits for React to own #root before the test goes on.
 */
function waitForReactAfterGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // Only the app's pages: a JSON call (e.g. /api/health, to reach the origin) has no #root.
    if (!response?.headers()['content-type']?.startsWith('text/html')) return response;
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
    });
    return response;
  };
}

/**
 * Call once at the top of a test file: one Chromium for the file, a fresh context (empty storage,
 * so an empty cart) and page for every test. Any uncaught error in the page, console error or
 * hydration warning fails the test, and a failed test leaves a screenshot in e2e/test-results/.
 */
export function useBrowser(contextOptions: BrowserContextOptions = {}): BrowserSession {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium({ shell: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start');
    context = await browser.newContext({ baseURL: baseUrl, ...contextOptions });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    if (contextOptions.javaScriptEnabled !== false) waitForReactAfterGoto(page);
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (isConsoleProblem(message.type(), message.text())) {
        pageErrors.push(`console ${message.type()}: ${message.text()}`);
      }
    });
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page) {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const name = `${task.file.name}-${task.name}`.replace(/[^\w-]+/g, '_');
      await page
        .screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
        .catch(() => {});
    }
    await context?.close();
    if (pageErrors.length > 0) {
      throw new Error(`Errors in the page:\n${pageErrors.join('\n')}`);
    }
  });

  return {
    baseUrl,
    get page() {
      if (!page) throw new Error('page is only available inside a test');
      return page;
    },
  };
}
