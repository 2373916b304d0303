import { focusManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { settle, waitFor } from '@/testing/dom';
import { render, resetTestState } from '@/testing/render';
import { useRefetchAdminOnFocus } from './admin-refresh';

afterEach(() => {
  focusManager.setFocused(undefined);
  resetTestState();
});

describe('useRefetchAdminOnFocus', () => {
  it('refetches admin queries when the window regains focus, and leaves the shop’s alone', async () => {
    const fetched = { admin: 0, shop: 0 };
    /** The app's client: no refetch on focus for any query (app/providers.tsx). */
    function AppDefaults() {
      const client = useQueryClient();
      useState(() =>
        client.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } }),
      );
      return null;
    }
    function Panel() {
      useRefetchAdminOnFocus();
      useQuery({
        queryKey: ['admin', 'orders', 'probe'],
        queryFn: () => ++fetched.admin,
        staleTime: 0,
      });
      useQuery({
        queryKey: ['products', 'probe'],
        queryFn: () => ++fetched.shop,
        staleTime: 0,
      });
      return null;
    }
    render(
      <>
        <AppDefaults />
        <Panel />
      </>,
    );
    await waitFor(() => expect(fetched).toEqual({ admin: 1, shop: 1 }));

    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(fetched.admin).toBe(2));
    await settle();
    expect(fetched.shop).toBe(1);
  });
});
