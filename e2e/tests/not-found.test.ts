import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const session = useBrowser();

describe('404 page', () => {
  it("shows 'Oops! Page not found' and Return to Home goes home", async () => {
    const { page } = session;
    await page.goto('/some-unknown-page');
    await page.getByText('Oops! Page not found').waitFor();

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Featured Products' }).waitFor();
    expect(await page.getByText('Oops! Page not found').count()).toBe(0);
  });
});
