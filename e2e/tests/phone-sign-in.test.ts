import { describe, expect, it } from 'vitest';
import { openAdminView, signInAsAdmin } from '../support/admin.ts';
import { useBrowser } from '../support/browser.ts';

const session = useBrowser();

/** A fresh Indian mobile number as a shopper types it ("97123 45678"), and as the shop shows it. */
function freshMobile() {
  const digits = `97${String(Date.now()).slice(-8)}`;
  return {
    typed: `${digits.slice(0, 5)} ${digits.slice(5)}`,
    shown: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
  };
}

describe('Sign in with phone', () => {
  it('signs in with the code read from the admin SMS view, and the profile shows the number', async () => {
    const { page, baseUrl } = session;
    const mobile = freshMobile();

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in with phone' }).click();
    const numberForm = page.getByRole('form', { name: 'Mobile number' });
    await numberForm.getByLabel('Mobile number').fill(mobile.typed);
    await numberForm.getByRole('button', { name: 'Send code' }).click();
    const codeForm = page.getByRole('form', { name: 'Code from the SMS' });
    await codeForm.getByText(`We sent a 6-digit code to ${mobile.shown}.`).waitFor();
    // The resend waits for the server's 30 seconds.
    expect(
      await codeForm.getByRole('button', { name: /^Resend code in \d+ s$/ }).isDisabled(),
    ).toBe(true);

    // Staff read the code where the sandbox holds it: the admin's SMS view, in a browser of their own.
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    const staff = await browser.newContext({ baseURL: baseUrl });
    const adminPage = await staff.newPage();
    await signInAsAdmin(adminPage);
    await openAdminView(adminPage, 'SMS');
    const message = adminPage.getByRole('article', { name: `To ${mobile.shown}` }).first();
    const text = (await message.getByText(/is your .* sign-in code/).textContent()) ?? '';
    await staff.close();
    const code = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    // A wrong code first: the form says so and keeps the number.
    const wrong = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
    await codeForm.getByLabel('Code').fill(wrong);
    await codeForm.getByRole('button', { name: 'Verify and Sign In' }).click();
    await codeForm.getByText('That code is not right', { exact: true }).waitFor();

    await codeForm.getByLabel('Code').fill(code);
    await codeForm.getByRole('button', { name: 'Verify and Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // A first sign-in by phone makes the account; it is called Customer until it gets a name.
    await page.getByRole('button', { name: /Customer/ }).waitFor();

    await page.goto('/profile');
    await page.getByText(`${mobile.shown} (verified)`).waitFor();
    // Two browsers (shopper and staff) and two sign-ins: more than one journey's usual minute.
  }, 120_000);
});
