import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Web unit tests: components and hooks in happy-dom, '@' resolving to src as in vite.config.ts. */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    // build/: the build's own plugins, each test file in the node environment.
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Files share their worker's modules and page: a quarter of the CPU time of a fresh import and
    // page per file. Every test's reset (testing/render.tsx) unmounts what it rendered, removes
    // any sandbox payment dialog still open and clears the page and storage (decision 069).
    isolate: false,
  },
});
