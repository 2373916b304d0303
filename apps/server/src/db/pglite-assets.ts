import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';

/** PGlite's compiled WebAssembly and its file-system bundle, as PGlite.create takes them. */
export type PgliteAssets = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>>;

/** Node's WebAssembly global; the server's TypeScript libraries (no DOM) declare only its types. */
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteAssets['pgliteWasmModule']> };
};

/**
 * Reads and compiles PGlite's WebAssembly and its bundle, which every PGlite.create otherwise reads
 * and compiles anew: 0.3–0.5 s of each test file's fresh database (docs/decisions/069). For a
 * process that opens many databases; the server opens one and leaves this to PGlite.
 */
export async function readPgliteAssets(): Promise<PgliteAssets> {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const [bytes, bundle] = await Promise.all([
    readFile(path.join(dist, 'pglite.wasm')),
    readFile(path.join(dist, 'pglite.data')),
  ]);
  return { pgliteWasmModule: await wasm.compile(bytes), fsBundle: new Blob([bundle]) };
}
