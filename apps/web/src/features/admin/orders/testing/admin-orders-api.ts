import {
  type MismatchedRefund,
  type MissingRefund,
  type Order,
  TOTAL_COUNT_HEADER,
  type UnmatchedPayment,
} from '@sheesham/shared';
import { act } from 'react';
import { type ApiCall, fakeApi, type Handler, type Reply } from '@/testing/fake-api';
import { ADMIN } from '@/testing/fixtures';

/** The list request the view makes for this query (page 1 of everything by default). */
export const listKey = (query = 'limit=20&offset=0') => `GET /api/orders?${query}`;

export const UNMATCHED_KEY = 'GET /api/admin/payments/unmatched';

export const MISSING_REFUNDS_KEY = 'GET /api/admin/refunds/missing';

export const MISMATCHED_REFUNDS_KEY = 'GET /api/admin/refunds/mismatched';

const noUnmatched: Handler = () => ({ status: 200, body: [] satisfies UnmatchedPayment[] });
const noMissingRefunds: Handler = () => ({ status: 200, body: [] satisfies MissingRefund[] });
const noMismatchedRefunds: Handler = () => ({
  status: 200,
  body: [] satisfies MismatchedRefund[],
});

/**
 * fakeApi with the admin signed in, no unmatched payments, no cancelled orders awaiting a refund
 * and no mismatched refunds unless `routes` says otherwise.
 */
export function fakeAdminOrdersApi(routes: Record<string, Handler>): ApiCall[] {
  return fakeApi(
    {
      [UNMATCHED_KEY]: noUnmatched,
      [MISSING_REFUNDS_KEY]: noMissingRefunds,
      [MISMATCHED_REFUNDS_KEY]: noMismatchedRefunds,
      ...routes,
    },
    { session: ADMIN },
  );
}

/** A page of GET /orders with X-Total-Count, as the server answers a paged list. */
export const ordersPage = (orders: Order[], total: number): Reply => ({
  status: 200,
  body: orders,
  headers: { [TOTAL_COUNT_HEADER]: String(total) },
});

/** How many times this call was made. */
export const callsTo = (calls: ApiCall[], key: string) => calls.filter((c) => c.key === key).length;

/** Picks an option the way a browser does: the native value setter, then a change event. */
export function choose(select: HTMLSelectElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** The Change status button of order #`number` (within `scope`: a card, the details dialog). */
export function statusMenuButton(number: number, scope: ParentNode = document): HTMLButtonElement {
  const found = scope.querySelector<HTMLButtonElement>(
    `button[aria-label="Change status of order #${number}"]`,
  );
  if (!found) throw new Error(`No Change status button for order #${number}`);
  return found;
}

/** The open status menu's items, by their visible label. */
export function statusMenuItems(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[role="menu"] [role="menuitemradio"]')];
}

/** Opens the menu from the keyboard (Enter on the button), as Radix listens for it. */
export function openStatusMenu(button: HTMLButtonElement) {
  act(() => {
    button.focus();
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
}

/** Presses `key` where focus is (inside the open menu), the way a keyboard does. */
export function press(key: string) {
  act(() => {
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
    );
  });
}

/** Opens order #`number`'s status menu and clicks the status labelled `label`. */
export function chooseStatus(number: number, label: string, scope: ParentNode = document) {
  openStatusMenu(statusMenuButton(number, scope));
  const item = statusMenuItems().find((entry) => entry.textContent === label);
  if (!item) throw new Error(`No status "${label}" in the menu`);
  act(() => item.click());
}
