import { describe, expect, inject, it } from 'vitest';
import { signUpCustomer } from '../support/accounts.ts';
import { openAdminView, signInAsAdmin } from '../support/admin.ts';
import { useBrowser } from '../support/browser.ts';
import { mailsTo } from '../support/mailbox.ts';

const session = useBrowser();

describe('Forgot password (docs/decisions/055)', () => {
  it('mails a link from /auth; the new password signs the shopper in, the old one no longer works', async () => {
    const { page, baseUrl } = session;
    const account = await signUpCustomer(baseUrl, 'Tara Bhatt');
    const mailbox = inject('mailbox');
    expect(mailbox, 'this journey reads the mailed link from the local SMTP server').not.toBeNull();

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

    const resetLink = async () => {
      const sent = await mailsTo(mailbox as string, account.email);
      return /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(
        sent.map((m) => m.text).join('\n'),
      )?.[0];
    };
    await expect.poll(resetLink, { timeout: 15_000 }).toBeDefined();
    const link = new URL((await resetLink()) ?? '');

    await page.goto(link.pathname + link.search);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    const newPassword = 'jharokha-window-seat-27';
    const passwordBox = page
      .getByRole('form', { name: 'Choose a new password' })
      .locator('input[type="password"]');
    await passwordBox.fill(newPassword);
    await page.getByRole('button', { name: 'Save New Password' }).click();

    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByText('Password changed', { exact: true }).waitFor();
    await page.getByRole('button', { name: /Tara/ }).waitFor();

    const signIn = (password: string) =>
      fetch(`${baseUrl}/api/identity/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password }),
      });
    expect((await signIn(account.password)).status).toBe(401);
    expect((await signIn(newPassword)).status).toBe(200);
    // The session the account had before the reset has ended.
    const before = await fetch(`${baseUrl}/api/auth/profile`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(before.status).toBe(401);

    // The link worked once.
    await page.goto(link.pathname + link.search);
    await passwordBox.fill('another-new-password-58');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await page
      .getByText('This link is invalid, has expired or was already used.', { exact: false })
      .waitFor();

    // Staff see the mail in the admin Mail view with its link masked, never the working token.
    const token = link.searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    await signInAsAdmin(page);
    await openAdminView(page, 'Mail');
    await page
      .getByRole('button', { name: /^Preview: Reset your .* password/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Text' }).click();
    await dialog.getByText(account.email).first().waitFor();
    await dialog.getByText(/reset-password\?token=•••/).waitFor();
    expect(await dialog.textContent()).not.toContain(token);
  });
});
