import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savedAddresses, users } from '../../src/db/schema.ts';
import { signUp } from '../helpers/accounts.ts';
import {
  insertProduct,
  orderBody,
  orderCount,
  postOrder,
  stockOf,
} from '../helpers/order-fixtures.ts';
import { postPaymentOrder } from '../helpers/payments.ts';
import { sendAs } from '../helpers/send-as.ts';
import { newMobile, postStaffOrder, staffOrderBody } from '../helpers/staff-orders.ts';
import { useAdmin } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Issue #26: every order has a phone number to call, and a walk-in's delivery addresses are kept.
const t = useTestApp();
const admin = useAdmin(t);

const phoneOf = async (userId: string) => {
  const [row] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return row?.phone ?? null;
};

describe('the storefront checkout', () => {
  it('refuses an order without a phone when the account has none: 400 on phone, nothing written', async () => {
    const shopper = await signUp(t.app);
    const product = await insertProduct(t.db, { stock: 4 });
    const before = await orderCount(t.db);
    for (const phone of [undefined, null, '']) {
      const response = await postOrder(
        t.app,
        shopper,
        orderBody([{ product_id: product.id, quantity: 1 }], { phone }),
      );
      expect(response.statusCode, String(phone)).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_error',
        fields: { phone: 'Phone number is required' },
      });
    }
    expect(await orderCount(t.db)).toBe(before);
    expect(await stockOf(t.db, product.id)).toBe(4);
  });

  it('refuses a payment order without a phone, before any gateway order', async () => {
    const shopper = await signUp(t.app);
    const product = await insertProduct(t.db, { pricePaise: 5_000_00, stock: 4 });
    const response = await postPaymentOrder(t.app, shopper, {
      amount: 5_000,
      items: [{ product_id: product.id, quantity: 1 }],
      phone: undefined,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ phone: 'Phone number is required' });
    const bad = await postPaymentOrder(t.app, shopper, {
      amount: 5_000,
      items: [{ product_id: product.id, quantity: 1 }],
      phone: '12345',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('phone');
  });

  it('takes the phone given at checkout and saves it to the profile', async () => {
    const shopper = await signUp(t.app);
    const product = await insertProduct(t.db, { stock: 4 });
    const response = await postOrder(
      t.app,
      shopper,
      orderBody([{ product_id: product.id, quantity: 1 }], { phone: '+91 70000 12345' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().phone).toBe('+917000012345');
    expect(await phoneOf(shopper.id)).toBe('+917000012345');
    const profile = await sendAs(t.app, shopper, 'GET', '/api/auth/profile');
    expect(profile.json().phoneNumber).toBe('+917000012345');
  });

  it('uses the account\u2019s phone when none is sent, and a changed one replaces it', async () => {
    const shopper = await signUp(t.app, { phone: '98290 11111' });
    const product = await insertProduct(t.db, { stock: 4 });
    const line = [{ product_id: product.id, quantity: 1 }];
    const fromAccount = await postOrder(t.app, shopper, orderBody(line, { phone: undefined }));
    expect(fromAccount.statusCode).toBe(201);
    expect(fromAccount.json().phone).toBe('+919829011111');
    const changed = await postOrder(t.app, shopper, orderBody(line, { phone: '98290 22222' }));
    expect(changed.statusCode).toBe(201);
    expect(changed.json().phone).toBe('+919829022222');
    expect(await phoneOf(shopper.id)).toBe('+919829022222');
    // The earlier order keeps the number it was placed with.
    const earlier = await sendAs(t.app, shopper, 'GET', `/api/orders/${fromAccount.json().id}`);
    expect(earlier.json().phone).toBe('+919829011111');
  });

  it('keeps the address it was placed with when the saved address changes later', async () => {
    const shopper = await signUp(t.app, { phone: '98290 33333' });
    const product = await insertProduct(t.db, { stock: 4 });
    const saved = await sendAs(t.app, shopper, 'POST', '/api/auth/profile/addresses', {
      full_name: 'Meera Joshi',
      phone: '98290 33333',
      address: '3 Tonk Road, Jaipur',
      pincode: '302001',
    });
    expect(saved.statusCode).toBe(201);
    const order = await postOrder(
      t.app,
      shopper,
      orderBody([{ product_id: product.id, quantity: 1 }], {
        address: saved.json().address,
        pincode: saved.json().pincode,
      }),
    );
    expect(order.statusCode).toBe(201);
    const edited = await sendAs(
      t.app,
      shopper,
      'PUT',
      `/api/auth/profile/addresses/${saved.json().id}`,
      { full_name: 'Meera Joshi', phone: '98290 33333', address: '9 MI Road', pincode: '400001' },
    );
    expect(edited.statusCode).toBe(200);
    const read = await sendAs(t.app, shopper, 'GET', `/api/orders/${order.json().id}`);
    expect(read.json()).toMatchObject({ address: '3 Tonk Road, Jaipur', pincode: '302001' });
  });
});

describe('staff orders', () => {
  const delivery = {
    fulfilment: 'delivery',
    address: '7 Chandpole Bazaar, Jaipur',
    pincode: '302001',
    delivery_instructions: '',
  };

  it('refuse an account without a phone unless staff give one, which the profile does not take', async () => {
    const buyer = await signUp(t.app);
    const product = await insertProduct(t.db, { stock: 4 });
    const body = staffOrderBody([{ product_id: product.id, quantity: 1 }], {
      channel: 'phone',
      customer: { user_id: buyer.id },
      delivery,
      payment: { method: 'cod' },
    });
    const refused = await postStaffOrder(t.app, admin, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ phone: 'Phone number is required' });
    const placed = await postStaffOrder(t.app, admin, { ...body, phone: '98290 55555' });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().phone).toBe('+919829055555');
    expect(await phoneOf(buyer.id)).toBeNull();
    // An account's address book is its owner's to keep: staff orders add nothing to it.
    const kept = await t.db
      .select()
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, buyer.id));
    expect(kept).toEqual([]);
  });

  it('use the walk-in\u2019s phone and keep their delivery address once, for the next order', async () => {
    const product = await insertProduct(t.db, { stock: 6 });
    const phone = newMobile();
    const body = staffOrderBody([{ product_id: product.id, quantity: 1 }], {
      channel: 'phone',
      customer: { walk_in: { name: 'Ramesh Gupta', phone } },
      delivery,
      payment: { method: 'cod' },
    });
    const first = await postStaffOrder(t.app, admin, body);
    expect(first.statusCode).toBe(201);
    expect(first.json().phone).toBe(`+91${phone}`);
    const walkInId = await walkInIdOf(phone);
    const again = await postStaffOrder(t.app, admin, body);
    expect(again.statusCode).toBe(201);
    const offered = await sendAs(t.app, admin, 'GET', `/api/admin/customers/${walkInId}/addresses`);
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toEqual([
      expect.objectContaining({
        full_name: 'Ramesh Gupta',
        phone: `+91${phone}`,
        address: '7 Chandpole Bazaar, Jaipur',
        pincode: '302001',
        district: 'Jaipur',
        state: 'Rajasthan',
        is_default: true,
      }),
    ]);
  });

  it('refuse an unknown delivery pincode on its own field', async () => {
    const product = await insertProduct(t.db, { stock: 4 });
    const response = await postStaffOrder(
      t.app,
      admin,
      staffOrderBody([{ product_id: product.id, quantity: 1 }], {
        channel: 'phone',
        customer: { walk_in: { name: 'Asha Verma', phone: newMobile() } },
        delivery: { ...delivery, pincode: '999999' },
        payment: { method: 'cod' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(['delivery.pincode']);
    expect(await stockOf(t.db, product.id)).toBe(4);
  });
});

async function walkInIdOf(phone: string): Promise<string> {
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, `+91${phone}`));
  if (!row) throw new Error('no walk-in with that phone');
  return row.id;
}
