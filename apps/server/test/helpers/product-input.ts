import type { ProductInput } from '@sheesham/shared/product-input';
import type { App } from '../../src/app.ts';
import type { TestAccount } from './accounts.ts';
import { sendAs } from './send-as.ts';

let sequence = 0;

/** A complete, valid POST/PUT /products body (rupees, as the admin form sends it). */
export function aProductInput(overrides: Record<string, unknown> = {}): ProductInput {
  sequence++;
  return {
    name: `Admin Product ${String(sequence).padStart(3, '0')}`,
    brand: 'Jodhpur Heritage',
    price: 32_999.5,
    set_price: null,
    has_set_option: false,
    images: [`/media/uploads/admin-${sequence}-a.webp`, `/media/uploads/admin-${sequence}-b.webp`],
    category: 'sofas',
    room_type: 'Living Room',
    primary_material: 'Solid Wood',
    storage: 'No Storage',
    assembly: 'Assembly included with delivery',
    dimensions_cm: '210 x 90 x 85',
    dimensions_inches: '83 x 35 x 33',
    weight: '62 kg',
    warranty: '2 years',
    description: 'A three-seater in sheesham wood with cotton cushions.',
    product_rating: 4.3,
    seating_height: 17,
    recommended_mattress_size: null,
    stock: 12,
    stock_threshold: 5,
    ...overrides,
  } as ProductInput;
}

/** POST/PUT/DELETE /api/products… as `account` (none: signed out). */
export function sendProduct(
  app: App,
  account: TestAccount | null,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return sendAs(app, account, method, url, payload);
}
