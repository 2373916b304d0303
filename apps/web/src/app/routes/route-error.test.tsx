import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouteError } from './route-error';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

async function renderFailingRoute(route: { loader?: () => never; Component?: () => never }) {
  const router = createMemoryRouter([{ path: '/', errorElement: <RouteError />, ...route }]);
  await act(async () => root.render(<RouterProvider router={router} />));
}

describe('RouteError', () => {
  it('shows the status of a thrown response', async () => {
    await renderFailingRoute({
      loader: () => {
        throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
      },
    });
    expect(container.querySelector('h1')?.textContent).toBe('Unexpected Application Error!');
    expect(container.textContent).toContain('503 Service Unavailable');
  });

  it('shows the message of an error thrown while rendering', async () => {
    const originalError = console.error;
    console.error = () => {}; // React logs the caught render error; it is expected here.
    try {
      await renderFailingRoute({
        Component: () => {
          throw new Error('Chunk failed to load');
        },
      });
    } finally {
      console.error = originalError;
    }
    expect(container.textContent).toContain('Chunk failed to load');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/');
  });
});
