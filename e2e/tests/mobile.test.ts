import { formatINR } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { MOBILE_VIEWPORT, useBrowser } from '../support/browser.ts';
import { fetchCatalogue } from '../support/catalogue.ts';

const session = useBrowser({ viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true });

describe('Mobile (390×844)', () => {
  it('the menu toggle opens the navigation and a link navigates', async () => {
    const { page } = session;
    await page.goto('/');
    const desktopNav = page.getByRole('navigation', { name: 'Main' });
    expect(await desktopNav.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    await menu.waitFor({ state: 'hidden' });
  });

  it('the Filters drawer opens on /products and Clear All closes it', async () => {
    const { page } = session;
    const total = formatINR((await fetchCatalogue(session.baseUrl)).length);
    await page.goto('/products');
    const showing = page.getByText(/^Showing \d+ of \d+ products$/);
    await expect.poll(() => showing.textContent()).toBe(`Showing ${total} of ${total} products`);

    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await drawer.getByRole('button', { name: 'Under ₹25K', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('max_price')).toBe('25000');

    await drawer.getByRole('button', { name: 'Clear All' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => showing.textContent()).toBe(`Showing ${total} of ${total} products`);
  });
});
