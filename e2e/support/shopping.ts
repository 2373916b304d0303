import type { Product } from '@sheesham/shared';
import type { Page } from 'playwright-core';
import { fetchCatalogue, productPath } from './catalogue.ts';

/** A product with plenty of stock, so journeys running one after another never run it out. */
export async function wellStockedProduct(baseUrl: string, offset = 0): Promise<Product> {
  const catalogue = await fetchCatalogue(baseUrl);
  const stocked = catalogue.filter((p) => p.stock >= 20).sort((a, b) => b.stock - a.stock);
  const product = stocked[offset % stocked.length];
  if (!product) throw new Error('the demo seed has no well-stocked product');
  return product;
}

/** Opens the product page and adds it to the cart (the shopper must be signed in). */
export async function addProductToCart(page: Page, product: Product) {
  await page.goto(productPath(product));
  await page.getByRole('heading', { level: 1, name: product.name, exact: true }).waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText('Added to cart', { exact: true }).waitFor();
}

/** Fills the delivery card on /checkout with a valid Jaipur address. */
export async function fillDeliveryDetails(page: Page) {
  await page.locator('#checkout-pincode').fill('302001');
  await page.locator('#checkout-address').fill('14 Civil Lines, near the water tower, Jaipur');
}
