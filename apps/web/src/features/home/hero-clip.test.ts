import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clipAllowed, readClipConditions } from './hero-clip';

const quiet = { reducedMotion: false, saveData: false };

describe('clipAllowed', () => {
  it('plays for a visitor who asks for nothing less', () => {
    expect(clipAllowed(quiet)).toBe(true);
    expect(clipAllowed({ ...quiet, effectiveType: '4g' })).toBe(true);
  });

  it('keeps the poster for reduced motion, Save-Data or a 2G link', () => {
    expect(clipAllowed({ ...quiet, reducedMotion: true })).toBe(false);
    expect(clipAllowed({ ...quiet, saveData: true })).toBe(false);
    expect(clipAllowed({ ...quiet, effectiveType: '2g' })).toBe(false);
    expect(clipAllowed({ ...quiet, effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('readClipConditions', () => {
  const fakeWindow = (reduce: boolean, connection?: object) =>
    ({
      matchMedia: (query: string) => ({ matches: reduce && query.includes('reduce') }),
      navigator: { connection },
    }) as unknown as Window;

  it('reads the motion setting and the connection', () => {
    expect(readClipConditions(fakeWindow(true, { saveData: true, effectiveType: '3g' }))).toEqual({
      reducedMotion: true,
      saveData: true,
      effectiveType: '3g',
    });
  });

  it('counts a browser without the Network Information API as not saving data', () => {
    expect(readClipConditions(fakeWindow(false))).toEqual({
      reducedMotion: false,
      saveData: false,
      effectiveType: undefined,
    });
  });
});

describe('the committed clips', () => {
  it.each(['hero-clip.webm', 'hero-clip.mp4'])('%s is at most 1 MB', (name) => {
    const { size } = statSync(join(import.meta.dirname, '../../assets/video', name));
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeLessThanOrEqual(1024 * 1024);
  });
});
