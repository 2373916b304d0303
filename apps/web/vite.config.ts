import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { treeShakeReactRouter } from './build/tree-shake-react-router.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * react-router's production build. Its package exports name only the development build (extra
 * warnings and checks), so a bundle would ship that to every visitor; the production build sits
 * beside it (about 0.5 KB less gzip on the home page).
 */
function reactRouterProductionBuild(): string {
  const manifest = createRequire(import.meta.url).resolve('react-router/package.json');
  return join(dirname(manifest), 'dist/production/index.mjs');
}

/**
 * `vite build --ssr` builds the server entry into dist/.ssr, beside the client build it renders
 * for: the server's web module loads it from there (a dot folder, never served as a file).
 */
const ssrBuild = {
  outDir: 'dist/.ssr',
  emptyOutDir: false,
  copyPublicDir: false,
  rollupOptions: { input: 'src/entry-server.tsx' },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), treeShakeReactRouter(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The dev server keeps the development build and its warnings.
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild() }]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: {
    // dist/.vite/manifest.json: the server preloads the chunks of the screens it rendered.
    manifest: !isSsrBuild,
    ...(isSsrBuild ? ssrBuild : {}),
    target: 'es2022',
    sourcemap: false,
    // Browsers without <link rel=modulepreload> (Safari before 17) just skip the preload hint;
    // the polyfill would cost every visitor bytes on the home page.
    modulePreload: { polyfill: false },
    // One stylesheet, which the document always has: linked (client-rendered pages), or inline in
    // part with the rest added by the start script (server-rendered pages, decision 062). With
    // CSS split per chunk, every lazy screen named the file as a dependency, and Vite linked the
    // whole file again when the first one loaded, since the rest has another name: a restyle of
    // the whole page, and the web fonts declared a second time.
    cssCodeSplit: false,
    // Fonts stay files even when small (the rupee face is 1 KB): the CSP's font-src is 'self',
    // which refuses data: URLs.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
  },
}));
