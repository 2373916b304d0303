import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the server sends as a file (hashed assets, and public/ files such as favicon.svg). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this the server does not compress either (@fastify/compress's threshold in spa-routes.ts). */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of the client build, at the highest
 * settings, once per build: the server sends them as they are (@fastify/static's preCompressed)
 * instead of compressing the same bytes again at every request, and the files come out smaller
 * than on-the-fly compression at its quick settings makes them. The SSR build and the dot folders
 * (the manifest, the renderer) are never sent as files, so they are left alone.
 */
export function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'sheesham:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (!ssr) await precompressFolder(outDir);
    },
  };
}

/** Compresses every text file in `dir` and its folders (dot folders aside); returns their paths. */
export async function precompressFolder(dir: string): Promise<string[]> {
  const files = await textFiles(dir);
  await Promise.all(files.map(compressBeside));
  return files;
}

async function textFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await textFiles(path)));
    else if (COMPRESSIBLE.test(entry.name) && (await stat(path)).size >= MIN_BYTES)
      found.push(path);
  }
  return found;
}

async function compressBeside(path: string): Promise<void> {
  const body = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}
