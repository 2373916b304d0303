import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { describeTime, startPhaseClock } from './phase-clock.mjs';

describe('phase clock', () => {
  it('counts the CPU time of a child process that has ended, not the wall time it waited', () => {
    const clock = startPhaseClock();
    // A child that computes for a while, then one that only sleeps.
    execFileSync(process.execPath, ['-e', 'let x = 0; for (let i = 0; i < 1e8; i++) x += i;']);
    execFileSync(process.execPath, ['-e', 'setTimeout(() => {}, 1500)']);
    const { seconds, cpuSeconds, load } = clock.read();
    expect(seconds).toBeGreaterThanOrEqual(1.5);
    expect(cpuSeconds).toBeGreaterThan(0.1);
    // The sleeping child added wall time but next to no CPU time.
    expect(cpuSeconds).toBeLessThan(seconds - 1);
    expect(load).toBeGreaterThanOrEqual(0);
  }, 30_000);

  it('describes a phase as wall time, then CPU time and load', () => {
    expect(describeTime({ seconds: 123.44, cpuSeconds: 150.21, load: 3.1 })).toBe(
      '123.4 s (CPU 150.2 s, load 3.10)',
    );
    expect(describeTime({ seconds: 5, cpuSeconds: null, load: null })).toBe('5.0 s');
  });
});
