import { SSR_QUERY_STATE_ELEMENT_ID, SSR_ROUTER_STATE_ELEMENT_ID } from '@sheesham/shared';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  RouterProvider,
} from 'react-router';
import { AppProviders, createAppQueryClient } from './app/providers';
import { createRoutes } from './app/routes';
import { readPageData } from './app/ssr-data';
import './index.css';

/**
 * Loads the code of the screens the URL shows before the first render: hydration must render
 * exactly what the server did, not a loading state while a chunk arrives.
 */
async function loadMatchedScreens(routes: ReturnType<typeof createRoutes>) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');

  const queryClient = createAppQueryClient();
  // The catalogue the server rendered with: the screens find it in the cache, no second fetch.
  const queryState = readPageData(SSR_QUERY_STATE_ELEMENT_ID);
  if (queryState) hydrate(queryClient, queryState as DehydratedState);
  // Present only in a server-rendered page; /admin, the dev server and the server's fallback
  // shell send an empty #root, which is rendered from scratch.
  const routerState = readPageData(SSR_ROUTER_STATE_ELEMENT_ID) as HydrationState | null;

  const routes = createRoutes({ serverLoaders: false });
  await loadMatchedScreens(routes);
  const router = createBrowserRouter(routes, { hydrationData: routerState ?? undefined });
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (routerState) {
    // As a transition, hydration yields to the browser every few milliseconds instead of running
    // as one long task: react-dom renders a default-priority root without yielding
    // (docs/decisions/031-hydrate-in-a-transition.md).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}

void start();
