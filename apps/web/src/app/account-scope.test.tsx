import { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '@/features/auth/session-context';
import { CART_OWNER_KEY, useCart } from '@/features/cart/cart-context';
import { apiGet } from '@/lib/api-client';
import { settle, waitFor } from '@/testing/dom';
import { fakeApi as fakeServer, type Handler, type SessionScenario } from '@/testing/fake-api';
import { ADMIN, bed, CUSTOMER } from '@/testing/fixtures';
import { resetTestState, seedCart, storedCart } from '@/testing/render';
import { AppProviders } from './providers';

let session: ReturnType<typeof useSession>;
let cart: ReturnType<typeof useCart>;
function Probe() {
  session = useSession();
  cart = useCart();
  return null;
}

let root: Root | undefined;
afterEach(async () => {
  // The user sync (a lazy chunk) may still be on its way: let it finish against the fake server.
  await settle();
  act(() => root?.unmount());
  root = undefined;
  resetTestState();
});

/** The fake server, answering the user sync every sign-in makes (SPEC §4). */
function fakeApi(routes: Record<string, Handler> = {}, options?: { session?: SessionScenario }) {
  const synced: Handler = () => ({ status: 200, body: { user: null } });
  return fakeServer({ 'POST /api/auth/users/sync': synced, ...routes }, options);
}

const PROFILE_KEY = ['profile', CUSTOMER.id];
const CATALOGUE_KEY = ['products'];

/** The app's real providers (session, account scope, cart), with a query client we can inspect. */
async function renderApp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <AppProviders queryClient={queryClient}>
        <Probe />
      </AppProviders>,
    ),
  );
  await waitFor(() => expect(session.status).not.toBe('loading'));
  queryClient.setQueryData(PROFILE_KEY, { fullName: 'Asha Verma' });
  queryClient.setQueryData(CATALOGUE_KEY, []);
  return queryClient;
}

function seedCartOf(owner: string | null) {
  seedCart([bed]);
  if (owner) localStorage.setItem(CART_OWNER_KEY, owner);
}

describe('AccountScope', () => {
  it("signing out empties the cart and drops the account's cached data, not the catalogue", async () => {
    fakeApi({ 'POST /api/identity/sign-out': () => ({ status: 200, body: { success: true } }) });
    seedCartOf(CUSTOMER.id);
    const queryClient = await renderApp();
    expect(cart.itemCount).toBe(1);

    await act(() => session.signOut());

    expect(cart.items).toEqual([]);
    expect(storedCart()).toEqual([]);
    expect(localStorage.getItem(CART_OWNER_KEY)).toBeNull();
    expect(queryClient.getQueryData(PROFILE_KEY)).toBeUndefined();
    expect(queryClient.getQueryData(CATALOGUE_KEY)).toEqual([]);
  });

  it('a revoked session (any 401) empties the cart too', async () => {
    fakeApi({
      'GET /api/auth/profile': () => ({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Please sign in.' } },
      }),
    });
    seedCartOf(CUSTOMER.id);
    const queryClient = await renderApp();

    await act(() => apiGet('/auth/profile').catch(() => undefined));

    expect(session.status).toBe('signed-out');
    expect(cart.items).toEqual([]);
    expect(queryClient.getQueryData(PROFILE_KEY)).toBeUndefined();
  });

  it("another account signing in on this device never sees the previous account's cart", async () => {
    fakeApi();
    seedCartOf('someone-else');
    await renderApp();

    expect(session.user?.id).toBe(CUSTOMER.id);
    expect(cart.items).toEqual([]);
    expect(storedCart()).toEqual([]);
    expect(localStorage.getItem(CART_OWNER_KEY)).toBe(CUSTOMER.id);
  });

  it('a sign-in as someone else (no sign-out between) starts an empty cart and drops cached data', async () => {
    fakeApi();
    seedCartOf(CUSTOMER.id);
    const queryClient = await renderApp();
    expect(cart.itemCount).toBe(1);

    act(() => session.startSession('admin-token', ADMIN));

    expect(cart.items).toEqual([]);
    expect(localStorage.getItem(CART_OWNER_KEY)).toBe(ADMIN.id);
    expect(queryClient.getQueryData(PROFILE_KEY)).toBeUndefined();
  });

  it('a cart without an owner (kept from before accounts) becomes the signed-in user’s', async () => {
    fakeApi();
    seedCartOf(null);
    await renderApp();

    expect(cart.items).toEqual([bed]);
    expect(localStorage.getItem(CART_OWNER_KEY)).toBe(CUSTOMER.id);
  });

  it('a signed-out visitor sees no account’s cart, and the cart stays for its owner', async () => {
    fakeApi({}, { session: 'signed-out' });
    seedCartOf(CUSTOMER.id);
    await renderApp();

    expect(cart.items).toEqual([]);
    expect(storedCart()).toEqual([bed]);
  });
});
