import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import type { Database } from '../../src/db/types.ts';
import type { TestAccount } from './accounts.ts';
import { multipartForm } from './multipart-form.ts';
import { insertProduct, orderBody, postOrder } from './order-fixtures.ts';

/** What a restored shop must still have: every order, its invoice number, the uploaded picture. */
export interface ShopContents {
  orders: { id: string; number: number; invoice: string }[];
  imageUrl: string;
  imageBytes: Buffer;
}

/**
 * A small shop through the real API: the admin uploads a photo, a product uses it, and the
 * customer places `orderCount` COD orders (each gets its GST invoice in the same transaction).
 */
export async function fillShop(
  app: App,
  db: Database,
  mediaDir: string,
  people: { admin: TestAccount; customer: TestAccount },
  orderCount = 4,
): Promise<ShopContents> {
  const png = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 160, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();
  const form = await multipartForm([
    { data: png, filename: 'sheesham-chair.png', type: 'image/png' },
  ]);
  const upload = await app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: form.payload,
    headers: { ...people.admin.headers, ...form.headers },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const imageUrl: string = upload.json().url;
  const product = await insertProduct(db, {
    name: 'Jodhpur Chair',
    stock: 100,
    images: [imageUrl],
  });
  const orders: ShopContents['orders'] = [];
  for (let i = 0; i < orderCount; i++) {
    const placed = await postOrder(
      app,
      people.customer,
      orderBody([{ product_id: product.id, quantity: 1 + i }]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, number } = placed.json() as { id: string; number: number };
    const [invoice] = await taxDocumentNumbers(app, people.customer, id);
    if (!invoice) throw new Error(`order ${id} has no invoice`);
    orders.push({ id, number, invoice });
  }
  await editVocabulary(app, people.admin);
  const imageBytes = await readFile(path.join(mediaDir, imageUrl.replace(/^\/media\//, '')));
  return { orders, imageUrl, imageBytes };
}

/**
 * Staff change a seeded vocabulary entry: "almirah" now means the shop's chair. A restore whose
 * target migration seeds the vocabulary afresh must keep the edit (backup/copy-tables.ts).
 */
async function editVocabulary(app: App, admin: TestAccount) {
  const list = await app.inject({ url: '/api/admin/vocabulary', headers: admin.headers });
  const almirah = (list.json() as { id: string; phrase: string }[]).find(
    (entry) => entry.phrase === 'almirah',
  );
  if (!almirah) throw new Error('the seeded vocabulary has no "almirah"');
  const edited = await app.inject({
    method: 'PUT',
    url: `/api/admin/vocabulary/${almirah.id}`,
    headers: admin.headers,
    payload: { phrase: 'almirah', means: ['chair'] },
  });
  expect(edited.statusCode, edited.body).toBe(200);
}

async function taxDocumentNumbers(app: App, account: TestAccount, orderId: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/auth/profile/orders/${orderId}/tax-documents`,
    headers: account.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { number: string }[]).map((d) => d.number);
}

/**
 * Checks a restored shop through its own app, as the customer (whose session was restored too):
 * every order with its number and invoice number, staff's vocabulary edit, and the photo served
 * byte for byte.
 */
export async function expectShop(app: App, customer: TestAccount, expected: ShopContents) {
  for (const order of expected.orders) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: customer.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().number).toBe(order.number);
    expect(await taxDocumentNumbers(app, customer, order.id)).toEqual([order.invoice]);
  }
  const search = await app.inject({ url: '/api/products?q=almirah' });
  expect((search.json() as { name: string }[]).map((p) => p.name)).toEqual(['Jodhpur Chair']);
  const image = await app.inject({ method: 'GET', url: expected.imageUrl });
  expect(image.statusCode).toBe(200);
  expect(image.rawPayload.equals(expected.imageBytes)).toBe(true);
}
