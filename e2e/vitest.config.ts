import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { longestFirstSequencer } from '../scripts/longest-first-sequencer.mjs';

/** Browser journeys: one real server (globalSetup), one Chromium per file, a context per test. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['tests/**/*.test.ts'],
    // Files share their worker's modules (Playwright, the support code); each still launches its
    // own Chromium and gets a context per test (decision 069).
    isolate: false,
    globalSetup: ['./support/global-setup.ts'],
    // A bound for a journey that hangs, not a speed target: on a 2-core machine at half the usual
    // speed, with four files at once, a long admin journey took 60–80 s (2026-11-29).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll gives up after 1 s by default: too short for a page load on a busy 2-core machine.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    // Longest journeys first, by a whole run's durations (decision 069).
    sequence: {
      sequencer: longestFirstSequencer(new URL('./test-durations.json', import.meta.url)),
    },
  },
});
