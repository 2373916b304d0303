import type { Coupon, CouponInput } from '@sheesham/shared';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonNamed, byId, clickAndSettle, text, typeInto, waitFor } from '@/testing/dom';
import { type ApiCall, fakeApi, type Handler } from '@/testing/fake-api';
import { ADMIN } from '@/testing/fixtures';
import { render, resetTestState } from '@/testing/render';
import { choose } from '../orders/testing/admin-orders-api';
import { CouponsView } from './coupons-view';

afterEach(resetTestState);

const LIST = 'GET /api/admin/coupons';
const DAY = 24 * 60 * 60 * 1000;
const iso = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();

const aCoupon = (overrides: Partial<Coupon>): Coupon => ({
  id: 'c1',
  code: 'DIWALI10',
  description: 'Diwali sale',
  type: 'percent',
  value: 10,
  max_discount: 5000,
  min_cart_value: 10000,
  starts_at: iso(-DAY),
  ends_at: iso(10 * DAY),
  usage_limit: 100,
  per_customer_limit: 1,
  categories: [],
  product_ids: [],
  public: true,
  archived: false,
  uses: 3,
  created_at: iso(-DAY),
  ...overrides,
});

/** The server's coupons, kept by the fake: GET lists them newest first, POST adds, archive archives. */
function couponServer(initial: Coupon[], extra: Record<string, Handler> = {}) {
  const held = [...initial];
  const routes: Record<string, Handler> = {
    [LIST]: () => ({ status: 200, body: { coupons: held } }),
    'POST /api/admin/coupons': (call: ApiCall) => {
      const body = call.body as CouponInput;
      if (held.some((c) => c.code === body.code)) {
        return {
          status: 409,
          body: {
            error: {
              code: 'coupon_code_taken',
              message: 'That code is taken',
              fields: { code: 'A coupon with this code exists' },
            },
          },
        };
      }
      const added = aCoupon({
        ...body,
        description: body.description ?? '',
        categories: body.categories ?? [],
        product_ids: body.product_ids ?? [],
        max_discount: body.max_discount ?? null,
        min_cart_value: body.min_cart_value ?? null,
        usage_limit: body.usage_limit ?? null,
        per_customer_limit: body.per_customer_limit ?? null,
        id: `c${held.length + 1}`,
        uses: 0,
      });
      held.unshift(added);
      return { status: 201, body: added };
    },
    ...extra,
  };
  for (const coupon of initial) {
    routes[`POST /api/admin/coupons/${coupon.id}/archive`] = () => {
      const index = held.findIndex((c) => c.id === coupon.id);
      held[index] = { ...held[index], archived: true } as Coupon;
      return { status: 200, body: held[index] };
    };
  }
  return fakeApi(routes, { session: ADMIN });
}

const rows = () =>
  [...document.querySelectorAll<HTMLElement>('[data-testid="coupon-row"]')].map((row) => [
    row.dataset.code,
    row.querySelector('[data-testid="coupon-status"]')?.textContent,
    row.querySelector('[data-testid="coupon-uses"]')?.textContent,
  ]);
const form = () => document.querySelector('[data-testid="coupon-form"]') as HTMLElement;
const fieldError = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? undefined;

describe('CouponsView', () => {
  it('lists each coupon with its status and uses', async () => {
    couponServer([
      aCoupon({ id: 'c1', code: 'DIWALI10', uses: 3 }),
      aCoupon({ id: 'c2', code: 'NEWYEAR', starts_at: iso(5 * DAY), usage_limit: null, uses: 0 }),
      aCoupon({ id: 'c3', code: 'MONSOON', ends_at: iso(-DAY), per_customer_limit: null }),
      aCoupon({ id: 'c4', code: 'OLDONE', archived: true, type: 'flat', value: 500 }),
    ]);
    render(<CouponsView />);
    await waitFor(() =>
      expect(rows()).toEqual([
        ['DIWALI10', 'Active', '3 of 100 used · 1 per customer'],
        ['NEWYEAR', 'Scheduled', '0 used · 1 per customer'],
        ['MONSOON', 'Expired', '3 of 100 used'],
        ['OLDONE', 'Archived', '3 of 100 used · 1 per customer'],
      ]),
    );
    expect(text()).toContain('10% off up to ₹5,000 on carts of ₹10,000 or more');
    expect(text()).toContain('₹500 off on carts of ₹10,000 or more');
    // An archived coupon cannot be archived again.
    expect(document.querySelector('button[aria-label="Archive OLDONE"]')).toBeNull();
  });

  /** Renders the view over one coupon and opens New coupon. */
  async function openNewCoupon() {
    const calls = couponServer([aCoupon({})]);
    render(<CouponsView />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await clickAndSettle(buttonNamed('New coupon'));
    return calls;
  }

  it("checks the form with the server's own rules before sending anything", async () => {
    const calls = await openNewCoupon();
    typeInto(byId('coupon-code'), 'x!');
    typeInto(byId('coupon-value'), '95');
    typeInto(byId('coupon-starts'), '2026-12-01T00:00');
    typeInto(byId('coupon-ends'), '2026-11-30T23:59');
    await clickAndSettle(buttonNamed('Create coupon', form()));
    expect(fieldError('coupon-code')).toBe('Code must be 3–20 letters and digits');
    expect(fieldError('coupon-value')).toBe('A percentage must be a whole number from 1 to 90');
    expect(fieldError('coupon-ends')).toBe('End must be after the start');
    expect(calls.some((c) => c.key === 'POST /api/admin/coupons')).toBe(false);
  });

  it("shows the server's taken code on its field", async () => {
    await openNewCoupon();
    typeInto(byId('coupon-code'), 'diwali10');
    typeInto(byId('coupon-value'), '10');
    await clickAndSettle(buttonNamed('Create coupon', form()));
    await waitFor(() => expect(fieldError('coupon-code')).toBe('A coupon with this code exists'));
  });

  it("creates a coupon with every field, its times read on India's clock", async () => {
    const calls = await openNewCoupon();
    typeInto(byId('coupon-code'), 'festive15');
    typeInto(byId('coupon-value'), '15');
    typeInto(byId('coupon-max-discount'), '7500');
    typeInto(byId('coupon-min-cart'), '20000');
    typeInto(byId('coupon-starts'), '2026-12-01T00:00');
    typeInto(byId('coupon-ends'), '2026-12-31T23:59');
    typeInto(byId('coupon-usage-limit'), '50');
    typeInto(byId('coupon-per-customer'), '1');
    typeInto(byId('coupon-description'), ' Festive offer ');
    await clickAndSettle(document.querySelector('button[aria-label="Sofas"]') as HTMLElement);
    await clickAndSettle(buttonNamed('Create coupon', form()));
    await waitFor(() => expect(rows().map((row) => row[0])).toEqual(['FESTIVE15', 'DIWALI10']));
    const posted = calls.filter((c) => c.key === 'POST /api/admin/coupons').at(-1);
    expect(posted?.body).toEqual({
      code: 'FESTIVE15',
      description: 'Festive offer',
      type: 'percent',
      value: 15,
      max_discount: 7500,
      min_cart_value: 20000,
      // Midnight on 1 December in India is 18:30 UTC the day before.
      starts_at: '2026-11-30T18:30:00.000Z',
      ends_at: '2026-12-31T18:29:00.000Z',
      usage_limit: 50,
      per_customer_limit: 1,
      categories: ['sofas'],
      product_ids: [],
      public: true,
    });
  });

  /** Renders the view over `coupon`, answering its PUT with the body merged, and opens Edit. */
  async function openEdit(coupon: Coupon, extra: Record<string, Handler> = {}) {
    const calls = couponServer([coupon], {
      [`PUT /api/admin/coupons/${coupon.id}`]: (call) => ({
        status: 200,
        body: { ...coupon, ...(call.body as object) },
      }),
      ...extra,
    });
    render(<CouponsView />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await clickAndSettle(
      document.querySelector(`button[aria-label="Edit ${coupon.code}"]`) as HTMLElement,
    );
    return calls;
  }

  it('edits a coupon from its own values, and a flat coupon sends no cap', async () => {
    const coupon = aCoupon({
      starts_at: '2026-11-30T18:30:00.000Z',
      ends_at: '2026-12-31T18:29:00.000Z',
    });
    const calls = await openEdit(coupon);
    expect(byId<HTMLInputElement>('coupon-code').value).toBe('DIWALI10');
    expect(byId<HTMLInputElement>('coupon-starts').value).toBe('2026-12-01T00:00');
    expect(byId<HTMLInputElement>('coupon-max-discount').value).toBe('5000');

    choose(byId<HTMLSelectElement>('coupon-type'), 'flat');
    await waitFor(() => expect(document.getElementById('coupon-max-discount')).toBeNull());
    typeInto(byId('coupon-value'), '750');
    await clickAndSettle(buttonNamed('Save', form()));
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'PUT /api/admin/coupons/c1')).toBe(true),
    );
    expect(calls.find((c) => c.key === 'PUT /api/admin/coupons/c1')?.body).toMatchObject({
      code: 'DIWALI10',
      type: 'flat',
      value: 750,
      max_discount: null,
      starts_at: '2026-11-30T18:30:00.000Z',
    });
  });

  it('keeps the products a coupon is limited to, and adds one found by name', async () => {
    const coupon = aCoupon({ product_ids: ['0b6f1f0e-6d2a-4a39-9c63-4f0f8d1e2a01'] });
    const calls = await openEdit(coupon, {
      'GET /api/products/0b6f1f0e-6d2a-4a39-9c63-4f0f8d1e2a01': () => ({
        status: 200,
        body: { _id: '0b6f1f0e-6d2a-4a39-9c63-4f0f8d1e2a01', name: 'Chandni Bed' },
      }),
      'GET /api/admin/products?q=sofa&limit=8': () => ({
        status: 200,
        body: {
          items: [{ _id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', name: 'Banswara Sofa' }],
          total: 1,
        },
      }),
    });
    const listed = () =>
      [...document.querySelectorAll('[aria-label="Products it applies to"] li')].map(
        (item) => item.textContent,
      );
    await waitFor(() => expect(listed()).toEqual(['Chandni Bed']));

    const box = document.querySelector<HTMLInputElement>('input[aria-label="Add a product"]');
    if (!box) throw new Error('no product search');
    typeInto(box, 'sofa');
    // Enter searches, and does not also submit the coupon form around the box.
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    act(() => {
      box.dispatchEvent(enter);
    });
    expect(enter.defaultPrevented).toBe(true);
    const labelled = (label: string) =>
      document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
    const add = await waitFor(() => {
      const button = labelled('Add Banswara Sofa');
      if (!button) throw new Error('no Add button for the match');
      return button;
    });
    await clickAndSettle(add);
    await waitFor(() => expect(listed()).toEqual(['Chandni Bed', 'Banswara Sofa']));
    await clickAndSettle(labelled('Remove Chandni Bed') as HTMLButtonElement);
    await clickAndSettle(buttonNamed('Save', form()));
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'PUT /api/admin/coupons/c1')).toBe(true),
    );
    expect(calls.find((c) => c.key === 'PUT /api/admin/coupons/c1')?.body).toMatchObject({
      product_ids: ['7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'],
    });
  });

  it('archives a coupon after asking', async () => {
    couponServer([aCoupon({})]);
    render(<CouponsView />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await clickAndSettle(
      document.querySelector('button[aria-label="Archive DIWALI10"]') as HTMLElement,
    );
    expect(text()).toContain('Archive this coupon?');
    await clickAndSettle(
      buttonNamed('Archive', document.querySelector('[role="alertdialog"]') as HTMLElement),
    );
    await waitFor(() => expect(rows()[0]?.[1]).toBe('Archived'));
  });
});
