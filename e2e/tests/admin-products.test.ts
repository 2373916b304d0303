import { randomUUID } from 'node:crypto';
import { formatRupees, type Product } from '@sheesham/shared';
import type { ProductInput } from '@sheesham/shared/product-input';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpCustomer, storeSessionToken } from '../support/accounts.ts';
import { adminSend, fileAdminToken, openAdminView, signInAsAdmin } from '../support/admin.ts';
import { useBrowser } from '../support/browser.ts';
import { solidPng } from '../support/png.ts';
import { placeCodOrderThroughApi } from '../support/shopping.ts';

const session = useBrowser();
const adminSession = fileAdminToken();

/** Every field of the Add Product dialog (SPEC §5), by its label, for a product nobody else has. */
function newProduct() {
  const name = `Jharokha Console ${randomUUID().slice(0, 8)}`;
  return {
    name,
    text: {
      Name: name,
      Brand: 'Sheesham Originals',
      'Room Type': 'Living Room',
      'Rating 0 to 5': '4.6',
      Description: 'A slim console with a carved jharokha front, made for an entrance hall.',
      'Price (₹)': '18499',
      'Primary Material': 'Solid Wood',
      Storage: 'Drawer Storage',
      Assembly: 'Included with delivery',
      Warranty: '3 years',
      'Dimensions (cm)': '120 x 35 x 80',
      'Dimensions (inches)': '47 x 14 x 31',
      Weight: '28 kg',
      'Stock units in hand': '12',
      'Low Stock Threshold default 10': '4',
    },
    category: 'Storage',
  };
}

/** A field of the product dialog by its accessible name (its label, with the label's hint). */
function field(dialog: Locator, name: string): Locator {
  const named = (role: 'textbox' | 'spinbutton' | 'combobox') =>
    dialog.getByRole(role, { name, exact: true });
  return named('textbox').or(named('spinbutton')).or(named('combobox'));
}

/** The storefront's listing, searched the way a shopper does. */
async function searchStorefront(page: Page, text: string) {
  await page.goto('/products');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

/** The listing has answered the search: its count, or that nothing matched. */
async function listingShown(page: Page) {
  await page
    .getByText(/Showing \d+ of \d+ products|No products found/)
    .first()
    .waitFor();
}

function storefrontCard(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('link').filter({ hasText: name });
}

/** The image list of the product dialog, as "1 of 2", "2 of 2" with their sources. */
function thumbnails(dialog: Locator) {
  return dialog.getByRole('list', { name: 'Images' }).getByRole('listitem');
}

async function thumbnailSources(dialog: Locator): Promise<string[]> {
  return thumbnails(dialog)
    .getByRole('img')
    .evaluateAll((images) => images.map((img) => img.getAttribute('src') ?? ''));
}

/** Waits for the one toast with this title and returns its whole text. */
async function toastText(page: Page, title: string): Promise<string> {
  const toast = page.getByRole('status').filter({ hasText: title });
  await toast.waitFor();
  return toast.innerText();
}

async function openInventoryRow(page: Page, name: string) {
  await page.goto(`/admin/inventory?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Edit ${name}` }).waitFor();
}

describe('Admin products', () => {
  it('adds a product with two uploaded images, reorders them, edits its price and deletes it; the storefront follows each step', async () => {
    const { page } = session;
    const product = newProduct();
    await signInAsAdmin(page, await adminSession());
    await openAdminView(page, 'Inventory');

    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.waitFor();
    for (const [label, value] of Object.entries(product.text)) {
      await field(dialog, label).fill(value);
    }
    await field(dialog, 'Category').selectOption({ label: product.category });

    // Uploads are held until both progress bars have been seen (a small PNG is sent in a blink).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/upload', async (route) => {
      await held;
      await route.continue();
    });
    await dialog
      .locator('input[type=file][accept="image/*"]')
      .setInputFiles([
        solidPng('teak-front.png', [120, 72, 40]),
        solidPng('brass-detail.png', [212, 175, 55]),
      ]);
    const uploads = dialog.getByRole('list', { name: 'Uploads' });
    await uploads.getByRole('progressbar', { name: 'Uploading teak-front.png' }).waitFor();
    await uploads.getByRole('progressbar', { name: 'Uploading brass-detail.png' }).waitFor();
    // Saving waits for the uploads.
    const uploading = dialog.getByRole('button', { name: 'Uploading images...' });
    expect(await uploading.isDisabled()).toBe(true);
    release();

    expect(await toastText(page, 'Images uploaded')).toContain('2 image(s) uploaded successfully.');
    await uploads.waitFor({ state: 'detached' });
    await expect.poll(() => thumbnails(dialog).count()).toBe(2);
    await page.unroute('**/api/upload');
    // Each thumbnail is the 320 px rendition of an uploaded WebP, in the order chosen.
    const [first, second] = await thumbnailSources(dialog);
    expect(first).toMatch(/^\/media\/uploads\/\w+-320\.webp$/);
    expect(second).toMatch(/^\/media\/uploads\/\w+-320\.webp$/);
    expect(first).not.toBe(second);
    expect(await dialog.getByRole('img', { name: '1 of 2' }).getAttribute('src')).toBe(first);
    expect(await thumbnails(dialog).first().getByText('Main image').count()).toBe(1);
    expect(await thumbnails(dialog).last().getByText('Main image').count()).toBe(0);

    // A real drag (native HTML5 drag and drop in Chromium): image 2 onto image 1.
    await thumbnails(dialog).nth(1).dragTo(thumbnails(dialog).nth(0));
    await expect.poll(() => thumbnailSources(dialog)).toEqual([second, first]);
    await dialog.getByText('Image 2 moved to position 1.').waitFor();
    // The buttons do the same from the keyboard: back, then forth again.
    await dialog.getByRole('button', { name: 'Move image 1 right' }).click();
    await expect.poll(() => thumbnailSources(dialog)).toEqual([first, second]);
    await dialog.getByRole('button', { name: 'Move image 2 left' }).click();
    await expect.poll(() => thumbnailSources(dialog)).toEqual([second, first]);
    // Focus follows the moved image; the first has no Move left.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move image 1 right');
    expect(await dialog.getByRole('button', { name: 'Move image 1 left' }).isDisabled()).toBe(true);
    expect(await thumbnails(dialog).first().getByText('Main image').count()).toBe(1);

    await dialog.getByRole('button', { name: 'Add Product', exact: true }).click();
    expect(await toastText(page, 'Product added successfully')).toContain(
      `${product.name} is now in the catalogue.`,
    );
    await dialog.waitFor({ state: 'detached' });

    // The storefront lists it, with the image moved first as its main image (the full-size
    // rendition of that thumbnail).
    const mainImage = (second ?? '').replace(/-320\.webp$/, '.webp');
    await searchStorefront(page, product.name);
    const card = storefrontCard(page, product.name);
    await card.waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.getByRole('img', { name: product.name }).getAttribute('src')).toBe(mainImage);
    expect(await card.innerText()).toContain(formatRupees(18499));
    const productPath = (await card.getAttribute('href')) ?? '';
    expect(productPath).toMatch(/^\/product\/[\w-]+$/);

    // Edit the price.
    await openInventoryRow(page, product.name);
    await page.getByRole('button', { name: `Edit ${product.name}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Product' });
    await editor.waitFor();
    expect(await field(editor, 'Price (₹)').inputValue()).toBe('18499');
    expect(await thumbnailSources(editor)).toEqual([second, first]);
    await field(editor, 'Price (₹)').fill('16999.5');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    expect(await toastText(page, 'Product updated successfully')).toContain(
      `${product.name} has been saved.`,
    );
    await editor.waitFor({ state: 'detached' });

    await page.goto(productPath);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await expect
      .poll(() => page.getByTestId('product-price').innerText())
      .toContain(formatRupees(16999.5));
    expect(await page.getByTestId('product-price').innerText()).not.toContain(formatRupees(18499));

    // Delete it: the confirmation, the toast, and the storefront no longer has it.
    await openInventoryRow(page, product.name);
    await page.getByRole('button', { name: `Delete ${product.name}` }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this product?',
    });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    expect(await toastText(page, 'Product deleted successfully')).toContain(
      `${product.name} has been removed from the shop.`,
    );
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('No products found').waitFor();

    // Other pieces may share a word of the name (search ranks by words matched, decision 052).
    await searchStorefront(page, product.name);
    await listingShown(page);
    expect(await storefrontCard(page, product.name).count()).toBe(0);
    await page.goto(productPath);
    await page.getByText('Product not found').first().waitFor();
  });

  it('a product that appears in an order is archived on delete; the customer still sees it in the order', async () => {
    const { page, baseUrl } = session;
    const { name, text } = newProduct();
    const token = await signInAsAdmin(page, await adminSession());
    const body: ProductInput = {
      name,
      brand: text.Brand,
      price: 18499,
      category: 'storage',
      room_type: text['Room Type'],
      product_rating: 4.6,
      description: text.Description,
      primary_material: text['Primary Material'],
      storage: text.Storage,
      assembly: text.Assembly,
      warranty: text.Warranty,
      dimensions_cm: text['Dimensions (cm)'],
      dimensions_inches: text['Dimensions (inches)'],
      weight: text.Weight,
      stock: 12,
    };
    const created = await adminSend<Product>(token, 'POST', 'products', body);
    const customer = await signUpCustomer(baseUrl, 'Ishaan Bhati');
    const order = await placeCodOrderThroughApi(baseUrl, customer, created);

    await openInventoryRow(page, name);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure you want to delete this product?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    expect(await toastText(page, 'Product deleted successfully')).toContain(
      `${name} appears in orders, so it was archived: the shop no longer shows it and order history keeps it.`,
    );
    await page.getByText('No products found').waitFor();

    await searchStorefront(page, name);
    await listingShown(page);
    expect(await storefrontCard(page, name).count()).toBe(0);

    // The customer's order keeps the product's name and price.
    await storeSessionToken(page, customer.token);
    await page.goto('/profile');
    const card = page.getByRole('article', { name: `Order #${order.number}` });
    await card.waitFor();
    const cardText = await card.innerText();
    expect(cardText).toContain(name);
    expect(cardText).toContain(formatRupees(18499));
  });
});
