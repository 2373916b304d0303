import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';

export interface PrefetchArgs {
  queryClient: QueryClient;
  params: Params;
  url: URL;
}

/** The picture a page paints largest, as its <img> asks for it (for the server's preload). */
export interface LcpImage {
  src: string;
  sizes: string;
}

/**
 * What a screen's module (app/routes/*.tsx) exports. Only the server calls `prefetch` and
 * `lcpImage`: it renders the page with the data already in the query cache and preloads the
 * picture; in the browser the screen fetches through its query hooks as it always did.
 */
export interface RouteModule {
  Component: ComponentType;
  /** Puts what the first paint shows into the query cache (failures stay for the client). */
  prefetch?: (args: PrefetchArgs) => Promise<unknown>;
  /** The page's largest picture, read from the cache after `prefetch`. */
  lcpImage?: (args: PrefetchArgs) => LcpImage | undefined;
}
