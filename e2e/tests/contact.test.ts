import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const session = useBrowser();

describe('Contact', () => {
  it('sends the message, shows the success toast and clears the form', async () => {
    const { page } = session;
    await page.goto('/contact');

    const form = page.locator('form').filter({ has: page.getByLabel('Subject') });
    const fields = {
      'Full Name': 'Asha Meena',
      Email: 'asha.meena@example.in',
      Phone: '+91 98290 11111',
      Subject: 'A custom dining set',
      Message: 'Could you make a six-seater dining set in sheesham wood?',
    };
    for (const [label, value] of Object.entries(fields)) {
      await form.getByLabel(label, { exact: false }).first().fill(value);
    }

    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: /send/i }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { id?: unknown };
    expect(typeof body.id).toBe('string');
    expect(response.request().postDataJSON()).toMatchObject({
      name: fields['Full Name'],
      email: fields.Email,
      subject: fields.Subject,
      message: fields.Message,
    });

    await page.getByText('Message Sent Successfully').waitFor();
    await page.getByText("We'll get back to you within 24 hours.").waitFor();
    for (const label of Object.keys(fields)) {
      await expect
        .poll(() => form.getByLabel(label, { exact: false }).first().inputValue())
        .toBe('');
    }
  });
});
