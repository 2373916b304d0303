import { readdirSync, readFileSync } from 'node:fs';
import { cpuOf } from './proc-stat.mjs';

/**
 * CPU seconds read from Linux's /proc, to say where a bench's CPU went: this process's threads,
 * the PostgreSQL server's processes, and children this process waited for (pgbench). Each reader
 * returns null where /proc is missing, and the bench then prints no CPU split.
 */

function commandOf(pid: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * All CPU the processes named `command` have used, the ones that have exited included: the live
 * processes' own time plus what their parents collected from the dead (the postmaster reaps every
 * backend, so a backend that quit during the run still counts).
 */
export function cpuSecondsOfCommand(command: string): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let total = 0;
  for (const pid of pids) {
    if (commandOf(pid) !== command) continue;
    const cpu = cpuOf(`/proc/${pid}/stat`);
    if (cpu) total += cpu.own + cpu.children;
  }
  return total;
}

export function parentOf(pid: string): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name, which may hold spaces: state, then the parent's pid.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * All CPU of one PostgreSQL server: its postmaster (with the backends it reaped) and the
 * processes it started, so another server on the machine (other engineers' tests) does not count.
 * Null where /proc is missing or the postmaster is not on this machine.
 */
export function cpuSecondsOfPostmaster(postmasterPid: number): number | null {
  const root = cpuOf(`/proc/${postmasterPid}/stat`);
  if (!root) return null;
  let total = root.own + root.children;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (parentOf(pid) !== String(postmasterPid)) continue;
    const cpu = cpuOf(`/proc/${pid}/stat`);
    if (cpu) total += cpu.own + cpu.children;
  }
  return total;
}

/** The calling thread's own CPU seconds (a worker thread reads its own). */
export function threadCpuSeconds(): number | null {
  return cpuOf('/proc/thread-self/stat')?.own ?? null;
}

/** The CPU of the children this process has waited for (pgbench after it exits). */
export function waitedChildrenCpuSeconds(): number | null {
  return cpuOf('/proc/self/stat')?.children ?? null;
}
