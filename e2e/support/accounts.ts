import { randomUUID } from 'node:crypto';
import type { Order } from '@sheesham/shared';
import type { Page } from 'playwright-core';

/** The localStorage key the web keeps its bearer token under (apps/web/src/lib/session-token.ts). */
const SESSION_TOKEN_KEY = 'sheesham.session.v1';

export interface E2eAccount {
  name: string;
  email: string;
  password: string;
  token: string;
}

/** POSTs to a better-auth endpoint and returns the bearer token it answers with. */
async function requestSessionToken(baseUrl: string, path: string, body: object): Promise<string> {
  const response = await fetch(`${baseUrl}/api/identity/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  const token = response.headers.get('set-auth-token');
  if (!token) throw new Error(`${path} answered without a set-auth-token header`);
  return token;
}

/** A new customer, signed up through the real identity API. */
export async function signUpCustomer(
  baseUrl: string,
  name = 'Meera Joshi',
  email = `e2e-${randomUUID()}@example.in`,
  /** null: an account without a phone, which checkout must ask for (issue #26). */
  phone: string | null = '98290 12345',
): Promise<E2eAccount> {
  const password = `teak-${randomUUID().slice(0, 12)}`;
  const token = await requestSessionToken(baseUrl, 'sign-up/email', {
    name,
    email,
    password,
    ...(phone ? { phone } : {}),
  });
  return { name, email, password, token };
}

/** A new session for an existing account, through the real identity API. */
export function signInThroughApi(baseUrl: string, email: string, password: string) {
  return requestSessionToken(baseUrl, 'sign-in/email', { email, password });
}

/** Leaves the token where the web's own sign-in does; the page must already be on the site. */
export async function storeSessionToken(page: Page, token: string) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_TOKEN_KEY,
    token,
  ] as const);
}

/** Signs the page in as a new customer (token in storage, as the web's own sign-in leaves it). */
export async function signInAsNewCustomer(page: Page, baseUrl: string): Promise<E2eAccount> {
  const account = await signUpCustomer(baseUrl);
  await page.goto('/');
  await storeSessionToken(page, account.token);
  return account;
}

/** The customer's orders straight from the API, to check what the screens claim. */
export async function fetchOwnOrders(baseUrl: string, token: string): Promise<Order[]> {
  const response = await fetch(`${baseUrl}/api/auth/profile/orders`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET /api/auth/profile/orders answered ${response.status}`);
  return (await response.json()) as Order[];
}
