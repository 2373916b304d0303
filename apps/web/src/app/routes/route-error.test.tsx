import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

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

/** Renders `page` inside the boundary, at the location `resetKey` names. */
const renderPage = (resetKey: string, page: ReactNode) =>
  act(async () => root.render(<RouteErrorBoundary resetKey={resetKey}>{page}</RouteErrorBoundary>));

function Throws({ error }: { error: unknown }): never {
  throw error;
}

/** Renders a screen that throws inside the boundary; React logs the caught error, expected here. */
async function renderFailingScreen(error: unknown) {
  const originalError = console.error;
  console.error = () => {};
  try {
    await renderPage('first', <Throws error={error} />);
    // The error screen is its own chunk: let it load and render.
    await act(async () => {
      await import('./route-error');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  } finally {
    console.error = originalError;
  }
}

describe('RouteErrorBoundary', () => {
  it('shows the status of a thrown response', async () => {
    await renderFailingScreen(
      new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    );
    expect(container.querySelector('h1')?.textContent).toBe('Unexpected Application Error!');
    expect(container.textContent).toContain('503 Service Unavailable');
  });

  it('shows the message of an error thrown while rendering', async () => {
    await renderFailingScreen(new Error('Chunk failed to load'));
    expect(container.querySelector('h1')?.textContent).toBe('Unexpected Application Error!');
    expect(container.textContent).toContain('Chunk failed to load');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/');
  });

  it('renders its children when nothing throws', async () => {
    await renderPage('first', <p>All good</p>);
    expect(container.textContent).toBe('All good');
  });

  it('shows the page again once the shopper goes to another one', async () => {
    await renderFailingScreen(new Error('Chunk failed to load'));
    expect(container.textContent).toContain('Chunk failed to load');
    await renderPage('second', <p>Next page</p>);
    expect(container.textContent).toBe('Next page');
  });
});
