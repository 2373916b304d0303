import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** What Vite's build manifest (build.manifest) says about one source file. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * `<link rel=modulepreload>` tags for the chunks of the screens a page rendered and the chunks
 * they import, from the web build's manifest (read once per build). The browser fetches them with
 * the entry instead of after it, so hydration does not wait for a second round of downloads.
 * Chunks the page already names (the entry's own preloads in index.html) are left out.
 */
export function createModulePreloads(webDistDir: string) {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Manifest } | null = null;

  async function readManifest(): Promise<Manifest | null> {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, manifest: JSON.parse(await readFile(file, 'utf8')) as Manifest };
      }
      return cached.manifest;
    } catch {
      // No manifest (an older build, the test fixtures): no preloads, hydration still works.
      return null;
    }
  }

  return async function modulePreloads(sources: readonly string[], page: string): Promise<string> {
    const manifest = await readManifest();
    if (!manifest) return '';
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const source of sources) visit(source);
    return [...files]
      .map((chunk) => `/${chunk}`)
      .filter((href) => !page.includes(`"${href}"`))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('\n    ');
  };
}
