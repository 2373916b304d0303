import type { App } from '../../apps/server/src/app.ts';
import type { Database } from '../../apps/server/src/db/types.ts';
import { signUpThroughApp } from './app-sign-up.ts';
import { seedCheckoutProducts } from './checkout-products.ts';
import { openCheckoutSlots, type SlotChoice } from './checkout-slots.ts';

/** Where every checkout bench delivers (Jaipur, in the shop's own zone). */
export const CHECKOUT_PINCODE = '302001';

/**
 * What a checkout bench orders with on a fresh database: `productCount` products in stock, the
 * open delivery slots for CHECKOUT_PINCODE, and the one customer who places every order.
 */
export async function openCheckoutShop(
  db: Database,
  app: App,
  productCount: number,
): Promise<{ productIds: string[]; slots: SlotChoice[]; token: string }> {
  const productIds = await seedCheckoutProducts(db, productCount);
  const slots = await openCheckoutSlots(db, app, CHECKOUT_PINCODE);
  const { token } = await signUpThroughApp(app, {
    name: 'Bench Customer',
    email: 'bench@example.in',
    password: 'bench-checkout-pass-42',
  });
  return { productIds, slots, token };
}
