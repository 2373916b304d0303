import type { StoreSettings } from './store.ts';

/**
 * The contract between the web's server entry (apps/web/src/entry-server.tsx, built by
 * `vite build --ssr` into apps/web/dist-server) and the server's web module, which loads that
 * build at run time: neither imports the other's code, both import this.
 */

/**
 * Id of the JSON data block the server writes after the app's HTML, read before hydrating; only a
 * server-rendered page has it.
 */
export const SSR_QUERY_STATE_ELEMENT_ID = 'ssr-query-state';

/** File name of the server entry inside the SSR build folder. */
export const STOREFRONT_RENDERER_FILE = 'entry-server.js';

export interface StorefrontRendererSetup {
  store: StoreSettings;
  /** Answers the route loaders' `/api/...` requests inside the server (no network hop). */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  /** Rendering errors (the page still goes out: the SPA shell, or the client renders a part). */
  onError: (error: unknown) => void;
}

export interface StorefrontPage {
  kind: 'page';
  /** The app's HTML for inside #root, complete (no streaming scripts, so the CSP holds). */
  html: AsyncIterable<Uint8Array | string>;
  /** TanStack Query's dehydrated cache, for SSR_QUERY_STATE_ELEMENT_ID. */
  queryState: unknown;
  /** The page's largest picture, for a <link rel=preload> in the head. */
  lcpImage?: { src: string; sizes: string };
  /**
   * The source files of the screens on the page (build manifest keys): their chunks are
   * preloaded with the entry, so the browser hydrates without a second round of downloads.
   */
  screenSources?: string[];
}

export interface StorefrontRedirect {
  kind: 'redirect';
  status: number;
  location: string;
}

export interface StorefrontRenderer {
  /** Renders one page; rejects when the app cannot render at all (send the SPA shell then). */
  render(url: URL, signal: AbortSignal): Promise<StorefrontPage | StorefrontRedirect>;
}

export type CreateStorefrontRenderer = (setup: StorefrontRendererSetup) => StorefrontRenderer;
