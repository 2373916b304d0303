import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const isClip = (request: Request) => /\/assets\/hero-clip-[\w-]+\.(webm|mp4)$/.test(request.url());

describe('The hero clip, on a desktop', () => {
  const session = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('plays after the poster has painted, and the poster stays the largest paint', async () => {
    const { page } = session;
    const clipRequests: number[] = [];
    const posterLoaded: number[] = [];
    page.on('request', (request) => {
      if (isClip(request)) clipRequests.push(Date.now());
    });
    page.on('requestfinished', (request) => {
      if (/\/media\/site\/hero(-\d+)?\.webp$/.test(request.url())) posterLoaded.push(Date.now());
    });
    await page.goto('/');

    const video = page.locator('section[data-hero-clip="play"] video');
    await expect.poll(() => video.getAttribute('data-state'), { timeout: 20_000 }).toBe('playing');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop && !v.paused)).toBe(
      true,
    );
    // The clip's first request came after the poster had arrived.
    expect(posterLoaded.length).toBeGreaterThan(0);
    expect(clipRequests.length).toBeGreaterThan(0);
    expect(Math.min(...clipRequests)).toBeGreaterThanOrEqual(Math.min(...posterLoaded));

    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
            const last = entries.at(-1);
            resolve(last?.element ? last.element.tagName : 'none');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest).toBe('IMG');
  });
});

describe('The hero clip, for a visitor who asks for less motion', () => {
  const session = useBrowser({ viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' });

  it('is never requested: the poster stays', async () => {
    const { page } = session;
    const clipRequests: string[] = [];
    page.on('request', (request) => {
      if (isClip(request)) clipRequests.push(request.url());
    });
    await page.goto('/');
    // The hero has decided (after its poster painted), and decided on the still picture.
    await page.locator('section[data-hero-clip="still"]').waitFor({ state: 'attached' });
    expect(await page.locator('video').count()).toBe(0);
    expect(clipRequests).toEqual([]);
  });
});
