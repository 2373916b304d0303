import { act, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Module = typeof import('./use-hydrated');
let hooks: Module;
let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(async () => {
  // The module remembers that the page has hydrated: each test starts with a fresh page.
  vi.resetModules();
  hooks = await import('./use-hydrated');
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** Records every value it rendered with. */
function probe(seen: boolean[]): ComponentType {
  return function Probe() {
    const hydrated = hooks.useHydrated();
    seen.push(hydrated);
    return <p>{hydrated ? 'browser' : 'server'}</p>;
  };
}

describe('useHydrated', () => {
  it('is false on the server, while hydrating, and true once the page has hydrated', async () => {
    const serverSeen: boolean[] = [];
    const Probe = probe(serverSeen);
    container.innerHTML = renderToString(<Probe />);
    expect(serverSeen).toEqual([false]);
    expect(container.textContent).toBe('server');

    const seen: boolean[] = [];
    const Hydrating = probe(seen);
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, <Hydrating />);
    });
    expect(seen[0]).toBe(false); // the hydrating render matches the server's HTML
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('browser');
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('starts true in what mounts after the page has hydrated', async () => {
    const Probe = probe([]);
    container.innerHTML = renderToString(<Probe />);
    await act(async () => {
      root = hydrateRoot(container, <Probe />);
    });
    const later: boolean[] = [];
    const Later = probe(later);
    const other = document.createElement('div');
    const otherRoot = createRoot(other);
    await act(async () => otherRoot.render(<Later />));
    expect(later).toEqual([true]);
    act(() => otherRoot.unmount());
  });

  it('is true from the first render in a page rendered only in the browser', async () => {
    hooks.showWithoutServerHtml();
    const seen: boolean[] = [];
    const Probe = probe(seen);
    root = createRoot(container);
    await act(async () => root?.render(<Probe />));
    expect(seen).toEqual([true]);
  });
});
