import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IdentityApiUser } from '@/features/auth/session-context';
import { apiGet } from '@/lib/api-client';
import { settle, waitFor } from '@/testing/dom';
import { fakeApi, type SessionScenario } from '@/testing/fake-api';
import { ADMIN, CUSTOMER } from '@/testing/fixtures';
import { render, resetTestState } from '@/testing/render';
import { HeaderAccount } from './header-account';

afterEach(resetTestState);

async function renderHeaderAccount(session: SessionScenario) {
  fakeApi({}, { session });
  const { container } = render(<HeaderAccount />);
  await settle();
  if (typeof session === 'object') {
    // The signed-in menu is its own chunk.
    await waitFor(() => expect(accountButton(container)).not.toBeNull());
  }
  return container;
}

function accountButton(container: HTMLElement) {
  return container.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]');
}

/** Clicks the account button and waits for the lazily loaded menu; returns its item texts. */
async function openMenu(container: HTMLElement): Promise<string[]> {
  const trigger = accountButton(container);
  if (!trigger) throw new Error('no account button');
  await act(async () => trigger.click());
  await waitFor(() => expect(document.querySelector('[role="menu"]')).not.toBeNull());
  const menu = document.querySelector('[role="menu"]') as HTMLElement;
  return [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent ?? '');
}

describe('HeaderAccount', () => {
  it('shows a same-size blank while the session is being checked', async () => {
    const header = await renderHeaderAccount('pending');
    expect(header.querySelector('[data-testid="account-placeholder"]')).not.toBeNull();
    expect(header.querySelector('button')).toBeNull();
  });

  it('shows Sign In to a signed-out visitor', async () => {
    const header = await renderHeaderAccount('signed-out');
    expect(header.querySelector('button')?.textContent).toBe('Sign In');
  });

  it('labels the menu with the first name', async () => {
    const header = await renderHeaderAccount(CUSTOMER);
    expect(accountButton(header)?.textContent).toBe('Asha');
  });

  it("labels the menu 'Account' when the name is blank", async () => {
    const unnamed: IdentityApiUser = { ...CUSTOMER, name: '  ' };
    const header = await renderHeaderAccount(unnamed);
    expect(accountButton(header)?.textContent).toBe('Account');
  });

  it('offers Profile and Sign Out, but no Admin Panel, to a customer', async () => {
    const header = await renderHeaderAccount(CUSTOMER);
    expect(await openMenu(header)).toEqual(['Profile', 'Sign Out']);
  });

  it('adds Admin Panel for an admin', async () => {
    const header = await renderHeaderAccount(ADMIN);
    expect(await openMenu(header)).toEqual(['Profile', 'Admin Panel', 'Sign Out']);
    const admin = document.querySelector<HTMLAnchorElement>('a[role="menuitem"][href="/admin"]');
    expect(admin).not.toBeNull();
  });
});

describe('HeaderAccount after the session ends', () => {
  const signInButton = () =>
    [...document.querySelectorAll('button')].find((button) => button.textContent === 'Sign In');

  it('moves focus to Sign In after Sign Out from the menu (the item that had focus is gone)', async () => {
    const header = await renderHeaderAccount(CUSTOMER);
    await openMenu(header);
    const signOut = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
      (item) => item.textContent === 'Sign Out',
    );
    await act(async () => signOut?.click());

    await waitFor(() => expect(signInButton()).toBeDefined());
    await waitFor(() => expect(document.activeElement).toBe(signInButton()));
  });

  it('leaves focus where it is when the session ends while the visitor is busy elsewhere', async () => {
    fakeApi({
      'GET /api/auth/profile': () => ({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Please sign in.' } },
      }),
    });
    const { container } = render(
      <>
        <input aria-label="Pincode" />
        <HeaderAccount />
      </>,
    );
    await waitFor(() => expect(accountButton(container)).not.toBeNull());
    const field = container.querySelector('input') as HTMLInputElement;
    act(() => field.focus());

    await act(() => apiGet('/auth/profile').catch(() => undefined));
    await waitFor(() => expect(signInButton()).toBeDefined());
    await settle();

    expect(document.activeElement).toBe(field);
  });
});
