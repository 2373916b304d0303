import { describe, expect, it } from 'vitest';
import { onFirstUse } from './on-first-use.ts';

describe('onFirstUse', () => {
  it('loads nothing until the first call, then once for every call', async () => {
    let loads = 0;
    const load = onFirstUse(async () => ({ loads: ++loads }));
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([load(), load()]);
    expect(await load()).toBe(a);
    expect(b).toBe(a);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let calls = 0;
    const load = onFirstUse(async () => {
      calls++;
      if (calls === 1) throw new Error('not installed');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('not installed');
    expect(await load()).toBe('loaded');
    expect(calls).toBe(2);
  });
});
