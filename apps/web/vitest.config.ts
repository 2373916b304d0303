import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Web unit tests: components and hooks in happy-dom, '@' resolving to src as in vite.config.ts. */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Files share their worker's modules: importing React and the app anew for each file was two
    // thirds of the web tests' CPU time (docs/decisions/044-ci-in-half-the-time.md). Each file
    // still gets a fresh happy-dom window; module state (the toast store) outlives a file, so a test
    // sets what it relies on. No test here uses vi.mock; one that does needs isolate: true.
    isolate: false,
  },
});
