import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export const HEAD_MARKER = '<!--app-head-->';

export interface IndexTemplate {
  /** index.html as built: the stylesheet is a <link> (client-rendered pages, /admin). */
  shell: string;
  /** The same with the build's stylesheet inlined, for server-rendered pages. */
  inlinedCss: string;
}

/**
 * index.html from the web build, read once and kept in memory; a rebuild (new mtime) is picked up
 * on the next request. The build's own <title> is dropped, since the server writes one per route.
 * Null while the build does not exist.
 */
export function createIndexTemplate(webDistDir: string) {
  const file = path.join(webDistDir, 'index.html');
  let cached: { mtimeMs: number; template: IndexTemplate } | null = null;

  return async function readIndexTemplate(): Promise<IndexTemplate | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      cached = null;
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const html = (await readFile(file, 'utf8')).replace(/<title>[^<]*<\/title>\s*/i, '');
      const shell = html.includes(HEAD_MARKER) ? html : withMarker(html);
      cached = {
        mtimeMs,
        template: { shell, inlinedCss: await inlineStylesheets(shell, webDistDir) },
      };
    }
    return cached.template;
  };
}

/** A build without the marker still gets its head tags, just before </head>. */
function withMarker(html: string): string {
  return html.replace(/<\/head>/i, `${HEAD_MARKER}</head>`);
}

const STYLESHEET_LINK =
  /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"[^>]*>/gi;

/**
 * Critical CSS, the whole of it: the build's one stylesheet (about 15 KB compressed) goes into the
 * page, so a server-rendered page paints without waiting for a second request
 * (docs/decisions/028-inlined-stylesheet.md). A file that cannot be inlined safely stays a link.
 */
async function inlineStylesheets(html: string, webDistDir: string): Promise<string> {
  const styles = new Map<string, string>();
  for (const [, href] of html.matchAll(STYLESHEET_LINK)) {
    if (!href) continue;
    const css = await readFile(path.join(webDistDir, href), 'utf8').catch(() => null);
    if (css !== null && !/<\/style/i.test(css)) styles.set(href, css);
  }
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = styles.get(href);
    return css === undefined ? link : `<style>${css}</style>`;
  });
}
