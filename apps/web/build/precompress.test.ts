// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(path: string, body: string): string {
  const full = join(dir, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, body);
  return full;
}

describe('precompressFolder', () => {
  it('writes .br and .gz beside the text files the server sends, and nothing else', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const script = 'export const sofa = "three-seater";\n'.repeat(60);
    const js = write('assets/index-abc123.js', script);
    const css = write('assets/index-def456.css', `.bed{color:#7a4b2a}\n`.repeat(80));
    const svg = write(
      'favicon.svg',
      `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(1100)}</svg>`,
    );
    const small = write('assets/tiny-1.js', 'export {};');
    const font = write('assets/face-2.woff2', 'x'.repeat(4096));
    const hidden = write('.ssr/entry-server.js', script);

    const compressed = await precompressFolder(dir);

    expect(compressed.sort()).toEqual([js, css, svg].sort());
    for (const file of [js, css, svg]) {
      const original = readFileSync(file);
      const br = readFileSync(`${file}.br`);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length);
    }
    for (const file of [small, font, hidden]) {
      expect(existsSync(`${file}.br`)).toBe(false);
      expect(existsSync(`${file}.gz`)).toBe(false);
    }
  });
});
