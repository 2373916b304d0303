// Where a test phase's time went: wall time, the CPU time of the processes it ran, and the
// machine's load. CPU far below 2 × wall on this 2-core machine means the phase mostly waited
// (on a browser, a database server, a timer) rather than computed.
import { readFileSync } from 'node:fs';

// Linux's clock ticks per second for /proc times (`getconf CLK_TCK`); 100 on every common kernel.
const TICKS_PER_SECOND = 100;

/**
 * User + system CPU seconds of this process's children that have ended and been waited for (a
 * phase's vitest run, its workers and their browsers); null off Linux. A database server's own
 * processes are not ours, so PostgreSQL's share is not in it.
 */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command's closing parenthesis; cutime and cstime are fields 16 and 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

function loadAverage() {
  try {
    return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  } catch {
    return null;
  }
}

/** Starts a clock; read() gives the wall seconds, child CPU seconds and 1-min load since then. */
export function startPhaseClock() {
  const started = Date.now();
  const cpuAtStart = childCpuSeconds();
  return {
    read() {
      const cpu = childCpuSeconds();
      return {
        seconds: (Date.now() - started) / 1000,
        cpuSeconds: cpu === null || cpuAtStart === null ? null : cpu - cpuAtStart,
        load: loadAverage(),
      };
    },
  };
}

/** `123.4 s (CPU 150.2 s, load 3.10)` */
export function describeTime({ seconds, cpuSeconds, load }) {
  const extra = [
    cpuSeconds === null ? null : `CPU ${cpuSeconds.toFixed(1)} s`,
    load === null ? null : `load ${load.toFixed(2)}`,
  ].filter(Boolean);
  return `${seconds.toFixed(1)} s${extra.length > 0 ? ` (${extra.join(', ')})` : ''}`;
}
