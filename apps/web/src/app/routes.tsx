import { ORDER_CLAIM_PATH, PASSWORD_RESET_PATH } from '@sheesham/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { ORDER_CONFIRMATION_ROUTE } from '@/features/order-confirmation/confirmation-path';
import { SiteLayout } from './layout/site-layout';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { ScreenView } from './screen-view';
import type { Screen } from './screens';

/** What loaders get as their `context` on the server (react-router's request context). */
export interface ServerLoadContext {
  queryClient: QueryClient;
}

/** The screen a route shows, as its handle says (read by the server's loaders and preloads). */
export interface ScreenRouteHandle {
  screen: Screen;
}

const screen = (name: string, load: Screen['load']): Screen => ({ name, load });
const products = screen('products', () => import('./routes/products'));

/** A route that shows a screen; the screen is named in its handle for the server. */
const showing = (shown: Screen): Pick<RouteObject, 'element' | 'handle'> => ({
  element: <ScreenView screen={shown} />,
  handle: { screen: shown } satisfies ScreenRouteHandle,
});

/**
 * The app's routes, one table for the browser's router and the server's static handler (which
 * adds the loaders, entry-server.tsx). Why server rendering and this split:
 * docs/decisions/021-server-rendering.md and 032-declarative-router-in-the-browser.md
 */
export const APP_ROUTES: RouteObject[] = [
  // Outside the shared layout (SPEC §2).
  { path: 'auth', ...showing(screen('auth', () => import('./routes/auth'))) },
  { path: 'admin/*', ...showing(screen('admin', () => import('./routes/admin'))) },
  {
    element: <SiteLayout />,
    children: [
      { index: true, ...showing(screen('home', () => import('./routes/home'))) },
      { path: 'about', ...showing(screen('about', () => import('./routes/about'))) },
      { path: 'services', ...showing(screen('services', () => import('./routes/services'))) },
      { path: 'contact', ...showing(screen('contact', () => import('./routes/contact'))) },
      // SPEC §2: the same screen.
      { path: 'products', ...showing(products) },
      { path: 'browse', ...showing(products) },
      {
        path: 'product/:id',
        ...showing(screen('product-detail', () => import('./routes/product-detail'))),
      },
      { path: 'profile', ...showing(screen('profile', () => import('./routes/profile'))) },
      {
        path: ORDER_CLAIM_PATH.slice(1),
        ...showing(screen('claim-orders', () => import('./routes/claim-orders'))),
      },
      {
        path: PASSWORD_RESET_PATH.slice(1),
        ...showing(screen('reset-password', () => import('./routes/reset-password'))),
      },
      { path: 'checkout', ...showing(screen('checkout', () => import('./routes/checkout'))) },
      {
        path: ORDER_CONFIRMATION_ROUTE,
        ...showing(screen('order-confirmation', () => import('./routes/order-confirmation'))),
      },
      { path: '*', ...showing(screen('not-found', () => import('./routes/not-found'))) },
    ],
  },
];

/** The screen a route shows, if any. */
export const screenOf = (route: RouteObject): Screen | undefined =>
  (route.handle as ScreenRouteHandle | undefined)?.screen;

/** The matched screens, inside the error fallback; the same tree on the server and in the browser. */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(APP_ROUTES);
  return <RouteErrorBoundary resetKey={location.key}>{element}</RouteErrorBoundary>;
}
