import { SSR_QUERY_STATE_ELEMENT_ID } from '@sheesham/shared';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { AppProviders, createAppQueryClient } from './app/providers';
import { APP_ROUTES, AppRoutes, screenOf } from './app/routes';
import { loadScreen } from './app/screens';
import { readPageData } from './app/ssr-data';
import { showWithoutServerHtml } from './lib/use-hydrated';
import './index.css';

/**
 * Loads the code of the screens the URL shows before the first render: hydration must render
 * exactly what the server did, not a loading state while a chunk arrives. A chunk that fails to
 * load is left to the render, which shows the error screen.
 */
async function loadMatchedScreens() {
  const matches = matchRoutes(APP_ROUTES, window.location) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const screen = screenOf(route);
      return screen ? loadScreen(screen).catch(() => undefined) : undefined;
    }),
  );
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');

  const queryClient = createAppQueryClient();
  // The catalogue the server rendered with: the screens find it in the cache, no second fetch.
  // Present only in a server-rendered page; /admin, the dev server and the server's fallback
  // shell send an empty #root, which is rendered from scratch.
  const queryState = readPageData(SSR_QUERY_STATE_ELEMENT_ID);
  if (queryState) hydrate(queryClient, queryState as DehydratedState);

  await loadMatchedScreens();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (queryState) {
    // As a transition, hydration yields to the browser every few milliseconds instead of running
    // as one long task: react-dom renders a default-priority root without yielding
    // (docs/decisions/031-hydrate-in-a-transition.md).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    showWithoutServerHtml();
    createRoot(container).render(app);
  }
}

void start();
