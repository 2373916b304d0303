import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { signInThroughApi, storeSessionToken } from './accounts.ts';

/** The admin panel's views, in the sidebar's order, and where each lives (SPEC §2, plus the shop's own). */
export const ADMIN_VIEW_PATHS = {
  Dashboard: '/admin',
  Inventory: '/admin/inventory',
  Orders: '/admin/orders',
  Coupons: '/admin/coupons',
  Customers: '/admin/customers',
  Delivery: '/admin/delivery',
  'Delivery Slots': '/admin/delivery-slots',
  Messages: '/admin/messages',
  Mail: '/admin/mail',
  SMS: '/admin/sms',
  Vocabulary: '/admin/vocabulary',
} as const;

export type AdminViewName = keyof typeof ADMIN_VIEW_PATHS;

export const ADMIN_VIEW_NAMES = Object.keys(ADMIN_VIEW_PATHS) as AdminViewName[];

/** The admin account global-setup created (or E2E_ADMIN_* named for an external server). */
export function adminCredentials(): { email: string; password: string } {
  const admin = inject('admin');
  if (!admin) {
    throw new Error(
      'No admin account for this run: with E2E_BASE_URL, set E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD.',
    );
  }
  return admin;
}

/** A new admin session through the identity API, for API calls (fixtures, checking screens). */
export function adminToken(): Promise<string> {
  const { email, password } = adminCredentials();
  return signInThroughApi(inject('baseUrl'), email, password);
}

/**
 * One admin session for a whole test file: the first call signs in, later ones reuse its token
 * (pass it to signInAsAdmin), so a file's journeys do not each sign the admin in afresh.
 */
export function fileAdminToken(): () => Promise<string> {
  let token: Promise<string> | undefined;
  return () => {
    token ??= adminToken();
    return token;
  };
}

/**
 * Signs the page in as the admin, leaving the token where the web's sign-in does, and returns
 * it. Without a token it makes a session of its own (so a journey that signs out ends nobody
 * else's); a journey that stays signed in may pass the token of fileAdminToken().
 */
export async function signInAsAdmin(page: Page, existingToken?: string): Promise<string> {
  const token = existingToken ?? (await adminToken());
  // Storage belongs to the site's origin; the health check is its lightest page.
  await page.goto('/api/health');
  await storeSessionToken(page, token);
  return token;
}

/** A view's heading: every view opens with AdminPageHeader, the page's only h1. */
export function adminHeading(page: Page, view: AdminViewName): Locator {
  return page.getByRole('heading', { level: 1, name: view, exact: true });
}

/** Opens a view by its address (the page must be signed in as admin) and waits for it. */
export async function openAdminView(page: Page, view: AdminViewName) {
  await page.goto(ADMIN_VIEW_PATHS[view]);
  await adminHeading(page, view).waitFor();
}

/** The visible admin navigation: the sidebar from 1024 px, or the open small-screen menu. */
export function adminNavigation(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Admin' });
}

/** GET /api/<path> as the admin, parsed JSON; throws on any answer but 2xx. */
export function adminGet<T>(token: string, path: string): Promise<T> {
  return adminSend<T>(token, 'GET', path);
}

/** A call to /api/<path> as the admin with an optional JSON body; throws on any answer but 2xx. */
export async function adminSend<T>(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const baseUrl = inject('baseUrl');
  const response = await fetch(`${baseUrl}/api/${path.replace(/^\/+/, '')}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      origin: baseUrl,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} /api/${path} answered ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}
