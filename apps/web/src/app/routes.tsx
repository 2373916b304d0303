import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { ORDER_CONFIRMATION_ROUTE } from '@/features/order-confirmation/confirmation-path';
import { SiteLayout } from './layout/site-layout';
import type { RouteModule, ScreenHandle } from './route-module';
import { RouteErrorElement } from './routes/route-error-boundary';

/** What loaders get as their `context` on the server (react-router's request context). */
export interface ServerLoadContext {
  queryClient: QueryClient;
}

type LoadScreen = () => Promise<RouteModule>;

/**
 * A code-split screen. With `serverLoaders`, its `prefetch` becomes the route's loader (the
 * static handler awaits it before rendering) and `lcpImage` its handle. In the browser the
 * screens keep fetching through their query hooks, so a navigation shows its skeleton at once
 * instead of waiting for a loader.
 */
function screen(load: LoadScreen, serverLoaders: boolean): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const module = await load();
      if (!serverLoaders) return { Component: module.Component };
      const { prefetch, lcpImage } = module;
      const handle: ScreenHandle = { lcpImage };
      return {
        Component: module.Component,
        handle,
        loader: async ({ request, params, context }: LoaderFunctionArgs) => {
          const { queryClient } = context as ServerLoadContext;
          await prefetch?.({ queryClient, params, url: new URL(request.url) });
          return null;
        },
      };
    },
  };
}

/**
 * The app's routes (data mode), for createBrowserRouter and the server's static handler alike.
 * Why data mode and server rendering: docs/decisions/021-server-rendering.md
 */
export function createRoutes({ serverLoaders }: { serverLoaders: boolean }): RouteObject[] {
  const at = (load: LoadScreen) => screen(load, serverLoaders);
  return [
    {
      // No component: the root renders its matched child, with the spec's error screen around it.
      ErrorBoundary: RouteErrorElement,
      children: [
        // Outside the shared layout (SPEC §2).
        { path: 'auth', ...at(() => import('./routes/auth')) },
        { path: 'admin/*', ...at(() => import('./routes/admin')) },
        {
          Component: SiteLayout,
          children: [
            { index: true, ...at(() => import('./routes/home')) },
            { path: 'about', ...at(() => import('./routes/about')) },
            { path: 'services', ...at(() => import('./routes/services')) },
            { path: 'contact', ...at(() => import('./routes/contact')) },
            { path: 'products', ...at(() => import('./routes/products')) },
            { path: 'browse', ...at(() => import('./routes/products')) },
            { path: 'product/:id', ...at(() => import('./routes/product-detail')) },
            { path: 'profile', ...at(() => import('./routes/profile')) },
            { path: 'claim-orders', ...at(() => import('./routes/claim-orders')) },
            { path: 'checkout', ...at(() => import('./routes/checkout')) },
            { path: ORDER_CONFIRMATION_ROUTE, ...at(() => import('./routes/order-confirmation')) },
            { path: '*', ...at(() => import('./routes/not-found')) },
          ],
        },
      ],
    },
  ];
}
