// `npm run bench:bundle`: builds the web app, serves it with the real server, loads / in headless
// Chromium and sums the gzip size (zlib level 9 of each decoded body) of every JavaScript file the
// home page loads until the network is idle; the entry chunk's alone; and the entry with the chunks
// it imports statically (what must arrive before the app runs). Target: ≤ 90 KB (issue #13). Not
// part of `npm test`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium.ts';
import { REPO_ROOT, startServer } from '../e2e/support/server-process.ts';
import { printTable, saveResults } from './lib/results.ts';
import { buildWeb } from './lib/web-build.ts';

const TARGET_KB = 90;

interface ScriptFile {
  path: string;
  bytes: number;
  gzipBytes: number;
  /** As it came over the wire (after the server's own compression), for comparison. */
  transferredBytes: number;
  contentEncoding: string;
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '');

async function measureHome(url: string): Promise<ScriptFile[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const pending: Promise<ScriptFile>[] = [];
    page.on('response', (response) => {
      if (!isScript(response)) return;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            path: new URL(response.url()).pathname,
            bytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
            transferredBytes: sizes.responseBodySize,
            contentEncoding: response.headers()['content-encoding'] ?? 'none',
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return await Promise.all(pending);
  } finally {
    await browser.close();
  }
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The entry's file and every chunk it imports statically, transitively (the build manifest). */
function entryWithStaticImports(): Set<string> {
  const manifest = JSON.parse(
    readFileSync(join(REPO_ROOT, 'apps/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const files = new Set<string>();
  const visit = (chunk: ManifestChunk | undefined) => {
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  visit(entry);
  return files;
}

buildWeb({ fresh: true });
const staticallyImported = entryWithStaticImports();
const dataDir = mkdtempSync(join(tmpdir(), 'sheesham-bundle-'));
const server = await startServer({ dataDir });
let files: ScriptFile[];
try {
  files = await measureHome(`${server.url}/`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (pick: (f: ScriptFile) => number) => files.reduce((total, f) => total + pick(f), 0);
const totalGzip = sum((f) => f.gzipBytes);

console.log('\nJavaScript loaded by / (until network idle):\n');
printTable(
  ['file', 'raw KB', 'gzip -9 KB', 'transferred KB', 'encoding'],
  [
    ...files.map((f) => [
      f.path,
      kb(f.bytes),
      kb(f.gzipBytes),
      kb(f.transferredBytes),
      f.contentEncoding,
    ]),
    ['total', kb(sum((f) => f.bytes)), kb(totalGzip), kb(sum((f) => f.transferredBytes)), ''],
  ],
);
// The entry chunk is the one index.html names as its module script (the "entry chunk");
// the total is everything the home page loads.
const entry = files.find((f) => /^\/assets\/index-[\w-]+\.js$/.test(f.path));
const verdict = (bytes: number) => (bytes / 1024 <= TARGET_KB ? 'meets' : 'MISSES');
console.log('');
if (entry) {
  console.log(
    `entry chunk ${entry.path}: gzip ${kb(entry.gzipBytes)} KB ${verdict(entry.gzipBytes)} the target of ≤ ${TARGET_KB} KB`,
  );
}
const entryAndImports = files.filter((f) => staticallyImported.has(f.path));
const entryAndImportsGzip = entryAndImports.reduce((total, f) => total + f.gzipBytes, 0);
console.log(
  `entry chunk and the ${entryAndImports.length - 1} chunks it imports statically: gzip ${kb(entryAndImportsGzip)} KB ${verdict(entryAndImportsGzip)} the target of ≤ ${TARGET_KB} KB`,
);
console.log(
  `all JavaScript of /: gzip ${kb(totalGzip)} KB ${verdict(totalGzip)} the target of ≤ ${TARGET_KB} KB`,
);
saveResults('bundle', {
  targetKb: TARGET_KB,
  entryGzipBytes: entry?.gzipBytes ?? null,
  entryAndStaticImportsGzipBytes: entryAndImportsGzip,
  totalGzipBytes: totalGzip,
  files,
});
