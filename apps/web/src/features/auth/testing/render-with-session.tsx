import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, type MemoryRouterProps } from 'react-router';
import { vi } from 'vitest';
import { writeSessionToken } from '@/lib/session-token';
import { type IdentityUser, SessionProvider } from '../session-context';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const CUSTOMER: IdentityUser = {
  id: 'user-1',
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+919829012345',
  role: 'user',
  createdAt: '2026-01-05T10:00:00.000Z',
};

export const ADMIN: IdentityUser = {
  ...CUSTOMER,
  id: 'admin-1',
  name: 'Ravi Kumar',
  role: 'admin',
};

/** Who the (stubbed) server says is signed in: nobody, not answered yet, or this user. */
export type SessionScenario = 'signed-out' | 'pending' | IdentityUser;

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Stubs the network (the global fetch, not our code) so the real SessionProvider sees the
 * scenario; every request is recorded in `calls`.
 */
export function stubSession(
  scenario: SessionScenario,
  /** Answers for other endpoints; undefined falls through to an empty 200. */
  respond: (url: string) => Response | undefined = () => undefined,
) {
  const calls: FetchCall[] = [];
  writeSessionToken(scenario === 'signed-out' ? null : 'test-token');
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, method: init.method ?? 'GET', body });
    if (scenario === 'pending') return new Promise<Response>(() => {});
    const custom = respond(url);
    if (custom) return Promise.resolve(custom);
    const payload =
      url.endsWith('/identity/get-session') && scenario !== 'signed-out'
        ? { session: { id: 's1' }, user: scenario }
        : {};
    return Promise.resolve(Response.json(payload));
  });
  return { calls };
}

/** Renders `ui` inside the real SessionProvider and a MemoryRouter; call `unmount` after. */
export async function renderWithSession(
  ui: ReactNode,
  { initialEntries = ['/'] }: { initialEntries?: MemoryRouterProps['initialEntries'] } = {},
) {
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  await act(async () =>
    root.render(
      <SessionProvider>
        <MemoryRouter initialEntries={initialEntries}>{ui}</MemoryRouter>
      </SessionProvider>,
    ),
  );
  await settle();
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
      writeSessionToken(null);
      vi.unstubAllGlobals();
    },
  };
}

/** Lets pending promises (the session request, lazy chunks) resolve and React re-render. */
export async function settle() {
  for (let round = 0; round < 3; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Re-checks `condition` (settling React between tries) until it holds or 3 s have passed. */
export async function waitFor(condition: () => boolean, what = 'the condition') {
  const deadline = Date.now() + 3000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
}
