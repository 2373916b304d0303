import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_VIEW_NAMES,
  ADMIN_VIEW_PATHS,
  adminCredentials,
  adminHeading,
  adminNavigation,
  openAdminView,
  signInAsAdmin,
} from '../support/admin.ts';
import { MOBILE_VIEWPORT, useBrowser } from '../support/browser.ts';

const session = useBrowser();

const NAV_LABELS = [...ADMIN_VIEW_NAMES, 'Back to Home'];
const SIDEBAR_COOKIE = 'sheesham_admin_sidebar';
const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

/** The visible text of each navigation link, in order ('' for an icon-only link). */
function linkTexts(page: Page) {
  return adminNavigation(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => (link as HTMLElement).innerText.trim()));
}

async function sidebarCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === SIDEBAR_COOKIE);
}

/** Waits for the sidebar to settle collapsed or expanded, and checks what each state shows. */
async function expectSidebar(page: Page, state: 'collapsed' | 'expanded') {
  const collapsed = state === 'collapsed';
  const toggle = page.getByRole('button', {
    name: collapsed ? 'Expand sidebar' : 'Collapse sidebar',
  });
  await toggle.waitFor();
  expect(await toggle.getAttribute('aria-expanded')).toBe(String(!collapsed));
  await expect
    .poll(() => linkTexts(page))
    .toEqual(collapsed ? NAV_LABELS.map(() => '') : NAV_LABELS);
  // Without their labels the links keep their names, so they still read and click as before.
  for (const name of NAV_LABELS) {
    await adminNavigation(page).getByRole('link', { name, exact: true }).waitFor();
  }
  // w-16 against w-64, once the width transition has run.
  await expect
    .poll(async () => (await adminNavigation(page).boundingBox())?.width)
    .toBe(collapsed ? 64 : 256);
}

describe('Admin layout', () => {
  it('the sidebar lists every view and Back to Home; each link opens its view and is marked current', async () => {
    const { page } = session;
    await signInAsAdmin(page);
    await openAdminView(page, 'Dashboard');
    const nav = adminNavigation(page);
    expect(await linkTexts(page)).toEqual(NAV_LABELS);
    // The shop's footer stays out of the admin panel.
    expect(await page.getByRole('contentinfo').count()).toBe(0);

    for (const view of [...ADMIN_VIEW_NAMES.slice(1), 'Dashboard' as const]) {
      await nav.getByRole('link', { name: view, exact: true }).click();
      await page.waitForURL((url) => url.pathname === ADMIN_VIEW_PATHS[view]);
      await adminHeading(page, view).waitFor();
      const current = nav.locator('[aria-current="page"]');
      await expect.poll(() => current.allInnerTexts()).toEqual([view]);
    }

    await nav.getByRole('link', { name: 'Back to Home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('contentinfo').waitFor();
    expect(await adminNavigation(page).count()).toBe(0);
  });

  it('Ctrl+B and Cmd+B collapse the sidebar to named icons; a 7-day cookie keeps the state across reloads', async () => {
    const { page } = session;
    await signInAsAdmin(page);
    await openAdminView(page, 'Dashboard');
    await expectSidebar(page, 'expanded');
    expect(await sidebarCookie(page)).toBeUndefined();

    await page.keyboard.press('Control+b');
    await expectSidebar(page, 'collapsed');
    const cookie = await sidebarCookie(page);
    expect(cookie).toMatchObject({ value: 'collapsed', path: '/admin', sameSite: 'Lax' });
    // Max-Age of 7 days, give or take the seconds this test took.
    expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + SEVEN_DAYS_S))).toBeLessThan(60);

    await page.reload();
    await adminHeading(page, 'Dashboard').waitFor();
    await expectSidebar(page, 'collapsed');

    await page.keyboard.press('Control+b');
    await expectSidebar(page, 'expanded');
    expect((await sidebarCookie(page))?.value).toBe('expanded');

    await page.keyboard.press('Meta+b');
    await expectSidebar(page, 'collapsed');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expectSidebar(page, 'expanded');

    await page.reload();
    await adminHeading(page, 'Dashboard').waitFor();
    await expectSidebar(page, 'expanded');
  });

  it('at 390×844 a header menu replaces the sidebar; choosing Orders opens it and closes the menu', async () => {
    const { page } = session;
    await page.setViewportSize(MOBILE_VIEWPORT);
    await signInAsAdmin(page);
    await openAdminView(page, 'Dashboard');
    expect(await adminNavigation(page).count()).toBe(0);
    const header = page.getByRole('banner');
    expect(await header.innerText()).toMatch(/^Sheesham Admin · Dashboard$/);

    await header.getByRole('button', { name: 'Open admin menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Sheesham Admin' });
    await menu.waitFor();
    expect(await linkTexts(page)).toEqual(NAV_LABELS);
    await menu.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.waitForURL((url) => url.pathname === ADMIN_VIEW_PATHS.Orders);
    await menu.waitFor({ state: 'hidden' });
    await adminHeading(page, 'Orders').waitFor();
    await expect.poll(() => header.innerText()).toMatch(/^Sheesham Admin · Orders$/);
  });

  it('signed out, /admin/orders asks to sign in and brings the admin back to Orders', async () => {
    const { page } = session;
    const { email, password } = adminCredentials();
    await page.goto(ADMIN_VIEW_PATHS.Orders);
    await page.waitForURL((url) => url.pathname === '/auth');

    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.locator('input[type="password"]').fill(password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === ADMIN_VIEW_PATHS.Orders);
    await adminHeading(page, 'Orders').waitFor();
    const current = adminNavigation(page).locator('[aria-current="page"]');
    expect(await current.allInnerTexts()).toEqual(['Orders']);
  });
});
