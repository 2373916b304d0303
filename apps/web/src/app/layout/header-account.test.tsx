import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IdentityUser } from '@/features/auth/session-context';
import {
  ADMIN,
  CUSTOMER,
  renderWithSession,
  type SessionScenario,
  stubSession,
  waitFor,
} from '@/features/auth/testing/render-with-session';
import { HeaderAccount } from './header-account';

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

async function renderHeaderAccount(scenario: SessionScenario) {
  stubSession(scenario);
  const view = await renderWithSession(<HeaderAccount />);
  cleanup = view.unmount;
  if (typeof scenario === 'object') {
    // The signed-in menu is its own chunk.
    await waitFor(() => accountButton(view.container) !== null, 'the account button');
  }
  return view.container;
}

function accountButton(container: HTMLElement) {
  return container.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]');
}

/** Clicks the account button and waits for the lazily loaded menu; returns its item texts. */
async function openMenu(container: HTMLElement): Promise<string[]> {
  const trigger = accountButton(container);
  if (!trigger) throw new Error('no account button');
  await act(async () => trigger.click());
  await waitFor(() => document.querySelector('[role="menu"]') !== null, 'the menu');
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
    const unnamed: IdentityUser = { ...CUSTOMER, name: '  ' };
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
