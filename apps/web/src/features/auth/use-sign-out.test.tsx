import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { readSessionToken } from '@/lib/session-token';
import { waitFor } from '@/testing/dom';
import { fakeApi, type Handler } from '@/testing/fake-api';
import { CUSTOMER } from '@/testing/fixtures';
import { currentLocation, render, resetTestState } from '@/testing/render';
import { useSession } from './session-context';
import { useSignOut } from './use-sign-out';

afterEach(resetTestState);

let session: ReturnType<typeof useSession>;
let signOut: () => Promise<void>;
function SignOutProbe() {
  session = useSession();
  signOut = useSignOut();
  return null;
}

/** Signed in on /profile, with the server's sign-out answering as `answer` does. */
async function signedInOnProfile(answer: Handler) {
  const calls = fakeApi({ 'POST /api/identity/sign-out': answer });
  render(<SignOutProbe />, { initialEntries: ['/profile'] });
  await waitFor(() => expect(session.user?.id).toBe(CUSTOMER.id));
  return calls;
}

describe('Sign Out', () => {
  it('revokes the token on the server, forgets it here and goes home', async () => {
    const calls = await signedInOnProfile(() => ({ status: 200, body: { success: true } }));
    expect(currentLocation()).toBe('/profile');

    await act(() => signOut());

    const revoke = calls.filter((call) => call.key === 'POST /api/identity/sign-out');
    expect(revoke).toHaveLength(1);
    expect(revoke[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(readSessionToken()).toBeNull();
    expect(session.status).toBe('signed-out');
    expect(session.user).toBeNull();
    expect(currentLocation()).toBe('/');
  });

  it('signs out here even when the server cannot be reached', async () => {
    await signedInOnProfile(() => Promise.reject(new TypeError('Failed to fetch')));

    await act(() => signOut());

    expect(readSessionToken()).toBeNull();
    expect(session.status).toBe('signed-out');
    expect(currentLocation()).toBe('/');
  });

  it('signs out here when the server answers with an error', async () => {
    await signedInOnProfile(() => ({
      status: 500,
      body: { error: { code: 'internal', message: 'Boom' } },
    }));

    await act(() => signOut());

    expect(readSessionToken()).toBeNull();
    expect(session.status).toBe('signed-out');
  });
});
