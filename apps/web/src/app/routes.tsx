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

/** The screen's file as the build manifest names it (the server preloads its chunk). */
export const screenSource = (name: string) => `src/app/routes/${name}.tsx`;

/**
 * A code-split screen. With `serverLoaders`, its `prefetch` becomes the route's loader (the
 * static handler awaits it before rendering) and `lcpImage` its handle. In the browser the
 * screens keep fetching through their query hooks, so a navigation shows its skeleton at once
 * instead of waiting for a loader.
 */
function screen(name: string, load: LoadScreen, serverLoaders: boolean): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const module = await load();
      if (!serverLoaders) return { Component: module.Component };
      const { prefetch, lcpImage } = module;
      const handle: ScreenHandle = { lcpImage, source: screenSource(name) };
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
  const at = (name: string, load: LoadScreen) => screen(name, load, serverLoaders);
  return [
    {
      // No component: the root renders its matched child, with the spec's error screen around it.
      ErrorBoundary: RouteErrorElement,
      children: [
        // Outside the shared layout (SPEC §2).
        { path: 'auth', ...at('auth', () => import('./routes/auth')) },
        { path: 'admin/*', ...at('admin', () => import('./routes/admin')) },
        {
          Component: SiteLayout,
          children: [
            { index: true, ...at('home', () => import('./routes/home')) },
            { path: 'about', ...at('about', () => import('./routes/about')) },
            { path: 'services', ...at('services', () => import('./routes/services')) },
            { path: 'contact', ...at('contact', () => import('./routes/contact')) },
            { path: 'products', ...at('products', () => import('./routes/products')) },
            { path: 'browse', ...at('products', () => import('./routes/products')) },
            {
              path: 'product/:id',
              ...at('product-detail', () => import('./routes/product-detail')),
            },
            { path: 'profile', ...at('profile', () => import('./routes/profile')) },
            { path: 'checkout', ...at('checkout', () => import('./routes/checkout')) },
            {
              path: ORDER_CONFIRMATION_ROUTE,
              ...at('order-confirmation', () => import('./routes/order-confirmation')),
            },
            { path: '*', ...at('not-found', () => import('./routes/not-found')) },
          ],
        },
      ],
    },
  ];
}
