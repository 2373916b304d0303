import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { CachedBody } from '../../lib/response-cache.ts';
import { type SplitStylesheet, splitStylesheet } from './critical-css.ts';
import { type WebFont, webFont } from './web-fonts.ts';

export const HEAD_MARKER = '<!--app-head-->';
/** Where a server-rendered page gets the part of the stylesheet it needs (critical-css.ts). */
export const CRITICAL_CSS_MARKER = '<!--critical-css-->';
/** Where the server serves a build's later stylesheet (decision 062), named by its content. */
export const LATER_CSS_PREFIX = '/assets/later/';

export interface IndexTemplate {
  /** index.html as built: the stylesheet is a <link> (client-rendered pages, /admin). */
  shell: string;
  /** The same for server-rendered pages, which carry their stylesheet in the document. */
  rendered: RenderedTemplate;
}

export interface RenderedTemplate {
  /**
   * With `stylesheet`, the build's one stylesheet link is CRITICAL_CSS_MARKER, for the page's
   * part of it; without, every stylesheet that could be is inlined whole.
   */
  html: string;
  stylesheet: {
    href: string;
    css: string;
    split: SplitStylesheet;
    /** What the start script loads after the paint: the rest of the rules, and the web fonts. */
    later: { href: string; body: CachedBody };
    fonts: WebFont[];
  } | null;
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
        template: { shell, rendered: await renderedTemplate(shell, webDistDir) },
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
 * The stylesheet goes into the page, so a server-rendered page paints without a second request
 * (docs/decisions/028-inlined-stylesheet.md): only the part the page uses when the build has one
 * stylesheet that splits (decision 036), else whole. A file that cannot be inlined safely stays a
 * link.
 */
async function renderedTemplate(html: string, webDistDir: string): Promise<RenderedTemplate> {
  const hrefs = [...html.matchAll(STYLESHEET_LINK)].map(([, href]) => href ?? '');
  const styles = new Map<string, string>();
  for (const href of hrefs) {
    const css = await readFile(path.join(webDistDir, href), 'utf8').catch(() => null);
    if (css !== null && !/<\/style/i.test(css)) styles.set(href, css);
  }
  const [href = ''] = hrefs;
  const css = styles.get(href);
  const split = hrefs.length === 1 && css !== undefined ? splitStylesheet(css) : null;
  if (css !== undefined && split) {
    const hash = createHash('sha256').update(split.laterCss).digest('hex').slice(0, 16);
    return {
      html: html.replace(STYLESHEET_LINK, () => CRITICAL_CSS_MARKER),
      stylesheet: {
        href,
        css,
        split,
        later: {
          href: `${LATER_CSS_PREFIX}${hash}.css`,
          body: new CachedBody(split.laterCss, null),
        },
        fonts: split.webFontFaces.flatMap((body) => webFont(body) ?? []),
      },
    };
  }
  return {
    html: html.replace(STYLESHEET_LINK, (link, linked: string) => {
      const whole = styles.get(linked);
      return whole === undefined ? link : `<style>${whole}</style>`;
    }),
    stylesheet: null,
  };
}
