import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToast } from '@/components/ui/toast-store';
import { buttonNamed, click, settle, text, waitFor } from '@/testing/dom';
import { fakeApi, type Reply } from '@/testing/fake-api';
import { CUSTOMER_PROFILE } from '@/testing/fixtures';
import { anOrder } from '@/testing/orders';
import { render, resetTestState } from '@/testing/render';
import { ProfilePage } from './profile-page';

afterEach(() => {
  resetTestState();
  vi.restoreAllMocks();
});

const PROFILE = 'GET /api/auth/profile';
const ORDERS = 'GET /api/auth/profile/orders';
const loaded: Reply = { status: 200, body: CUSTOMER_PROFILE };
const serverError: Reply = { status: 500, body: { error: { code: 'boom', message: 'Boom' } } };

const profileName = () => document.getElementById('profile-name')?.textContent;
const orderCards = () => document.querySelectorAll('[data-testid="order-card"]').length;

describe('ProfilePage states (SPEC §2)', () => {
  it("shows 'Loading profile...' while the profile loads", async () => {
    fakeApi({ [PROFILE]: () => new Promise<Reply>(() => {}) });
    render(<ProfilePage />);
    await settle();
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Loading profile...');
  });

  it("says 'Failed to load profile data.' on the page and in an error toast", async () => {
    fakeApi({ [PROFILE]: () => serverError });
    render(<ProfilePage />);
    await waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toBe(
        'Failed to load profile data.',
      ),
    );
    expect(currentToast()).toMatchObject({
      variant: 'destructive',
      title: 'Error',
      description: 'Failed to load profile data.',
    });
  });

  it("says 'No user data found.' when the account is gone (404), without an error toast", async () => {
    fakeApi({
      [PROFILE]: () => ({ status: 404, body: { error: { code: 'not_found', message: 'Gone' } } }),
    });
    render(<ProfilePage />);
    await waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toBe('No user data found.'),
    );
    expect(currentToast()).toBeNull();
  });

  it('keeps showing the loaded profile and orders when a later refetch fails', async () => {
    let reply = loaded;
    let orders: Reply = { status: 200, body: [anOrder()] };
    fakeApi({ [PROFILE]: () => reply, [ORDERS]: () => orders });
    const { queryClient } = render(<ProfilePage />);
    await waitFor(() => expect(orderCards()).toBe(1));

    reply = serverError;
    orders = serverError;
    await queryClient.refetchQueries();
    await settle();

    expect(profileName()).toBe('Asha Verma');
    expect(orderCards()).toBe(1);
    expect(text()).not.toContain('Failed to load profile data.');
  });

  it('opens Edit Profile over the profile card (the dialog loads on demand)', async () => {
    fakeApi({ [PROFILE]: () => loaded, [ORDERS]: () => ({ status: 200, body: [] }) });
    // As in the app, the route sits inside the router's Suspense boundary.
    render(
      <Suspense fallback={<p>Route fallback</p>}>
        <ProfilePage />
      </Suspense>,
    );
    click(await waitFor(() => buttonNamed('Edit Profile')));
    // While the dialog's chunk loads, the page stays: the dialog waits in a boundary of its own.
    expect(text()).not.toContain('Route fallback');
    expect(profileName()).toBe('Asha Verma');
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Edit Profile');
    expect(profileName()).toBe('Asha Verma');
  });
});

describe('Order History loading', () => {
  it("toasts 'Error fetching orders' when the orders cannot be loaded, and Try Again reloads them", async () => {
    let orders = serverError;
    const calls = fakeApi({ [PROFILE]: () => loaded, [ORDERS]: () => orders });
    render(<ProfilePage />);
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        variant: 'destructive',
        title: 'Error fetching orders',
        description: 'Failed to fetch orders',
      }),
    );
    expect(text()).toContain('Failed to fetch orders');

    orders = { status: 200, body: [anOrder()] };
    click(buttonNamed('Try Again'));
    await waitFor(() => expect(orderCards()).toBe(1));
    expect(calls.filter((call) => call.key === ORDERS)).toHaveLength(2);
  });
});
