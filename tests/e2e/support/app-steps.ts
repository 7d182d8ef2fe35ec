import type { Locale } from '@wedding/core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { auditInBothColourSchemes } from './accessibility';
import type { GuestSession } from './browser';
import { dashboardText, exactly } from './catalogues';
import type { GuestDriver } from './guest-driver';
import type { CoupleLogin } from './site-server';

/** Waits until the app has routed to `path` (client-side navigation has no load event). */
export async function expectPath(page: Page, path: string | RegExp): Promise<void> {
  await expect
    .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
    .toEqual(typeof path === 'string' ? path : expect.stringMatching(path));
}

/** axe on the app's page as it is, with the system preference light and dark (the app follows it). */
export async function expectAccessible(session: GuestSession, where: string): Promise<void> {
  session.stage = where;
  const audit = await auditInBothColourSchemes(session.page);
  expect.soft(audit.violations.light, `axe, light, ${where}`).toEqual([]);
  expect.soft(audit.violations.dark, `axe, dark, ${where}`).toEqual([]);
  expect.soft(audit.luminance.dark, `${where}: the page turns dark`).toBeLessThan(audit.luminance.light);
}

/** Fills and sends the login form the app is showing. */
export async function submitLogin(
  page: Page,
  driver: GuestDriver,
  login: CoupleLogin,
  locale: Locale,
): Promise<void> {
  await driver.type(
    page.getByRole('textbox', { name: dashboardText('auth', 'field.username', locale) }),
    login.username,
  );
  await driver.type(
    page.getByLabel(dashboardText('auth', 'field.password', locale), { exact: false }),
    login.password,
  );
  await driver.press(
    page.getByRole('button', { name: exactly(dashboardText('auth', 'login.submit', locale)) }),
  );
}
