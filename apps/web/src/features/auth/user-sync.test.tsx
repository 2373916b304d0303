import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CUSTOMER,
  renderWithSession,
  settle,
  stubSession,
  waitFor,
} from './testing/render-with-session';
import { UserSync } from './user-sync';

let cleanup: (() => void) | undefined;
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

function syncCalls(calls: { url: string; method: string; body: unknown }[]) {
  return calls.filter((call) => call.url === '/api/auth/users/sync');
}

async function mountSync(scenario: Parameters<typeof stubSession>[0]) {
  const network = stubSession(scenario);
  const view = await renderWithSession(<UserSync />);
  // The request code is a lazy chunk: let it load, then let an attempt (if any) finish.
  await import('./sync-user');
  await settle();
  return { ...network, unmount: view.unmount };
}

const MARKER = `sheesham.user-synced.${CUSTOMER.id}`;

describe('UserSync', () => {
  it('posts the name and phone once for a signed-in user and sets the marker', async () => {
    const first = await mountSync(CUSTOMER);
    await waitFor(() => sessionStorage.getItem(MARKER) !== null, 'the marker');
    expect(syncCalls(first.calls)).toEqual([
      {
        url: '/api/auth/users/sync',
        method: 'POST',
        body: { fullName: 'Asha Verma', phoneNumber: '+919829012345' },
      },
    ]);
    first.unmount();

    // A reload in the same browser session: the marker is there, so no second sync.
    const second = await mountSync(CUSTOMER);
    cleanup = second.unmount;
    expect(syncCalls(second.calls)).toEqual([]);
  });

  it('syncs a different user in the same browser session', async () => {
    sessionStorage.setItem(`sheesham.user-synced.someone-else`, '1');
    const { calls, unmount } = await mountSync(CUSTOMER);
    cleanup = unmount;
    expect(syncCalls(calls)).toHaveLength(1);
  });

  it('only logs a failed sync, and still sets the marker', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const network = stubSession(CUSTOMER, (url) =>
      url === '/api/auth/users/sync'
        ? Response.json({ error: { code: 'boom', message: 'Boom' } }, { status: 500 })
        : undefined,
    );
    const view = await renderWithSession(<UserSync />);
    cleanup = view.unmount;
    await waitFor(() => sessionStorage.getItem(MARKER) !== null, 'the marker');
    expect(syncCalls(network.calls)).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('User sync failed', expect.anything());
    expect(sessionStorage.getItem(MARKER)).not.toBeNull();
    warn.mockRestore();
  });

  it('does nothing for a signed-out visitor', async () => {
    const { calls, unmount } = await mountSync('signed-out');
    cleanup = unmount;
    expect(calls).toEqual([]);
  });
});
