// `node scripts/save-test-durations.mjs [root]`: records how long each test file of the server and
// e2e phases took in the last run of them under `root` (default: this checkout), from vitest's own
// results cache (node_modules/.vite/vitest/*/results.json in each phase's folder), into the phase's
// test-durations.json, which longest-first-sequencer.mjs orders files by. Run it after a whole
// `npm test` (or `.ci/run` in a clone: pass the clone's folder) when files were added or grew.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const from = process.argv[2] ?? repo;

/** The phases whose configs use the sequencer, by folder. */
const PHASES = ['apps/server', 'e2e'];

/** Every file's duration in seconds (0.1 s), from the newest results cache of that folder. */
function readDurations(folder) {
  const cacheRoot = join(folder, 'node_modules/.vite/vitest');
  if (!existsSync(cacheRoot)) return null;
  const caches = readdirSync(cacheRoot)
    .map((name) => join(cacheRoot, name, 'results.json'))
    .filter((file) => existsSync(file));
  if (caches.length === 0) return null;
  const durations = {};
  for (const file of caches) {
    for (const [key, result] of JSON.parse(readFileSync(file, 'utf8')).results) {
      if (typeof result?.duration === 'number') {
        durations[key] = Math.round(result.duration / 100) / 10;
      }
    }
  }
  return Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)));
}

for (const phase of PHASES) {
  const durations = readDurations(join(from, phase));
  if (!durations) {
    console.error(`${phase}: no vitest results under ${join(from, phase)}; run the phase first`);
    process.exitCode = 1;
    continue;
  }
  writeFileSync(
    join(repo, phase, 'test-durations.json'),
    `${JSON.stringify(durations, null, 2)}\n`,
  );
  console.log(`${phase}: ${Object.keys(durations).length} files recorded`);
}
