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

/** A new customer, signed up through the real identity API. */
export async function signUpCustomer(baseUrl: string, name = 'Meera Joshi'): Promise<E2eAccount> {
  const email = `e2e-${randomUUID()}@example.in`;
  const password = `teak-${randomUUID().slice(0, 12)}`;
  const response = await fetch(`${baseUrl}/api/identity/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name, email, password, phone: '98290 12345' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const token = response.headers.get('set-auth-token');
  if (!token) throw new Error('sign-up answered without a set-auth-token header');
  return { name, email, password, token };
}

/** Signs the page in as a new customer (token in storage, as the web's own sign-in leaves it). */
export async function signInAsNewCustomer(page: Page, baseUrl: string): Promise<E2eAccount> {
  const account = await signUpCustomer(baseUrl);
  await page.goto('/');
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [
    SESSION_TOKEN_KEY,
    account.token,
  ] as const);
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
