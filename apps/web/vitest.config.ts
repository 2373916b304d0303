import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Web unit tests: components and hooks in happy-dom, '@' resolving to src as in vite.config.ts. */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Each file keeps its own modules (isolate: true, vitest's default). Shared modules cut the
    // web tests' CPU time by two thirds, but a combobox test then failed once in a full run
    // (React removing a portal node happy-dom no longer had): docs/decisions/044.
  },
});
