import type { App } from '../../src/app.ts';
import type { TestAccount } from './accounts.ts';
import { withDeliverySlot } from './delivery-slots.ts';
import { postAs } from './order-fixtures.ts';

let phoneSequence = 0;

/** A fresh, valid Indian mobile number per call, so walk-ins of one file never collide. */
export function newMobile(): string {
  phoneSequence++;
  return `98${String(Date.now() % 100_000).padStart(5, '0')}${String(phoneSequence).padStart(3, '0')}`;
}

/** A showroom order body for a new walk-in, paid by UPI at the counter and collected there. */
export function staffOrderBody(
  items: { product_id: string; quantity: number; selected_set?: boolean; [k: string]: unknown }[],
  overrides: Record<string, unknown> = {},
) {
  return {
    channel: 'showroom',
    customer: { walk_in: { name: 'Kavita Sharma', phone: newMobile(), email: '' } },
    items,
    delivery: { fulfilment: 'collect' },
    payment: { method: 'showroom', mode: 'upi', reference: 'UPI-4471' },
    ...overrides,
  };
}

/** POST /api/admin/orders; a delivery without a slot gets a real one (withDeliverySlot). */
export async function postStaffOrder(
  app: App,
  account: TestAccount | null,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const sent = await withDeliverySlot(app, body, headers);
  return postAs(app, '/api/admin/orders', account, sent, headers);
}
