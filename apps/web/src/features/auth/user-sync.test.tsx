import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle, waitFor } from '@/testing/dom';
import { type ApiCall, fakeApi, type Handler, type SessionScenario } from '@/testing/fake-api';
import { CUSTOMER, CUSTOMER_PROFILE } from '@/testing/fixtures';
import { render, resetTestState } from '@/testing/render';
import { UserSync } from './user-sync';

afterEach(resetTestState);

const SYNC = 'POST /api/auth/users/sync';
const synced: Handler = () => ({ status: 200, body: { user: CUSTOMER_PROFILE } });

function syncCalls(calls: ApiCall[]) {
  return calls.filter((call) => call.key === SYNC);
}

async function mountSync(session: SessionScenario, sync: Handler = synced) {
  const calls = fakeApi({ [SYNC]: sync }, { session });
  const { unmount } = render(<UserSync />);
  // The request code is a lazy chunk: let it load, then let an attempt (if any) finish.
  await settle();
  await import('./sync-user');
  await settle();
  return { calls, unmount };
}

const MARKER = `sheesham.user-synced.${CUSTOMER.id}`;

describe('UserSync', () => {
  it('posts the name and phone once for a signed-in user and sets the marker', async () => {
    const first = await mountSync(CUSTOMER);
    await waitFor(() => expect(sessionStorage.getItem(MARKER)).not.toBeNull());
    expect(syncCalls(first.calls).map((call) => call.body)).toEqual([
      { fullName: 'Asha Verma', phoneNumber: '+919829012345' },
    ]);
    first.unmount();

    // A reload in the same browser session: the marker is there, so no second sync.
    const second = await mountSync(CUSTOMER);
    expect(syncCalls(second.calls)).toEqual([]);
  });

  it('syncs a different user in the same browser session', async () => {
    sessionStorage.setItem(`sheesham.user-synced.someone-else`, '1');
    const { calls } = await mountSync(CUSTOMER);
    expect(syncCalls(calls)).toHaveLength(1);
  });

  it('only logs a failed sync, and still sets the marker', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { calls } = await mountSync(CUSTOMER, () => ({
      status: 500,
      body: { error: { code: 'boom', message: 'Boom' } },
    }));
    await waitFor(() => expect(sessionStorage.getItem(MARKER)).not.toBeNull());
    expect(syncCalls(calls)).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('User sync failed', expect.anything());
    expect(sessionStorage.getItem(MARKER)).not.toBeNull();
    warn.mockRestore();
  });

  it('does nothing for a signed-out visitor', async () => {
    const { calls } = await mountSync('signed-out');
    expect(calls).toEqual([]);
  });
});
