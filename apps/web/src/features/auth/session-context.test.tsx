import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiGet, apiPost } from '@/lib/api-client';
import { readSessionToken } from '@/lib/session-token';
import { waitFor } from '@/testing/dom';
import { fakeApi, type Reply } from '@/testing/fake-api';
import { ADMIN, CUSTOMER } from '@/testing/fixtures';
import { render, resetTestState } from '@/testing/render';
import { SESSION_RETRY_DELAYS_MS, useSession } from './session-context';

afterEach(resetTestState);

let session: ReturnType<typeof useSession>;
function SessionProbe() {
  session = useSession();
  return null;
}

const unauthorized: Reply = {
  status: 401,
  body: { error: { code: 'unauthorized', message: 'Please sign in.' } },
};

/** A reply the test sends when it chooses, to order it against other events. */
function later() {
  let send: (reply: Reply) => void = () => {};
  const reply = new Promise<Reply>((resolve) => {
    send = resolve;
  });
  return { handler: () => reply, send: (answer: Reply) => act(async () => send(answer)) };
}

async function signedInAs(user = CUSTOMER) {
  await waitFor(() => expect(session.user?.id).toBe(user.id));
}

describe('SessionProvider: a session the server no longer accepts', () => {
  it('signs the visitor out and forgets the token when any request is answered 401', async () => {
    fakeApi({ 'GET /api/auth/profile': () => unauthorized });
    render(<SessionProbe />);
    await signedInAs();

    await act(() => apiGet('/auth/profile').catch(() => undefined));

    expect(session.status).toBe('signed-out');
    expect(session.user).toBeNull();
    expect(readSessionToken()).toBeNull();
  });

  it('keeps the session when a sign-in attempt is refused (wrong password is not a dead session)', async () => {
    fakeApi({ 'POST /api/identity/sign-in/email': () => unauthorized });
    render(<SessionProbe />);
    await signedInAs();

    const refused = await act(() =>
      apiPost('/identity/sign-in/email', { email: 'x@example.in', password: 'wrong' }).catch(
        (error: unknown) => error,
      ),
    );

    expect(refused).toBeInstanceOf(ApiRequestError);
    expect(session.status).toBe('signed-in');
    expect(readSessionToken()).toBe('test-token');
  });
});

describe('SessionProvider: answers that arrive late', () => {
  it('a 401 for the old token does not sign out a newer sign-in', async () => {
    const getSession = later();
    fakeApi({ 'GET /api/identity/get-session': getSession.handler });
    render(<SessionProbe />);
    expect(session.status).toBe('loading');

    act(() => session.startSession('new-token', ADMIN));
    await getSession.send(unauthorized);

    expect(readSessionToken()).toBe('new-token');
    expect(session.status).toBe('signed-in');
    expect(session.user?.id).toBe(ADMIN.id);
  });

  it("an older check's answer does not replace the user of a newer sign-in", async () => {
    const getSession = later();
    fakeApi({ 'GET /api/identity/get-session': getSession.handler });
    render(<SessionProbe />);

    act(() => session.startSession('new-token', ADMIN));
    await getSession.send({ status: 200, body: { session: { id: 's-old' }, user: CUSTOMER } });

    expect(session.user?.id).toBe(ADMIN.id);
  });

  it('of two checks, the later one decides', async () => {
    const first = later();
    const second = later();
    const pending = [first, second];
    fakeApi({
      'GET /api/identity/get-session': () => (pending.shift() ?? first).handler(),
    });
    render(<SessionProbe />);
    act(() => void session.refresh());

    await second.send({ status: 200, body: { session: { id: 's2' }, user: ADMIN } });
    await first.send({ status: 200, body: { session: { id: 's1' }, user: CUSTOMER } });

    expect(session.user?.id).toBe(ADMIN.id);
  });
});

describe('SessionProvider: a session check that meets a passing failure', () => {
  const serverError: Reply = {
    status: 503,
    body: { error: { code: 'database_unavailable', message: 'Try again in a moment.' } },
  };
  const rateLimited: Reply = {
    status: 429,
    body: { error: { code: 'rate_limited', message: 'Too many requests.' } },
  };

  /** get-session answers `failures` in turn, then the signed-in customer. */
  function sessionAnswering(failures: Reply[]) {
    const calls: Reply[] = [];
    fakeApi({
      'GET /api/identity/get-session': () => {
        const reply = failures.shift() ?? {
          status: 200,
          body: { session: { id: 's' }, user: CUSTOMER },
        };
        calls.push(reply);
        return reply;
      },
    });
    return calls;
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries again and shows the shopper signed in, staying "loading" in between', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const calls = sessionAnswering([serverError, rateLimited]);
    render(<SessionProbe />);

    await act(() => vi.advanceTimersByTimeAsync(SESSION_RETRY_DELAYS_MS[0] - 1));
    expect(calls).toHaveLength(1);
    expect(session.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls).toHaveLength(2);
    expect(session.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(SESSION_RETRY_DELAYS_MS[1]));

    expect(calls).toHaveLength(3);
    expect(session.status).toBe('signed-in');
    expect(session.user?.id).toBe(CUSTOMER.id);
  });

  it('after the last try shows signed out but keeps the token for the next load', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const calls = sessionAnswering([serverError, serverError, rateLimited]);
    render(<SessionProbe />);

    await act(() =>
      vi.advanceTimersByTimeAsync(SESSION_RETRY_DELAYS_MS[0] + SESSION_RETRY_DELAYS_MS[1]),
    );

    expect(calls).toHaveLength(3);
    expect(session.status).toBe('signed-out');
    expect(readSessionToken()).toBe('test-token');
  });

  it('keeps the session when the answer is cut off (the page navigating away mid-read)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const calls = sessionAnswering([
      { status: 200, body: { session: { id: 's' }, user: CUSTOMER }, cutOff: true },
    ]);
    render(<SessionProbe />);

    await act(() => vi.advanceTimersByTimeAsync(SESSION_RETRY_DELAYS_MS[0]));

    expect(calls).toHaveLength(2);
    expect(readSessionToken()).toBe('test-token');
    expect(session.status).toBe('signed-in');
  });

  it('does not try again when the server says the token is unknown', async () => {
    const calls = sessionAnswering([{ status: 200, body: null }]);
    render(<SessionProbe />);

    await waitFor(() => expect(session.status).toBe('signed-out'));
    expect(calls).toHaveLength(1);
    expect(readSessionToken()).toBeNull();
  });
});
