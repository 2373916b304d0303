// CPU seconds from one Linux /proc stat file (stat(5)). Plain JavaScript, so the checkout bench's
// load-generator worker (which does not get tsx's loader) and cpu-time.ts read it the same way.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * utime + stime (own) and cutime + cstime (children waited for) of a /proc stat file, in
 * seconds; null where the file cannot be read (no /proc, or the process is gone).
 */
export function cpuOf(path) {
  let line;
  try {
    line = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  // After the command name, which may hold spaces: state is field 3 of stat(5), utime (14) index 11.
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return {
    own: ((utime ?? 0) + (stime ?? 0)) / ticksPerSecond,
    children: ((cutime ?? 0) + (cstime ?? 0)) / ticksPerSecond,
  };
}
