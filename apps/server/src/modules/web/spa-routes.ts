import { setTimeout as delay } from 'node:timers/promises';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { MEDIA_PREFIX, type Product, type StoreSettings } from '@sheesham/shared';
import type { FastifyPluginAsync } from 'fastify';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import type { MediaStore } from '../../lib/media-store/media-store.ts';
import { isSafeRelativePath } from '../../lib/safe-relative-path.ts';
import { sendCached } from '../../lib/send-cached.ts';
import { fileRoute } from './file-route.ts';
import { createHeadRenderer } from './head-tags.ts';
import { createIndexTemplate, LATER_CSS_PREFIX } from './index-template.ts';
import { injectFetch } from './inject-fetch.ts';
import { createModulePreloads } from './module-preloads.ts';
import { APP_HTML_MARKER, renderedDocument, shellDocument } from './page-document.ts';
import { createPageResolver } from './page-meta.ts';
import { createRendererLoader } from './storefront-renderer.ts';
import { fontsCached } from './web-fonts.ts';

export interface SpaOptions {
  webDistDir: string;
  media: MediaStore;
  siteUrl: string;
  store: StoreSettings;
  findProduct: (id: string) => Promise<Product | null>;
}

const NOT_BUILT =
  'The storefront has not been built yet. Run `npm run build` (or `npm start`, which builds it first), then reload this page.';

/** Paths the SPA never answers: unknown ones there are real 404s, not screens. */
const NOT_SPA = /^\/(api|media|assets)(\/|$)/;
/** The admin panel is rendered in the browser only (its data is all behind a session). */
const CLIENT_ONLY = /^\/admin(\/|$)/;
/** The last path segment has an extension, so it names a file rather than a screen. */
const FILE_PATH = /\/[^/]+\.[a-z0-9]+$/i;

/** A page waits at most this long for the media store to say whether its image exists. */
const IMAGE_CHECK_MS = 500;

/**
 * Existence of /media files, remembered once seen (media names are content-keyed): `check` asks
 * the store before a page is rendered, `seen` answers the head renderer synchronously. A store
 * that does not answer in time counts as "no image": the page renders without og:image.
 */
function mediaChecker(media: MediaStore) {
  const seen = new Set<string>();
  return {
    seen: (url: string) => seen.has(url),
    async check(url: string): Promise<void> {
      if (!url.startsWith(MEDIA_PREFIX) || seen.has(url)) return;
      const key = url.slice(MEDIA_PREFIX.length);
      if (!isSafeRelativePath(key)) return;
      const found = await Promise.race([
        media.head(key).catch(() => null),
        delay(IMAGE_CHECK_MS, null, { ref: false }),
      ]);
      if (found) seen.add(url);
    },
  };
}

/**
 * Serves the built web app: hashed /assets/* as immutable files, other build files briefly
 * cached, and every screen as index.html with its head tags and status, the storefront rendered
 * on the server into it (docs/decisions/021-server-rendering.md).
 */
export const spaRoutes: FastifyPluginAsync<SpaOptions> = async (app, options) => {
  // Pages are compressed on the fly, build files at build time (below); API bodies come
  // pre-compressed from their cache (lib/send-cached.ts), so the API skips these hooks altogether.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  const readIndex = createIndexTemplate(options.webDistDir);
  const modulePreloads = createModulePreloads(options.webDistDir);
  const resolvePage = createPageResolver(options.store, options.findProduct);
  const loadRenderer = createRendererLoader(options.webDistDir, {
    store: options.store,
    fetchApi: injectFetch(app),
    onError: (error) => app.log.error({ err: error }, 'server render error'),
  });
  const images = mediaChecker(options.media);
  const renderHead = createHeadRenderer({
    store: options.store,
    siteUrl: options.siteUrl,
    hasImage: images.seen,
  });

  // reply.sendFile on the build's files: its top-level ones (no route of their own) and /assets/*.
  await app.register(fastifyStatic, {
    root: options.webDistDir,
    serve: false,
    index: false,
    dotfiles: 'ignore',
    maxAge: '1h', // not content-hashed, so only briefly
    // The build writes `.br` and `.gz` beside its text files (apps/web/build/precompress.ts):
    // sent as they are, so @fastify/compress leaves them alone; a file without them is
    // compressed per request as before.
    preCompressed: true,
    suppressWarning: true,
  });

  // Hashed build files, immutable (file-route.ts says why through a route of ours). A build made
  // while the server runs is still served, as index.html follows it.
  fileRoute(app, '/assets/', 'assets/', { immutable: true, maxAge: '365d' });

  // The rest of the stylesheet for server-rendered pages (decision 062): made from the build's
  // stylesheet in memory, named by its content, so cached like any hashed asset.
  app.get(`${LATER_CSS_PREFIX}:file`, async (request, reply) => {
    const later = (await readIndex())?.rendered.stylesheet?.later;
    if (!later || request.url.split('?')[0] !== later.href) return reply.callNotFound();
    return sendCached(request, reply, later.body, {
      contentType: 'text/css; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
    });
  });

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (NOT_SPA.test(pathname)) return reply.callNotFound();

    const template = await readIndex();
    if (template === null) {
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    if (FILE_PATH.test(pathname) && !pathname.endsWith('/index.html')) {
      // favicon.svg and other files Vite copies from public/.
      return reply.sendFile(pathname.slice(1), options.webDistDir);
    }

    const page = await resolvePage(pathname);
    if (page.image) await images.check(page.image);
    const head = renderHead(page);
    reply.code(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');

    const renderer =
      template.shell.includes(APP_HTML_MARKER) && !CLIENT_ONLY.test(pathname)
        ? await loadRenderer()
        : null;
    if (!renderer) return reply.send(shellDocument(template.shell, head));

    // A visitor who leaves stops the render.
    const abort = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) abort.abort(new Error('client went away'));
    });
    try {
      const rendered = await renderer.render(
        new URL(absoluteUrl(options.siteUrl, request.url)),
        abort.signal,
      );
      if (rendered.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
      const preloads = await modulePreloads(rendered.screenSources ?? [], template.rendered.html);
      // The page differs by whether the browser holds the web fonts (web-fonts.ts).
      reply.header('vary', 'cookie');
      const cached = fontsCached(request.headers.cookie);
      return reply.send(renderedDocument(template.rendered, head, rendered, preloads, cached));
    } catch (error) {
      // Whatever failed, the visitor still gets the page: the browser renders it alone.
      request.log.error({ err: error }, 'server render failed; sending the SPA shell');
      return reply.send(shellDocument(template.shell, head));
    }
  });
};
