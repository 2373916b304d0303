import { afterEach, describe, expect, it } from 'vitest';
import { readSessionToken } from '@/lib/session-token';
import { buttonNamed, clickAndSettle, settle, text, typeInto, waitFor } from '@/testing/dom';
import { type ApiCall, fakeApi } from '@/testing/fake-api';
import { CUSTOMER } from '@/testing/fixtures';
import { render, resetTestState } from '@/testing/render';
import { ResetPasswordForm } from './reset-password-form';
import { SignInPanel } from './sign-in-panel';

afterEach(resetTestState);

const SENT =
  'If an account uses this e-mail, we have sent it a link to choose a new password. The link works once, within 1 hour.';

const field = (selector: string) => document.querySelector(selector) as HTMLInputElement;

describe('Forgot password? under the Sign In form', () => {
  it('swaps in the reset form, sends the e-mail and shows the same answer for any address', async () => {
    const calls: ApiCall[] = [];
    fakeApi(
      {
        'POST /api/identity/request-password-reset': (call) => {
          calls.push(call);
          return { status: 200, body: { message: SENT } };
        },
      },
      { session: 'signed-out' },
    );
    render(<SignInPanel />);
    await settle();

    await clickAndSettle(buttonNamed('Forgot password?'));
    expect(document.querySelector('form[aria-label="Sign in"]')).toBeNull();
    typeInto(field('input[type="email"]'), ' Asha@Example.in ');
    await clickAndSettle(buttonNamed('Send Reset Link'));

    await waitFor(() => expect(text()).toContain('Check your e-mail'));
    expect(text()).toContain(SENT);
    expect(calls.map((call) => call.body)).toEqual([{ email: 'asha@example.in' }]);

    await clickAndSettle(buttonNamed('Back to sign in'));
    expect(document.querySelector('form[aria-label="Sign in"]')).not.toBeNull();
  });

  it('says when the server refuses (too many requests)', async () => {
    fakeApi(
      {
        'POST /api/identity/request-password-reset': () => ({
          status: 429,
          body: { error: { code: 'rate_limited', message: 'Too many password reset attempts.' } },
        }),
      },
      { session: 'signed-out' },
    );
    render(<SignInPanel />);
    await settle();
    await clickAndSettle(buttonNamed('Forgot password?'));
    typeInto(field('input[type="email"]'), 'asha@example.in');
    await clickAndSettle(buttonNamed('Send Reset Link'));

    await waitFor(() => expect(text()).toContain('Too many password reset attempts.'));
    expect(text()).not.toContain('Check your e-mail');
  });
});

describe('ResetPasswordForm', () => {
  it('sends the token with the new password and starts the session it answers', async () => {
    const calls: ApiCall[] = [];
    let signedIn = false;
    fakeApi(
      {
        'POST /api/identity/reset-password': (call) => {
          calls.push(call);
          return {
            status: 200,
            body: { token: 'body-token', user: CUSTOMER },
            headers: { 'set-auth-token': 'new-session-token' },
          };
        },
      },
      { session: 'signed-out' },
    );
    render(<ResetPasswordForm token="mailed-token" onSignedIn={() => (signedIn = true)} />);
    await settle();

    typeInto(field('input[type="password"]'), 'short');
    await clickAndSettle(buttonNamed('Save New Password'));
    expect(text()).toContain('Password must be at least 8 characters');
    expect(calls).toHaveLength(0);

    typeInto(field('input[type="password"]'), 'brass-inlay-mirror-77');
    await clickAndSettle(buttonNamed('Save New Password'));

    await waitFor(() => expect(signedIn).toBe(true));
    expect(calls.map((call) => call.body)).toEqual([
      { token: 'mailed-token', password: 'brass-inlay-mirror-77' },
    ]);
    expect(readSessionToken()).toBe('new-session-token');
  });

  it("shows the server's words for a used or expired link", async () => {
    const message = 'This link is invalid, has expired or was already used. Ask for a new one.';
    fakeApi(
      {
        'POST /api/identity/reset-password': () => ({
          status: 410,
          body: { error: { code: 'reset_link_invalid', message } },
        }),
      },
      { session: 'signed-out' },
    );
    render(<ResetPasswordForm token="used-token" onSignedIn={() => undefined} />);
    await settle();
    typeInto(field('input[type="password"]'), 'brass-inlay-mirror-77');
    await clickAndSettle(buttonNamed('Save New Password'));

    await waitFor(() => expect(text()).toContain(message));
    expect(readSessionToken()).toBeNull();
  });
});
