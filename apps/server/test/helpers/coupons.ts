import type { Coupon } from '@sheesham/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { couponCustomerUses, coupons } from '../../src/db/schema.ts';
import type { Database } from '../../src/db/types.ts';
import type { TestAccount } from './accounts.ts';

let codeSequence = 0;

/** A code no other coupon of this file has. */
export function freshCode(prefix = 'TEST'): string {
  codeSequence++;
  return `${prefix}${String(Date.now() % 100_000).padStart(5, '0')}${codeSequence}`.slice(0, 20);
}

/** A valid coupon body: 10 % off, no limits, valid 2020 to 2099; tests override the rest. */
export function couponBody(overrides: Record<string, unknown> = {}) {
  return {
    code: freshCode(),
    description: '10% off everything',
    type: 'percent',
    value: 10,
    starts_at: '2020-01-01',
    ends_at: '2099-12-31',
    public: true,
    ...overrides,
  };
}

export function postCoupon(app: App, admin: TestAccount | null, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/coupons',
    headers: admin?.headers ?? {},
    payload: body as object,
  });
}

/** POST /api/admin/coupons that must succeed. */
export async function createCoupon(
  app: App,
  admin: TestAccount,
  overrides: Record<string, unknown> = {},
): Promise<Coupon> {
  const response = await postCoupon(app, admin, couponBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Coupon;
}

/** The coupon's live uses as the admin list shows them. */
export async function usesOf(app: App, admin: TestAccount, id: string): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/coupons',
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  const found = (response.json().coupons as Coupon[]).find((c) => c.id === id);
  if (!found) throw new Error(`no coupon ${id}`);
  return found.uses;
}

/** The stored counters: the coupon's `used` and one customer's. */
export async function storedUses(db: Database, couponId: string, customerId: string) {
  const [coupon] = await db
    .select({ used: coupons.used })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  const [customer] = await db
    .select({ used: couponCustomerUses.used })
    .from(couponCustomerUses)
    .where(
      and(eq(couponCustomerUses.couponId, couponId), eq(couponCustomerUses.customerId, customerId)),
    );
  return { total: coupon?.used ?? 0, customer: customer?.used ?? 0 };
}

export function quote(app: App, account: TestAccount | null, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/coupons/quote',
    headers: account?.headers ?? {},
    payload: body as object,
  });
}
