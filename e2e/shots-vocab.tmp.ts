// Screenshots for issue #28 part 1 (not a test): the admin Vocabulary view, search results and
// the header's suggestions, at 390 and 1366 px. Run against a server on BASE.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';

const BASE = process.env.BASE ?? 'http://127.0.0.1:3741';
const OUT = '/work/shots/vocab';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
const signIn = await fetch(`${BASE}/api/identity/sign-in/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: BASE },
  body: JSON.stringify({ email: 'admin@sheesham.demo', password: 'sheesham-admin-demo' }),
});
const token = signIn.headers.get('set-auth-token') ?? (await signIn.json()).token;
if (!token) throw new Error(`no token: ${signIn.status}`);

for (const width of [390, 1366]) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  await page.goto(`${BASE}/`);
  await page.evaluate((t) => localStorage.setItem('sheesham.session.v1', t), token);
  const shot = (name: string, fullPage = false) =>
    page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage });

  await page.goto(`${BASE}/admin/vocabulary`);
  await page.getByText('entries.').first().waitFor({ timeout: 30_000 });
  await shot('admin-vocabulary');
  await page.getByRole('searchbox', { name: 'Find a phrase or meaning' }).fill('bed');
  await page.waitForTimeout(300);
  await shot('admin-vocabulary-filtered');
  await page.getByRole('button', { name: 'Edit "double bed"' }).click();
  await page.getByRole('dialog').waitFor();
  await shot('admin-vocabulary-edit');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add entry' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add entry' }).click();
  await page.waitForTimeout(300);
  await shot('admin-vocabulary-add-errors');
  await page.keyboard.press('Escape');

  for (const [name, q] of [
    ['search-almirah', 'almirah'],
    ['search-2-seater-sofa', '2 seater sofa'],
    ['search-marble-dining-table', 'marble dining table'],
    ['search-did-you-mean', 'almeerah'],
  ]) {
    await page.goto(`${BASE}/products?q=${encodeURIComponent(q)}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await shot(name);
  }

  await page.goto(`${BASE}/`);
  await page.waitForLoadState('networkidle');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the shop' }).first();
  if (await box.isVisible()) {
    await box.focus();
    const combobox = page.getByRole('combobox', { name: 'Search the shop' }).first();
    await combobox.pressSequentially('kursi', { delay: 30 });
    await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first().waitFor();
    await shot('suggest-kursi');
    await combobox.fill('');
    await combobox.pressSequentially('double bed', { delay: 30 });
    await page.waitForTimeout(800);
    await shot('suggest-double-bed');
  } else {
    console.log(`no header search box at ${width} px`);
  }
  await context.close();
}
await browser.close();
