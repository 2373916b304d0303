import { Readable } from 'node:stream';
import { imageSrcSet, SSR_QUERY_STATE_ELEMENT_ID, type StorefrontPage } from '@sheesham/shared';
import { escapeHtml, jsonForScript } from '../../lib/html.ts';
import { HEAD_MARKER } from './index-template.ts';
import { startScriptsAfterPaint } from './start-after-paint.ts';

/** Where index.html takes the app's HTML (inside #root). */
export const APP_HTML_MARKER = '<!--app-html-->';

const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;

/** The LCP picture, fetched with the page at high priority in the rendition its <img> picks. */
export function preloadImageTag({ src, sizes }: { src: string; sizes: string }): string {
  const srcset = imageSrcSet(src);
  const responsive = srcset
    ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${responsive} fetchpriority="high">`;
}

/** index.html with the head tags and an empty #root: the browser renders the page alone. */
export function shellDocument(template: string, head: string): string {
  // Functions as replacements: no `$&` patterns from the values.
  return template.replace(HEAD_MARKER, () => head).replace(APP_HTML_MARKER, () => '');
}

/**
 * The server-rendered page as a stream: the head (with the LCP preload) goes out first, then the
 * app's HTML as React writes it, then the data the browser hydrates with and the script that
 * starts the app once the page has painted (start-after-paint.ts), before </body>.
 */
export function renderedDocument(
  template: string,
  head: string,
  page: StorefrontPage,
  modulePreloads = '',
): Readable {
  const preloads = [page.lcpImage ? preloadImageTag(page.lcpImage) : '', modulePreloads]
    .filter(Boolean)
    .map((tags) => `\n    ${tags}`)
    .join('');
  const { html: withHead, startTag } = startScriptsAfterPaint(
    template.replace(HEAD_MARKER, () => head + preloads),
  );
  const split = withHead.indexOf(APP_HTML_MARKER);
  const before = withHead.slice(0, split);
  const after = withHead.slice(split + APP_HTML_MARKER.length);
  const data = dataBlock(SSR_QUERY_STATE_ELEMENT_ID, page.queryState) + startTag;
  const bodyEnd = after.lastIndexOf('</body>');
  const tail =
    bodyEnd === -1 ? after + data : `${after.slice(0, bodyEnd)}${data}${after.slice(bodyEnd)}`;
  return Readable.from(
    (async function* () {
      yield before;
      for await (const chunk of page.html) yield chunk;
      yield tail;
    })(),
  );
}
