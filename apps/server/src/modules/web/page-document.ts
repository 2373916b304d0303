import { Readable } from 'node:stream';
import { imageSrcSet, SSR_QUERY_STATE_ELEMENT_ID, type StorefrontPage } from '@sheesham/shared';
import { escapeHtml, jsonForScript } from '../../lib/html.ts';
import { criticalCss } from './critical-css.ts';
import { CRITICAL_CSS_MARKER, HEAD_MARKER, type RenderedTemplate } from './index-template.ts';
import { startScriptsAfterPaint } from './start-after-paint.ts';
import { optionalFontFaces } from './web-fonts.ts';

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
 * The server-rendered page as a stream: the head (with the LCP preload and the page's part of the
 * stylesheet), the app's HTML as React wrote it, then the data the browser hydrates with and the
 * script that starts the app and loads the rest of the stylesheet once the page has painted
 * (start-after-paint.ts), before </body>. The app's HTML is read first, since the head's CSS
 * depends on its classes; the render has finished by then (it resolves when all is ready).
 */
export function renderedDocument(
  template: RenderedTemplate,
  head: string,
  page: StorefrontPage,
  modulePreloads = '',
  /** The browser holds the web fonts' files (web-fonts.ts): the page carries their faces. */
  fontsCached = false,
): Readable {
  const preloads = [page.lcpImage ? preloadImageTag(page.lcpImage) : '', modulePreloads]
    .filter(Boolean)
    .map((tags) => `\n    ${tags}`)
    .join('');
  const { stylesheet } = template;
  const { html: withHead, startTag } = startScriptsAfterPaint(
    template.html.replace(HEAD_MARKER, () => head + preloads),
    stylesheet
      ? { href: stylesheet.later.href, fonts: fontsCached ? [] : stylesheet.fonts }
      : undefined,
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
      let app = '';
      for await (const chunk of page.html) app += chunk;
      // Without a start script nothing would load the rest of the stylesheet: carry all of it.
      const css =
        stylesheet &&
        (startTag
          ? (fontsCached ? optionalFontFaces(stylesheet.split.webFontFaces) : '') +
            criticalCss(stylesheet.split, app)
          : stylesheet.css);
      yield before.replace(CRITICAL_CSS_MARKER, () => (css ? `<style>${css}</style>` : ''));
      yield app;
      yield tail;
    })(),
  );
}
