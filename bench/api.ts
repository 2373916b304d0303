// `npm run bench:api`: req/s and p99 of GET /api/products on the real server, for the demo seed and
// for 10,000 generated products, each beside a bare Fastify route serving the same bytes from
// memory, in the same run and the same process model (each its own node process: the built
// server, the bare route through tsx; autocannon here).
// Target: app/bare ≥ 0.8. Not part of `npm test`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freePort,
  type RunningProcess,
  startServer,
  startTsxProcess,
} from '../e2e/support/server-process.ts';
import type { BareFixture } from './lib/bare-server.ts';
import { generateProducts, insertProducts } from './lib/generated-catalogue.ts';
import { compare, LOAD, type LoadResult } from './lib/load.ts';
import { getRaw } from './lib/raw-response.ts';
import { printTable, saveResults } from './lib/results.ts';
import { buildWeb } from './lib/web-build.ts';

const TARGET_RATIO = 0.8;
const GENERATED_COUNT = 10_000;
const PATH = '/api/products';
/** Headers the bare route repeats; everything else the app adds is part of what is measured. */
const CONTENT_HEADERS = ['content-type', 'content-encoding', 'vary'];

/** As a browser asks, and without compression (what a script or a proxy may do). */
const ENCODINGS = [
  { label: 'br', acceptEncoding: 'gzip, deflate, br' },
  { label: 'none', acceptEncoding: '' },
];

const CATALOGUES = [
  { name: 'demo seed', prepare: async (_dataDir: string) => {}, env: { SEED_DEMO: 'true' } },
  {
    name: `${GENERATED_COUNT.toLocaleString('en-IN')} generated`,
    prepare: (dataDir: string) => insertProducts(dataDir, generateProducts(GENERATED_COUNT)),
    env: { SEED_DEMO: 'false' },
  },
];

interface Row {
  catalogue: string;
  products: number;
  encoding: string;
  bodyBytes: number;
  app: LoadResult;
  bare: LoadResult;
  ratio: number;
  meetsTarget: boolean;
}

const headersFor = (acceptEncoding: string): Record<string, string> =>
  acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};

async function startBare(dataDir: string, fixture: BareFixture): Promise<RunningProcess> {
  const fixtureFile = join(dataDir, 'bare-fixture.json');
  writeFileSync(fixtureFile, JSON.stringify(fixture));
  const port = await freePort();
  return startTsxProcess({
    entry: join(import.meta.dirname, 'lib/bare-server.ts'),
    env: { ...process.env, PORT: String(port), FIXTURE: fixtureFile },
    url: `http://127.0.0.1:${port}`,
    readyPath: PATH,
    logFile: join(dataDir, 'bare.log'),
  });
}

async function benchCatalogue(catalogue: (typeof CATALOGUES)[number]): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sheesham-bench-'));
  const running: RunningProcess[] = [];
  try {
    console.log(`\n[${catalogue.name}] preparing the database…`);
    await catalogue.prepare(dataDir);
    const app = await startServer({ dataDir, env: { ...catalogue.env } });
    running.push(app);

    // Capture the app's exact bytes and content headers for each encoding.
    const fixture: BareFixture = { variants: {} };
    const captured = new Map<string, Buffer>();
    let productCount = 0;
    for (const { acceptEncoding } of ENCODINGS) {
      const response = await getRaw(`${app.url}${PATH}`, headersFor(acceptEncoding));
      if (response.status !== 200) throw new Error(`app answered ${response.status}`);
      if (!acceptEncoding)
        productCount = (JSON.parse(response.body.toString()) as unknown[]).length;
      const headers = Object.fromEntries(
        CONTENT_HEADERS.flatMap((h) => (response.headers[h] ? [[h, response.headers[h]]] : [])),
      );
      const encoding = response.headers['content-encoding'] ?? 'identity';
      fixture.variants[encoding] = { headers, bodyBase64: response.body.toString('base64') };
      captured.set(acceptEncoding, response.body);
    }

    const bare = await startBare(dataDir, fixture);
    running.push(bare);

    const rows: Row[] = [];
    for (const { label, acceptEncoding } of ENCODINGS) {
      const expected = captured.get(acceptEncoding) as Buffer;
      const check = await getRaw(`${bare.url}${PATH}`, headersFor(acceptEncoding));
      if (!check.body.equals(expected))
        throw new Error('the bare route does not send the same bytes');

      console.log(
        `[${catalogue.name}] ${label}: ${expected.length} bytes, loading app and bare in turns…`,
      );
      const { app: appResult, bare: bareResult } = await compare(
        { app: `${app.url}${PATH}`, bare: `${bare.url}${PATH}` },
        headersFor(acceptEncoding),
      );
      const ratio = appResult.requestsPerSecond / bareResult.requestsPerSecond;
      rows.push({
        catalogue: catalogue.name,
        products: productCount,
        encoding: label,
        bodyBytes: expected.length,
        app: appResult,
        bare: bareResult,
        ratio,
        meetsTarget: ratio >= TARGET_RATIO,
      });
    }
    return rows;
  } finally {
    for (const child of running.reverse()) await child.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

buildWeb({ fresh: false });
const rows: Row[] = [];
for (const catalogue of CATALOGUES) rows.push(...(await benchCatalogue(catalogue)));

console.log(
  `\nGET ${PATH}: ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up, then ${LOAD.rounds} alternating rounds of ${LOAD.roundSeconds} s per target (median shown); target app/bare ≥ ${TARGET_RATIO}\n`,
);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const errors = (r: LoadResult) => (r.non2xx + r.errors > 0 ? ` (${r.non2xx + r.errors} bad)` : '');
printTable(
  ['catalogue', 'products', 'encoding', 'body', 'target', 'req/s', 'p99', 'ratio', '≥ 0.8'],
  rows.flatMap((r) => [
    [
      r.catalogue,
      String(r.products),
      r.encoding,
      kb(r.bodyBytes),
      'app',
      `${Math.round(r.app.requestsPerSecond)}${errors(r.app)}`,
      `${r.app.p99Ms} ms`,
      r.ratio.toFixed(2),
      r.meetsTarget ? 'yes' : 'NO',
    ],
    [
      '',
      '',
      '',
      '',
      'bare',
      `${Math.round(r.bare.requestsPerSecond)}${errors(r.bare)}`,
      `${r.bare.p99Ms} ms`,
      '',
      '',
    ],
  ]),
);
saveResults('api', {
  node: process.version,
  load: LOAD,
  targetRatio: TARGET_RATIO,
  rows,
});
