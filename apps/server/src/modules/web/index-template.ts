import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export const HEAD_MARKER = '<!--app-head-->';

/**
 * index.html from the web build, read once and kept in memory; a rebuild (new mtime) is picked up
 * on the next request. The build's own <title> is dropped, since the server writes one per route.
 * Null while the build does not exist.
 */
export function createIndexTemplate(webDistDir: string) {
  const file = path.join(webDistDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;

  return async function readIndexTemplate(): Promise<string | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      cached = null;
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const html = (await readFile(file, 'utf8')).replace(/<title>[^<]*<\/title>\s*/i, '');
      cached = { mtimeMs, html: html.includes(HEAD_MARKER) ? html : withMarker(html) };
    }
    return cached.html;
  };
}

/** A build without the marker still gets its head tags, just before </head>. */
function withMarker(html: string): string {
  return html.replace(/<\/head>/i, `${HEAD_MARKER}</head>`);
}
