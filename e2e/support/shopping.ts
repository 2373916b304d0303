import {
  formatINR,
  hasSetOption,
  type Order,
  type Product,
  type SlotAvailability,
} from '@sheesham/shared';
import type { Page } from 'playwright-core';
import { type E2eAccount, fetchOwnOrders } from './accounts.ts';
import { fetchCatalogue, productPath } from './catalogue.ts';

/**
 * A product with plenty of stock, so journeys running one after another never run it out;
 * `withSet`: one that offers the Complete Set.
 */
export async function wellStockedProduct(
  baseUrl: string,
  offset = 0,
  { withSet = false } = {},
): Promise<Product> {
  const catalogue = await fetchCatalogue(baseUrl);
  const stocked = catalogue
    .filter((p) => p.stock >= 20 && (!withSet || hasSetOption(p)))
    .sort((a, b) => b.stock - a.stock);
  const product = stocked[offset % stocked.length];
  if (!product) throw new Error('the demo seed has no well-stocked product');
  return product;
}

/** Opens the product page and adds it to the cart (the shopper must be signed in). */
export async function addProductToCart(page: Page, product: Product) {
  await page.goto(productPath(product));
  await page.getByRole('heading', { level: 1, name: product.name, exact: true }).waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  // The first toast after the click, whatever it says, so a refusal fails with its own words.
  const toast = page.locator('[data-placement] > *').first();
  await toast.waitFor();
  const shown = (await toast.innerText()).trim().replace(/\s+/g, ' ');
  if (!shown.startsWith('Added to cart')) {
    throw new Error(`Add to Cart showed "${shown}" at ${page.url()}, not "Added to cart"`);
  }
}

/** Fills the delivery card on /checkout with a valid Jaipur address, and picks a slot. */
export async function fillDeliveryDetails(page: Page) {
  await page.locator('#checkout-pincode').fill('302001');
  await page.locator('#checkout-address').fill(JAIPUR_ADDRESS);
  await chooseDeliverySlot(page);
}

/**
 * Picks the first slot with places left on the day the checkout shows (a full day cannot be
 * shown), once the pincode's slots have loaded (decision 050).
 */
export async function chooseDeliverySlot(page: Page) {
  const picker = page.getByTestId('delivery-slot-picker');
  await picker.waitFor();
  await picker.locator('label:has(input[name="delivery-slot"]:not([disabled]))').first().click();
}

export const JAIPUR_ADDRESS = '14 Civil Lines, near the water tower, Jaipur';

/**
 * The signed-in customer buys one of the product through the checkout screen, cash on delivery,
 * and gets the order back from the API (their newest).
 */
export async function placeCodOrder(
  page: Page,
  baseUrl: string,
  customer: E2eAccount,
  product: Product,
): Promise<Order> {
  await addProductToCart(page, product);
  await page.goto('/checkout');
  await page.getByText('Including all taxes and free delivery').waitFor();
  await fillDeliveryDetails(page);
  await page
    .getByRole('button', { name: `Place Order - ₹${formatINR(product.price)} (COD)` })
    .click();
  await page.getByText('Your order has been placed successfully! Pay on delivery.').waitFor();
  const [order] = await fetchOwnOrders(baseUrl, customer.token);
  if (!order) throw new Error('the order placed at checkout is not in the profile');
  return order;
}

/**
 * The first day and slot with a place left for the pincode, from GET /api/delivery/slots: every
 * delivery books one (decision 057).
 */
export async function firstOpenSlot(
  baseUrl: string,
  pincode = '302001',
): Promise<{ date: string; slot: string }> {
  const response = await fetch(`${baseUrl}/api/delivery/slots?pincode=${pincode}`);
  if (!response.ok) throw new Error(`GET /api/delivery/slots answered ${response.status}`);
  const { days } = (await response.json()) as SlotAvailability;
  for (const day of days) {
    const open = day.slots.find((s) => s.left > 0);
    if (open) return { date: day.date, slot: open.slot };
  }
  throw new Error(`no delivery slot has a place left for ${pincode}`);
}

/** POST /api/orders as the customer, cash on delivery: an order as a fixture, without the UI. */
export async function placeCodOrderThroughApi(
  baseUrl: string,
  customer: E2eAccount,
  product: Pick<Product, '_id'>,
  quantity = 1,
): Promise<Order> {
  const response = await fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${customer.token}`,
      'content-type': 'application/json',
      origin: baseUrl,
    },
    body: JSON.stringify({
      address: JAIPUR_ADDRESS,
      pincode: '302001',
      phone: '98290 12345',
      payment_method: 'cod',
      items: [{ product_id: product._id, quantity, selected_set: false }],
      delivery_slot: await firstOpenSlot(baseUrl),
    }),
  });
  if (response.status !== 201) {
    throw new Error(`POST /api/orders answered ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as Order;
}
