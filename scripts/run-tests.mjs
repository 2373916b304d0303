// `npm test`: runs every test phase in order, sums the results of all of them and ends with exactly
// `N passed, N failed` as its last line (CI reads it). Exits non-zero when anything failed.
//
//   1. unit        packages/shared, packages/demo-catalogue, apps/web (happy-dom) and
//                  apps/server/src/**/*.test.ts
//   2. server      apps/server/test on embedded PGlite (TEST_DATABASE_URL removed)
//   3. server (pg) the same suite on PostgreSQL, only when TEST_DATABASE_URL is set
//   4. scale-out   two server processes on one PostgreSQL database (TEST_DATABASE_URL) and one
//                  Redis (TEST_REDIS_URL, or a redis-server the test starts), only with
//                  TEST_DATABASE_URL (apps/server/test/scale-out, docs/decisions/024)
//   5. e2e         builds the web app, then the Chromium journeys in e2e/
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitestBin = join(
  createRequire(import.meta.url).resolve('vitest/package.json'),
  '..',
  'vitest.mjs',
);
const reportDir = mkdtempSync(join(tmpdir(), 'sheesham-tests-'));

// The machine has 2 cores; more workers only thrash.
const MAX_WORKERS = '2';
// A phase that hangs must not hang CI (which has 30 minutes in all).
const PHASE_TIMEOUT_MS = 15 * 60_000;

/** The tests never touch a developer's own database: each phase gets only what it asks for. */
function testEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  delete env.DATABASE_URL;
  if (!('TEST_DATABASE_URL' in extra)) delete env.TEST_DATABASE_URL;
  return env;
}

// Each phase runs in its workspace folder: vitest's root is the working directory unless the
// config sets one.
const phases = [
  { name: 'unit', dir: '.', env: testEnv() },
  { name: 'server (PGlite)', dir: 'apps/server', env: testEnv() },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'server (PostgreSQL)',
          dir: 'apps/server',
          env: testEnv({ TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }),
        },
        {
          name: 'scale-out (2 servers)',
          dir: 'apps/server',
          config: 'vitest.scale-out.config.ts',
          env: testEnv({ TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }),
        },
      ]
    : []),
  {
    name: 'e2e (Chromium)',
    dir: 'e2e',
    env: testEnv(),
    before: { label: 'npm run build', cmd: 'npm', args: ['run', 'build'] },
  },
];

let running = null;

/** Runs a command in its own process group; resolves with its exit code (or a timeout note). */
function run(cmd, args, env, cwd = root) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: 'inherit', detached: true });
    running = child;
    const timer = setTimeout(() => {
      console.error(
        `\n[run-tests] ${cmd} ${args.join(' ')} took over ${PHASE_TIMEOUT_MS / 60_000} min; stopping it`,
      );
      killGroup(child, 'SIGKILL');
      resolve({ code: null, timedOut: true });
    }, PHASE_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, error });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      running = null;
      resolve({ code, signal });
    });
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (running) killGroup(running, 'SIGTERM');
    rmSync(reportDir, { recursive: true, force: true });
    process.exit(130);
  });
}

/** Counts from vitest's json report; files that failed outside any test count as failures too. */
function readReport(file) {
  if (!existsSync(file)) return null;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const brokenFiles = (report.testResults ?? []).filter(
      (f) =>
        f.status === 'failed' && !(f.assertionResults ?? []).some((t) => t.status === 'failed'),
    );
    return {
      passed: report.numPassedTests ?? 0,
      failed: (report.numFailedTests ?? 0) + brokenFiles.length,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      brokenFiles: brokenFiles.map((f) => relative(root, f.name)),
      failedTests: failedTestLines(report),
    };
  } catch (error) {
    console.error(`[run-tests] could not read ${file}: ${error.message}`);
    return null;
  }
}

// CI shows only the end of the log, so the summary names what failed and why, in one line each.
const MAX_LISTED_FAILURES = 15;

function failedTestLines(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const reason = String(test.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 200);
        return `failed: ${relative(root, file.name)} > ${test.fullName}: ${reason}`;
      }),
  );
}

function describeExit({ code, signal, timedOut, error }) {
  if (timedOut) return 'timed out';
  if (error) return error.message;
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

async function runPhase(phase, index) {
  const started = Date.now();
  const result = { name: phase.name, passed: 0, failed: 0, notes: [] };
  const finish = () => ({ ...result, seconds: (Date.now() - started) / 1000 });
  console.log(`\n━━ ${phase.name} ━━`);

  if (phase.before) {
    const outcome = await run(phase.before.cmd, phase.before.args, phase.env);
    if (outcome.code !== 0) {
      result.failed = 1;
      result.notes.push(`${phase.before.label} failed (${describeExit(outcome)}); suite not run`);
      return finish();
    }
  }

  const reportFile = join(reportDir, `phase-${index}.json`);
  const args = [
    vitestBin,
    'run',
    '--config',
    phase.config ?? 'vitest.config.ts',
    `--maxWorkers=${MAX_WORKERS}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ];
  const outcome = await run(process.execPath, args, phase.env, join(root, phase.dir));
  const report = readReport(reportFile);

  if (!report) {
    result.failed = 1;
    result.notes.push(`crashed before reporting (${describeExit(outcome)})`);
    return finish();
  }
  Object.assign(result, { passed: report.passed, failed: report.failed });
  for (const file of report.brokenFiles) result.notes.push(`failed to run: ${file}`);
  result.notes.push(...report.failedTests.slice(0, MAX_LISTED_FAILURES));
  if (report.failedTests.length > MAX_LISTED_FAILURES) {
    result.notes.push(`… and ${report.failedTests.length - MAX_LISTED_FAILURES} more failed tests`);
  }
  if (report.skipped > 0) {
    // Skipped tests prove nothing; the project does not allow them.
    result.failed += report.skipped;
    result.notes.push(`${report.skipped} skipped or todo test(s), counted as failed`);
  }
  if (outcome.code !== 0 && result.failed === 0) {
    // e.g. no test files, an error in globalSetup, or an unhandled error between tests.
    result.failed = 1;
    result.notes.push(
      `ended with ${describeExit(outcome)} without a failing test: see the error above ` +
        '(global setup, no test files, or an error between tests)',
    );
  }
  return finish();
}

const results = [];
for (const [index, phase] of phases.entries()) results.push(await runPhase(phase, index));
rmSync(reportDir, { recursive: true, force: true });

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);

console.log('\n━━ summary ━━');
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    '(TEST_DATABASE_URL is not set: the PostgreSQL run of the server suite and the two-server scale-out test were left out)',
  );
}
for (const r of results) {
  const counts = `${r.passed} passed, ${r.failed} failed`;
  console.log(`${r.name.padEnd(22)} ${counts.padEnd(24)} ${r.seconds.toFixed(1)} s`);
  for (const note of r.notes) console.log(`  ! ${note}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
