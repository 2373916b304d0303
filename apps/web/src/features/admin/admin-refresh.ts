import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/** Every admin query's key starts with this. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

/**
 * Query options for admin figures that change while the panel is open (orders arrive, messages
 * come in): refetched every minute while the tab is visible, never in a background tab.
 */
export const REFRESH_EVERY_MINUTE = {
  refetchInterval: 60_000,
  refetchIntervalInBackground: false,
} as const;

/**
 * Figures that change with every order and status change made elsewhere (the dashboard, the
 * sidebar's badges): a revisit shows the cached value at once and refetches it (the app's default
 * would keep it a minute), and an open panel refreshes it every minute.
 */
export const LIVE_FIGURE = { staleTime: 0, ...REFRESH_EVERY_MINUTE } as const;

/**
 * Admin queries refetch (when stale) as the window regains focus: staff switch tabs all day and
 * come back to orders placed meanwhile. The shop's own queries keep the app's default (off).
 */
export function useRefetchAdminOnFocus() {
  const queryClient = useQueryClient();
  // Set before the views first render, so their queries start with it (idempotent).
  useState(() => queryClient.setQueryDefaults(ADMIN_QUERY_KEY, { refetchOnWindowFocus: true }));
}
