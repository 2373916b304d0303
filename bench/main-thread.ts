// `npm run bench:main-thread`: builds the web app, starts the production server on a fresh demo
// catalogue and loads `/`, `/products` and `/product/{id}` LOADS times each in headless Chromium
// at a 412 px viewport with DevTools' 4× CPU slowdown. For each load it sums the time over 50 ms
// of the long tasks that start after the first contentful paint ("observed blocking": what Total
// Blocking Time counts, measured rather than simulated, and up to network idle plus a second
// instead of to Time to Interactive), records the longest task and LCP, and prints the medians
// beside issue #13's TBT target (≤ 100 ms). A steadier view than bench:lighthouse's simulation, whose TBT can vary
// several-fold between runs; use it to compare builds (docs/decisions/033). Not part of `npm test`.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium.ts';
import { startServer } from '../e2e/support/server-process.ts';
import { loadAverageLine, percentile, printTable, saveResults } from './lib/results.ts';
import { buildWeb } from './lib/web-build.ts';

const LOADS = Number(process.env.LOADS ?? 7);
const CPU_SLOWDOWN = 4;
const TBT_TARGET_MS = 100;
/** After the network is idle, late tasks (a transition's last slices) still count. */
const SETTLE_MS = 1_000;

interface Load {
  blockingMs: number;
  longestTaskMs: number;
  lcpMs: number;
}

/** One cold load: a new browser context, so nothing is cached between loads. */
async function measure(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const seen = { tasks: [] as { start: number; ms: number }[], fcp: 0, lcp: 0 };
      Object.assign(window, { __mainThread: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          seen.tasks.push({ start: entry.startTime, ms: entry.duration });
        }
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
        }
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const seen = await page.evaluate(
      () =>
        (
          window as unknown as {
            __mainThread: { tasks: { start: number; ms: number }[]; fcp: number; lcp: number };
          }
        ).__mainThread,
    );
    const afterPaint = seen.tasks.filter((task) => task.start >= seen.fcp).map((task) => task.ms);
    return {
      blockingMs: afterPaint.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
      longestTaskMs: Math.max(0, ...afterPaint),
      lcpMs: seen.lcp,
    };
  } finally {
    await context.close();
  }
}

buildWeb({ fresh: true });
const dataDir = mkdtempSync(join(tmpdir(), 'sheesham-main-thread-'));
const server = await startServer({ dataDir });
const browser = await launchChromium();
const loadBefore = loadavg();
const results: Record<string, Load[]> = {};
try {
  const [first] = (await (await fetch(`${server.url}/api/products?limit=1`)).json()) as {
    _id: string;
  }[];
  if (!first) throw new Error('the demo catalogue is empty');
  for (const path of ['/', '/products', `/product/${first._id}`]) {
    const label = path.startsWith('/product/') ? '/product/{id}' : path;
    results[label] = [];
    for (let i = 0; i < LOADS; i++) results[label].push(await measure(browser, server.url + path));
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const loadAfter = loadavg();

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const ms = (value: number) => `${Math.round(value)} ms`;
console.log(
  `\nObserved main thread, ${LOADS} cold loads per page at ${CPU_SLOWDOWN}x CPU slowdown (medians; ✗ = misses the TBT target):\n`,
);
printTable(
  [
    'page',
    'blocking after FCP',
    'longest task',
    'LCP (unthrottled network)',
    'each load (blocking)',
  ],
  Object.entries(results).map(([label, loads]) => {
    const blocking = median(loads.map((l) => l.blockingMs));
    return [
      label,
      `${ms(blocking)}${blocking <= TBT_TARGET_MS ? '' : ' ✗'}`,
      ms(median(loads.map((l) => l.longestTaskMs))),
      ms(median(loads.map((l) => l.lcpMs))),
      loads.map((l) => Math.round(l.blockingMs)).join(' '),
    ];
  }),
);
console.log(`\ntarget: blocking ≤ ${TBT_TARGET_MS} ms (issue #13's TBT)`);
console.log(loadAverageLine(loadBefore, loadAfter));
saveResults('main-thread', {
  loadBefore,
  loadAfter,
  loads: results,
});
