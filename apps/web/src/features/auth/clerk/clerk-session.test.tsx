import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSessionToken, setExternalSession } from '@/lib/session-token';
import { adoptStoreSettings, storeSettings } from '@/lib/store-settings';
import { parseStoreSettings } from '@/lib/store-settings-guard';
import { waitFor } from '@/testing/dom';
import { fakeApi } from '@/testing/fake-api';
import { ADMIN } from '@/testing/fixtures';
import { render, resetTestState } from '@/testing/render';
import { useSession } from '../session-context';

const BUILT_IN_SETTINGS = { ...storeSettings };

afterEach(() => {
  resetTestState();
  setExternalSession(null);
  delete storeSettings.clerkPublishableKey;
  adoptStoreSettings(BUILT_IN_SETTINGS);
});

let session: ReturnType<typeof useSession>;
function SessionProbe() {
  session = useSession();
  return null;
}

function clerkMode() {
  adoptStoreSettings({ ...BUILT_IN_SETTINGS, clerkPublishableKey: 'pk_test_c2hvcC5kZXYk' });
}

describe('Clerk mode in the web (docs/decisions/045)', () => {
  it('waits for Clerk before saying who is signed in, with no stored token', async () => {
    clerkMode();
    fakeApi({}, { session: 'signed-out' });
    render(<SessionProbe />);
    await act(async () => {});
    expect(session.status).toBe('loading');
  });

  it("sends Clerk's current token as the bearer header and never stores it", async () => {
    clerkMode();
    const calls = fakeApi({}, { session: ADMIN });
    localStorage.clear();
    render(<SessionProbe />);
    setExternalSession({ token: async () => 'clerk-session-jwt', signOut: async () => {} });
    await act(() => session.refresh());
    await waitFor(() => expect(session.user?.id).toBe(ADMIN.id));
    const check = calls.find((call) => call.key === 'GET /api/identity/get-session');
    expect(check?.headers.get('Authorization')).toBe('Bearer clerk-session-jwt');
    expect(readSessionToken()).toBeNull();
  });

  it("signs out on Clerk's side too", async () => {
    clerkMode();
    fakeApi({}, { session: ADMIN });
    const signOut = vi.fn(async () => {});
    setExternalSession({ token: async () => 'clerk-session-jwt', signOut });
    render(<SessionProbe />);
    await act(() => session.refresh());
    await act(() => session.signOut());
    expect(signOut).toHaveBeenCalledOnce();
    expect(session.status).toBe('signed-out');
  });

  it('reads the publishable key from the store settings only when the server sends one', () => {
    const page = { ...BUILT_IN_SETTINGS };
    expect(parseStoreSettings(page)?.clerkPublishableKey).toBeUndefined();
    expect(parseStoreSettings({ ...page, clerkPublishableKey: 'pk_test_x' })).toMatchObject({
      clerkPublishableKey: 'pk_test_x',
    });
  });
});
