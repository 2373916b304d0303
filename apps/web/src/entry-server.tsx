import { PassThrough } from 'node:stream';
import type {
  CreateStorefrontRenderer,
  StorefrontPage,
  StorefrontRedirect,
} from '@sheesham/shared';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  type LoaderFunctionArgs,
  type RouteObject,
  type StaticHandlerContext,
  StaticRouter,
} from 'react-router';
import { AppProviders, createAppQueryClient } from './app/providers';
import { APP_ROUTES, AppRoutes, type ServerLoadContext, screenOf } from './app/routes';
import { loadedScreen, loadScreen, screenSource } from './app/screens';
import { setApiTransport } from './lib/api-client';
import { adoptStoreSettings } from './lib/store-settings';

/** A render that has not finished by then is given up; the server sends the SPA shell. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders the whole tree and resolves once everything is ready (data is prefetched, so nothing
 * waits on the network): the HTML carries no streaming <script>s, which the CSP would refuse.
 */
function renderComplete(element: ReactNode, signal: AbortSignal, onError: (e: unknown) => void) {
  return new Promise<AsyncIterable<Uint8Array | string>>((resolve, reject) => {
    const timer = setTimeout(() => stream.abort(new Error('render timed out')), RENDER_TIMEOUT_MS);
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        clearTimeout(timer);
        const body = new PassThrough();
        stream.pipe(body);
        resolve(body);
      },
      // Never split a finished Suspense boundary out of place: that costs an inline script to
      // put it back, which the CSP refuses (React does so for boundaries above this size).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError,
    });
    signal.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}

/**
 * The routes for the static handler: a route that shows a screen loads its module and runs its
 * `prefetch`, so the render finds the screen's code and data ready.
 */
function withLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const screen = screenOf(route);
    const children = route.children && withLoaders(route.children);
    if (!screen) return { ...route, children } as RouteObject;
    return {
      ...route,
      children,
      loader: async ({ request, params, context }: LoaderFunctionArgs) => {
        const { prefetch } = await loadScreen(screen);
        const { queryClient } = context as ServerLoadContext;
        await prefetch?.({ queryClient, params, url: new URL(request.url) });
        return null;
      },
    } as RouteObject;
  });
}

function lcpImageOf(context: StaticHandlerContext, queryClient: QueryClient, url: URL) {
  for (const match of [...context.matches].reverse()) {
    const screen = screenOf(match.route);
    const lcpImage = screen && loadedScreen(screen)?.lcpImage;
    if (lcpImage) return lcpImage({ queryClient, params: match.params, url });
  }
  return undefined;
}

/**
 * The storefront's server renderer: react-router's static handler (data mode) matches the URL and
 * runs the screens' loaders, React's streaming renderer writes the page; loaded by the server's
 * web module from the SSR build.
 */
export const createStorefrontRenderer: CreateStorefrontRenderer = ({
  store,
  fetchApi,
  onError,
}) => {
  // Before any screen's module runs: some build texts from the settings when they load.
  adoptStoreSettings(store);
  setApiTransport(fetchApi);
  const handler = createStaticHandler(withLoaders(APP_ROUTES));

  return {
    async render(url, signal): Promise<StorefrontPage | StorefrontRedirect> {
      const queryClient = createAppQueryClient();
      // No retry on the server: a failed query is left for the browser, not waited for twice.
      const defaults = queryClient.getDefaultOptions();
      queryClient.setDefaultOptions({
        ...defaults,
        queries: { ...defaults.queries, retry: false },
      });
      const requestContext: ServerLoadContext = { queryClient };
      const context = await handler.query(new Request(url, { signal }), { requestContext });
      if (context instanceof Response) {
        return {
          kind: 'redirect',
          status: context.status,
          location: context.headers.get('Location') ?? '/',
        };
      }
      // A screen whose code failed to load: the browser renders it (or its error) from scratch.
      if (context.errors) throw new Error('A route failed to load on the server');
      // The browser's tree (main.tsx) with a static router: hydration matches it node for node.
      const html = await renderComplete(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <StaticRouter location={url.pathname + url.search}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </StrictMode>,
        signal,
        onError,
      );
      return {
        kind: 'page',
        html,
        queryState: dehydrate(queryClient),
        lcpImage: lcpImageOf(context, queryClient, url),
        screenSources: context.matches.flatMap(({ route }) => {
          const screen = screenOf(route);
          return screen ? [screenSource(screen)] : [];
        }),
      };
    },
  };
};
