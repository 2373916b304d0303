// `npm test`: runs every test phase in order, sums the results of all of them and ends with exactly
// `N passed, N failed` as its last line (CI reads it). Exits non-zero when anything failed.
//
//   1. unit        packages/shared, packages/demo-catalogue, apps/web (happy-dom) and
//                  apps/server/src/**/*.test.ts
//   2. server      apps/server/test on embedded PGlite and, when TEST_DATABASE_URL is set, the same
//                  suite on PostgreSQL: one vitest run with a project per database (its config
//                  keeps TEST_DATABASE_URL away from the PGlite files); counted per database
//   4. scale-out   two server processes on one PostgreSQL database (TEST_DATABASE_URL) and one
//                  Redis (TEST_REDIS_URL, or a redis-server the test starts), only with
//                  TEST_DATABASE_URL (apps/server/test/scale-out, docs/decisions/024)
//   5. e2e         builds the web app, then the Chromium journeys in e2e/
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeTime, startPhaseClock } from './phase-clock.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitestBin = join(
  createRequire(import.meta.url).resolve('vitest/package.json'),
  '..',
  'vitest.mjs',
);
const summaryReporter = join(root, 'scripts/test-summary-reporter.mjs');
const reportDir = mkdtempSync(join(tmpdir(), 'sheesham-tests-'));
// The demo pictures the seed's unit test draws, handed to the e2e shop's first start, which keeps
// files already there instead of drawing them a second time (docs/decisions/067-demo-pictures-drawn-once-a-run.md).
const demoMediaDir = join(reportDir, 'demo-media');

// The machine has 2 cores: two files at a time, unless a phase that mostly waits sets its own.
const MAX_WORKERS = '2';
// A phase that hangs must not hang CI (which has 30 minutes in all); the server phase runs the
// suite on both databases, so it gets more.
const PHASE_TIMEOUT_MS = 15 * 60_000;
const SERVER_PHASE_TIMEOUT_MS = 25 * 60_000;

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
  { name: 'unit', dir: '.', env: testEnv({ TEST_DEMO_MEDIA_DIR: demoMediaDir }) },
  {
    name: 'server',
    dir: 'apps/server',
    env: testEnv(
      process.env.TEST_DATABASE_URL ? { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL } : {},
    ),
    // The projects `server (PGlite)` and `server (PGlite) isolated` count as one line, and so on.
    label: (project) => project.replace(/ isolated$/, ''),
    timeoutMs: SERVER_PHASE_TIMEOUT_MS,
    expected: [
      'server (PGlite)',
      ...(process.env.TEST_DATABASE_URL ? ['server (PostgreSQL)'] : []),
    ],
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
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
    env: testEnv({ TEST_DEMO_MEDIA_DIR: demoMediaDir }),
    // A journey mostly waits (for the browser, the server, a poll): with two files at a time the
    // phase kept about a third of the 2 cores busy; four at once took 17–27% less time for the
    // same CPU time (docs/decisions/062-ci-time-where-it-goes.md).
    maxWorkers: '4',
    // The web build reads and writes nothing the phases before it use, and they leave a core idle
    // now and then (the demo seed's test alone at the end of the unit phase): it starts with the
    // first phase and its log is shown only when it fails.
    before: { label: 'npm run build', cmd: 'npm', args: ['run', 'build'], early: true },
  },
];

const running = new Set();

/**
 * Runs a command in its own process group; resolves with its exit code (or a timeout note). Its
 * output goes to ours, or with `logFile` to that file (a step that runs beside a phase).
 */
function run(cmd, args, env, cwd = root, logFile = null, timeoutMs = PHASE_TIMEOUT_MS) {
  return new Promise((resolve) => {
    const stdio = logFile ? ['ignore', openSync(logFile, 'w'), openSync(logFile, 'a')] : 'inherit';
    const child = spawn(cmd, args, { cwd, env, stdio, detached: true });
    running.add(child);
    const timer = setTimeout(() => {
      console.error(
        `\n[run-tests] ${cmd} ${args.join(' ')} took over ${timeoutMs / 60_000} min; stopping it`,
      );
      killGroup(child, 'SIGKILL');
      resolve({ code: null, timedOut: true });
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, error });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
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
    for (const child of running) killGroup(child, 'SIGTERM');
    rmSync(reportDir, { recursive: true, force: true });
    process.exit(130);
  });
}

/**
 * Counts per summary line from test-summary-reporter.mjs; files that failed outside any test count
 * as failures too.
 */
function readReport(file, phase) {
  if (!existsSync(file)) return null;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const lines = new Map();
    for (const [project, counts] of Object.entries(report.projects)) {
      const label = phase.label ? phase.label(project) : phase.name;
      const line = lines.get(label) ?? {
        passed: 0,
        failed: 0,
        skipped: 0,
        notes: [],
        failures: [],
      };
      line.passed += counts.passed;
      line.failed += counts.failed + counts.brokenFiles.length;
      line.skipped += counts.skipped;
      for (const broken of counts.brokenFiles)
        line.notes.push(`failed to run: ${relative(root, broken)}`);
      for (const test of counts.failedTests) {
        line.failures.push(
          `failed: ${relative(root, test.file)} > ${test.name}: ${test.reason.slice(0, 200)}`,
        );
      }
      lines.set(label, line);
    }
    return { lines, files: report.files, unhandledErrors: report.unhandledErrors };
  } catch (error) {
    console.error(`[run-tests] could not read ${file}: ${error.message}`);
    return null;
  }
}

// CI shows only the end of the log, so the summary names what failed and why, in one line each.
const MAX_LISTED_FAILURES = 15;

/** Where the phase's time went: its slowest files (a file's time includes waiting for a core). */
function printSlowestFiles(files, count = 5) {
  const slowest = [...files].sort((a, b) => b.ms - a.ms).slice(0, count);
  if (slowest.length === 0) return;
  console.log('[run-tests] slowest files:');
  for (const f of slowest) {
    console.log(
      `  ${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.project}  ${relative(root, f.file)}`,
    );
  }
}

function describeExit({ code, signal, timedOut, error }) {
  if (timedOut) return 'timed out';
  if (error) return error.message;
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

/** Runs one phase; resolves with its summary lines (one per database for the server suite). */
async function runPhase(phase, index) {
  const clock = startPhaseClock();
  const failedPhase = (note) => [{ name: phase.name, passed: 0, failed: 1, notes: [note] }];
  console.log(`\n━━ ${phase.name} ━━`);

  if (phase.before) {
    const outcome = await (earlySteps.get(phase) ?? startBefore(phase));
    if (phase.before.early) {
      console.log(`[run-tests] ${phase.before.label} (started with the first phase) ended`);
      if (outcome.code !== 0)
        console.log(tailOf(join(reportDir, `before-${phases.indexOf(phase)}.log`)));
    }
    if (outcome.code !== 0) {
      return withTime(
        failedPhase(`${phase.before.label} failed (${describeExit(outcome)}); suite not run`),
        clock.read(),
      );
    }
  }

  const reportFile = join(reportDir, `phase-${index}.json`);
  const args = [
    vitestBin,
    'run',
    '--config',
    phase.config ?? 'vitest.config.ts',
    `--maxWorkers=${phase.maxWorkers ?? MAX_WORKERS}`,
    '--reporter=default',
    `--reporter=${summaryReporter}`,
    `--outputFile.summary=${reportFile}`,
  ];
  const outcome = await run(
    process.execPath,
    args,
    phase.env,
    join(root, phase.dir),
    null,
    phase.timeoutMs,
  );
  const report = readReport(reportFile, phase);

  if (!report) {
    return withTime(
      failedPhase(`crashed before reporting (${describeExit(outcome)})`),
      clock.read(),
    );
  }
  printSlowestFiles(report.files);
  for (const label of phase.expected ?? [phase.name]) {
    // A database whose project ran no file at all proves nothing.
    if (!report.lines.has(label)) {
      report.lines.set(label, {
        passed: 0,
        failed: 1,
        skipped: 0,
        notes: ['no test file ran'],
        failures: [],
      });
    }
  }
  const lines = [...report.lines].map(([name, line]) => {
    const result = { name, passed: line.passed, failed: line.failed, notes: [...line.notes] };
    result.notes.push(...line.failures.slice(0, MAX_LISTED_FAILURES));
    if (line.failures.length > MAX_LISTED_FAILURES) {
      result.notes.push(`… and ${line.failures.length - MAX_LISTED_FAILURES} more failed tests`);
    }
    if (line.skipped > 0) {
      // Skipped tests prove nothing; the project does not allow them.
      result.failed += line.skipped;
      result.notes.push(`${line.skipped} skipped or todo test(s), counted as failed`);
    }
    return result;
  });
  if (outcome.code !== 0 && lines.every((line) => line.failed === 0)) {
    // e.g. no test files, an error in globalSetup, or an unhandled error between tests.
    lines[0].failed = 1;
    lines[0].notes.push(
      `ended with ${describeExit(outcome)} without a failing test: see the error above ` +
        '(global setup, no test files, or an error between tests)',
    );
  }
  return withTime(lines, clock.read());
}

/** Runs a phase's `before` step; an early one writes to its own log instead of ours. */
function startBefore(phase) {
  const { cmd, args, early } = phase.before;
  const log = early ? join(reportDir, `before-${phases.indexOf(phase)}.log`) : null;
  return run(cmd, args, phase.env, root, log);
}

function tailOf(file, lines = 60) {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** Every line of a phase carries the phase's time; lines of one run say they shared it. */
function withTime(lines, time) {
  return lines.map((line, i) => ({
    ...line,
    time,
    sharedRun: lines.length > 1 ? (i === 0 ? 'first' : 'rest') : null,
  }));
}

const earlySteps = new Map(
  phases.filter((phase) => phase.before?.early).map((phase) => [phase, startBefore(phase)]),
);
const results = [];
for (const [index, phase] of phases.entries()) results.push(...(await runPhase(phase, index)));
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
  const time = r.sharedRun === 'rest' ? '(same run as above)' : describeTime(r.time);
  console.log(`${r.name.padEnd(22)} ${counts.padEnd(24)} ${time}`);
  for (const note of r.notes) console.log(`  ! ${note}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
