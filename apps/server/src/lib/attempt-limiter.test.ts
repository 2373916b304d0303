import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.ts';

const MINUTE = 60_000;

describe('AttemptLimiter', () => {
  it('allows max attempts per window, then refuses with the seconds left', () => {
    const limiter = new AttemptLimiter({ max: 2, windowMs: MINUTE });
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('a', 1000).allowed).toBe(true);
    expect(limiter.hit('a', 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.hit('b', 30_000).allowed).toBe(true);
  });

  it('opens a new window once the old one ended', () => {
    const limiter = new AttemptLimiter({ max: 1, windowMs: MINUTE });
    limiter.hit('a', 0);
    expect(limiter.hit('a', 59_999).allowed).toBe(false);
    expect(limiter.hit('a', MINUTE)).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });

  it('forgets expired windows as time passes, without waiting for the map to fill', () => {
    const limiter = new AttemptLimiter({ max: 1, windowMs: MINUTE });
    for (let i = 0; i < 100; i++) limiter.hit(`key-${i}`, i);
    expect(limiter.size).toBe(100);
    limiter.hit('later', MINUTE + 50);
    // key-0 … key-50 expired (reset at 60 000 … 60 050); key-51 … key-99 and 'later' remain.
    expect(limiter.size).toBe(50);
  });

  it('drops expired windows in order even when an early key got a new window', () => {
    const limiter = new AttemptLimiter({ max: 5, windowMs: MINUTE });
    limiter.hit('early', 0);
    limiter.hit('middle', 30_000);
    limiter.hit('early', MINUTE + 1); // new window for 'early', now the newest
    expect(limiter.size).toBe(2);
    limiter.hit('other', 90_001); // 'middle' expired; 'early' (until 120 001) did not
    expect(limiter.size).toBe(2);
    expect(limiter.hit('early', 90_002)).toEqual({ allowed: true, retryAfterSeconds: 30 });
  });

  it('holds at most maxKeys keys, evicting the oldest window', () => {
    const limiter = new AttemptLimiter({ max: 1, windowMs: MINUTE, maxKeys: 3 });
    limiter.hit('a', 0);
    limiter.hit('b', 1);
    limiter.hit('c', 2);
    expect(limiter.hit('c', 3).allowed).toBe(false);
    limiter.hit('d', 4);
    expect(limiter.size).toBe(3);
    // 'a' was forgotten, 'c' was not.
    expect(limiter.hit('a', 5).allowed).toBe(true);
    expect(limiter.hit('c', 6).allowed).toBe(false);
  });

  it('stays fast and bounded under a spray of distinct keys', () => {
    const limiter = new AttemptLimiter({ max: 1, windowMs: MINUTE, maxKeys: 10_000 });
    const started = performance.now();
    for (let i = 0; i < 100_000; i++) limiter.hit(`spray-${i}`, 0);
    expect(limiter.size).toBe(10_000);
    // A full scan per hit would be ~10⁹ steps here; the bounded map does it in milliseconds.
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
