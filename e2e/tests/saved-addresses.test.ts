import { describe, expect, it } from 'vitest';
import { fetchOwnOrders, signUpCustomer, storeSessionToken } from '../support/accounts.ts';
import { useBrowser } from '../support/browser.ts';
import { addProductToCart, chooseDeliverySlot, wellStockedProduct } from '../support/shopping.ts';

const session = useBrowser();

const HOME = '27 Hawa Mahal Road, near Badi Chaupar';

describe('Saved addresses and a phone for every delivery (issue #26)', () => {
  it('adds an address in the profile, checks out with it and a phone, and sees both confirmed', async () => {
    const { page, baseUrl } = session;
    const product = await wellStockedProduct(baseUrl, 3);
    // An account without a phone: checkout has to ask for one.
    const customer = await signUpCustomer(baseUrl, 'Kavya Rathore', undefined, null);
    await page.goto('/');
    await storeSessionToken(page, customer.token);

    // The profile's address book: add one; the city and state come from the pincode.
    await page.goto('/profile');
    const book = page.getByRole('region', { name: 'Saved addresses' });
    await book.getByText('No saved addresses yet').waitFor();
    await book.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a new address' });
    await dialog.getByRole('button', { name: 'Home', exact: true }).click();
    await dialog.getByLabel('Phone').fill('98290 67890');
    await dialog.getByLabel('Pincode').fill('302002');
    await dialog.getByTestId('pincode-place').getByText('Jaipur, Rajasthan').waitFor();
    await dialog.locator('#address-lines').fill(HOME);
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = book.getByRole('listitem');
    await card.getByText('Home · Kavya Rathore').waitFor();
    await card.getByText('Jaipur, Rajasthan – 302002').waitFor();
    await card.getByText('Default', { exact: true }).waitFor();

    // Checkout picks the default address; the phone is empty until typed.
    await addProductToCart(page, product);
    await page.goto('/checkout');
    await page.getByText('Including all taxes').waitFor();
    await expect.poll(() => page.locator('#checkout-pincode').inputValue()).toBe('302002');
    expect(await page.locator('#checkout-address').inputValue()).toBe(HOME);
    await page.getByTestId('pincode-place').getByText('Jaipur, Rajasthan').waitFor();
    expect(await page.locator('#checkout-phone').inputValue()).toBe('');
    await chooseDeliverySlot(page);
    const placeOrder = page.getByRole('button', { name: /^Place Order - ₹/ });
    await placeOrder.click();
    await page.getByText('Phone number is required').waitFor();
    await page.locator('#checkout-phone').fill('98290 67890');
    await placeOrder.click();

    // The confirmation shows the address and the phone the delivery team will call.
    await page.waitForURL((url) => /^\/orders\/[^/]+\/confirmation$/.test(url.pathname));
    const delivery = page.getByTestId('confirmation-delivery');
    await delivery.getByText(HOME).waitFor();
    await delivery.getByText('302002').waitFor();
    await delivery.getByText('+91 98290 67890').waitFor();

    const [order] = await fetchOwnOrders(baseUrl, customer.token);
    expect(order).toMatchObject({ address: HOME, pincode: '302002', phone: '+919829067890' });
    expect(order?.total_amount).toBeGreaterThanOrEqual(product.price);
    // The number given at checkout is now the account's.
    const profile = await fetch(`${baseUrl}/api/auth/profile`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect((await profile.json()).phoneNumber).toBe('+919829067890');
  });
});
