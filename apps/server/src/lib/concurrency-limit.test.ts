import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrency-limit.ts';

/** A task that runs until its release() is called, recording when it started. */
function gate(started: number[], id: number) {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  const task = async () => {
    started.push(id);
    await done;
    return id;
  };
  return { release: () => release(), task };
}

describe('ConcurrencyLimit', () => {
  it('runs at most max at once and starts the waiting ones in arrival order', async () => {
    const limit = new ConcurrencyLimit(2);
    const started: number[] = [];
    const gates = [0, 1, 2, 3].map((id) => gate(started, id));
    const results = gates.map((g) => limit.run(g.task));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limit.queued).toBe(2);
    gates[1]?.release();
    await results[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    gates[0]?.release();
    gates[2]?.release();
    gates[3]?.release();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(limit.queued).toBe(0);
  });

  it('frees the place of a task that fails', async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(async () => 'next')).toBe('next');
  });
});
