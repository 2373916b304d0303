// `npm run build --workspace apps/server`: bundles src/server.ts into dist/server.js for plain
// `node --enable-source-maps dist/server.js` (docs/decisions/042-compiled-server.md).
// Packages from node_modules stay imports that Node resolves at run time (sharp, PGlite and
// pdfkit read files beside themselves, and several are only imported on first use); the
// workspace packages (@sheesham/*), which are TypeScript sources, are bundled in.
// One file, no chunks: a rebuild while a server runs cannot pull a chunk from under it.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';

export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** dist/ is at src/'s depth, so paths.ts finds drizzle/ and assets/ from either. */
export const SERVER_DIST = fileURLToPath(new URL('../dist', import.meta.url));
export const BUILT_SERVER_ENTRY = fileURLToPath(new URL('../dist/server.js', import.meta.url));

/**
 * How the built server is run: `npm start` (apps/server/package.json), the Dockerfile's CMD and
 * e2e's startServer say the same. Source maps: stack traces name the .ts files. The old-space
 * cap: on a machine with plenty of memory V8 lets garbage pile up to hundreds of MB before it
 * collects (the heap grew to 330 MB for 80 MB of live objects); 512 MB keeps the heap near
 * 120 MB at the same throughput, where 256 MB slowed page rendering by half. The young
 * generation: 4 MB semi-spaces instead of 16 MB take about 20 MB off RSS, with no loss of
 * throughput measured (decision 042).
 */
export const SERVER_NODE_FLAGS = [
  '--enable-source-maps',
  '--max-old-space-size=512',
  '--max-semi-space-size=4',
];

/** Bare imports are node_modules packages, left to Node, except our own workspaces. */
const packagesStayExternal: Plugin = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sheesham/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Builds the server into apps/server/dist (or `outdir`, for a test that must not replace the
 * build a running server uses); returns esbuild's metafile (what went in).
 */
export async function buildServer(outdir = SERVER_DIST): Promise<Metafile> {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: SERVER_ROOT,
    entryPoints: ['src/server.ts'],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Stack traces name the .ts files and lines; the map points into src/, so it holds no copy.
    sourcemap: 'linked',
    sourcesContent: false,
    // Bundling renames clashing top-level names; classes and functions keep the names src/ gives.
    keepNames: true,
    logLevel: 'warning',
    metafile: true,
    plugins: [packagesStayExternal],
  });
  return result.metafile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(`server built to apps/server/dist/server.js in ${Date.now() - started} ms`);
}
