import type { Locale } from '@wedding/core';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { auditInBothColourSchemes } from '../support/accessibility';
import { createApiClient } from '../support/api-client';
import { type GuestMode, type GuestSession, openGuestSession, waitForHydration } from '../support/browser';
import { coreText, type DashboardArea, dashboardText, exactly, uiText } from '../support/catalogues';
import { createGuestDriver, focusByKeyboard, type GuestDriver } from '../support/guest-driver';
import type { SiteServer } from '../support/site-server';

/** The steps the couple's part 2 journeys share: signing in, the sidebar, axe, pickers, toasts. */
export const LOCALE: Locale = 'de';

export interface DashboardJourney {
  server: SiteServer;
  session: GuestSession;
  page: Page;
  driver: GuestDriver;
  mode: GuestMode;
  /** The origin the journey's pages are on (127.0.0.1, or localhost where passkeys are used). */
  origin: string;
}

export const t = (area: DashboardArea, key: string, params?: Record<string, string | number>) =>
  dashboardText(area, key, LOCALE, params);

export async function openJourney(
  browserSession: Promise<GuestSession>,
  server: SiteServer,
  mode: GuestMode,
  origin: string,
): Promise<DashboardJourney> {
  const session = await browserSession;
  return { server, session, page: session.page, driver: createGuestDriver(session.page, mode), mode, origin };
}

export { openGuestSession };

/** axe on the page as it is, with the system preference light and dark (the dashboard follows it). */
export async function expectAccessible(journey: DashboardJourney, state: string): Promise<void> {
  journey.session.stage = state;
  const audit = await auditInBothColourSchemes(journey.page);
  const where = `${journey.mode}: ${state}`;
  expect.soft(audit.violations.light, `axe, light, ${where}`).toEqual([]);
  expect.soft(audit.violations.dark, `axe, dark, ${where}`).toEqual([]);
  expect.soft(audit.luminance.dark, `${where}: the page turns dark`).toBeLessThan(audit.luminance.light);
}

export async function expectPath(page: Page, path: string | RegExp): Promise<void> {
  await expect
    .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
    .toEqual(typeof path === 'string' ? path : expect.stringMatching(path));
}

/** A couple with a fresh wedding, made through the API (the sign-up itself is the couple journey's). */
export async function createCouple(origin: string, label: string) {
  const stamp = `${label}-${Date.now().toString(36)}`;
  const api = createApiClient(origin);
  const login = { username: `couple-${stamp}`, password: 'ein langes Passwort' };
  await api.post('/api/auth/register', { ...login, name: 'Mia Brandt' });
  const weddingDay = new Date(Date.now() + 200 * 86_400_000);
  const { wedding } = await api.post<{ wedding: { id: string; slug: string; accessCode: string } }>(
    '/api/weddings',
    {
      partner1Name: 'Mia',
      partner2Name: 'Noah',
      weddingDate: weddingDay.toISOString().slice(0, 10),
      slug: `mia-noah-${stamp}`,
      locale: LOCALE,
    },
  );
  return { login, wedding, weddingDay };
}

/** The login form, then the page that asked for it. */
export async function signIn(
  journey: DashboardJourney,
  login: { username: string; password: string },
  path: string,
): Promise<void> {
  const { page, driver } = journey;
  await page.goto(`${journey.origin}/login?redirect=${encodeURIComponent(path)}`);
  await waitForHydration(page);
  await driver.type(page.getByRole('textbox', { name: t('auth', 'field.username') }), login.username);
  await driver.type(page.getByLabel(t('auth', 'field.password'), { exact: false }), login.password);
  await driver.press(page.getByRole('button', { name: exactly(t('auth', 'login.submit')) }));
  await expectPath(page, path);
  await waitForHydration(page);
}

/** On a phone the sidebar is a drawer: opens it and returns the scope holding the navigation and user block. */
export async function sidebar(journey: DashboardJourney): Promise<Locator> {
  const { page, driver } = journey;
  if (journey.mode !== 'phone') return page.locator('body');
  await driver.press(page.getByRole('button', { name: uiText('sidebar.open', LOCALE) }));
  return page.getByRole('dialog', { name: t('shell', 'nav.label') });
}

/** Goes to a dashboard page through the sidebar. */
export async function openPage(journey: DashboardJourney, pageId: string, path: string): Promise<void> {
  const scope = await sidebar(journey);
  const label = exactly(t('shell', `page.${pageId}`));
  const nav =
    journey.mode === 'phone' ? scope : scope.getByRole('navigation', { name: t('shell', 'nav.label') });
  await journey.driver.press(nav.getByRole('link', { name: label }));
  await expectPath(journey.page, path);
  await journey.page.getByRole('heading', { level: 1, name: label }).waitFor();
  await waitForHydration(journey.page);
}

/** The user block's profile or settings link. */
export async function openAccountPage(
  journey: DashboardJourney,
  which: 'profile' | 'settings',
  path: string,
) {
  const scope = await sidebar(journey);
  await journey.driver.press(scope.getByRole('link', { name: exactly(t('shell', `user.${which}`)) }));
  await expectPath(journey.page, path);
  await waitForHydration(journey.page);
}

export async function logout(journey: DashboardJourney): Promise<void> {
  const scope = await sidebar(journey);
  await journey.driver.press(scope.getByRole('button', { name: exactly(t('shell', 'user.logout')) }));
  await journey.page
    .getByRole('status')
    .filter({ hasText: coreText('logout.success', LOCALE) })
    .waitFor();
  await expectPath(journey.page, '/');
}

/** Waits for a toast with this text (success toasts are status messages, failures alerts). */
export async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

/** Picks an option of a react-aria Select: by pointer, or with Enter and the arrow keys. */
export async function chooseOption(journey: DashboardJourney, trigger: Locator, option: string | RegExp) {
  const { page, driver } = journey;
  const name = typeof option === 'string' ? exactly(option) : option;
  if (journey.mode !== 'keyboard') {
    await driver.press(trigger);
    await driver.press(page.getByRole('option', { name }));
    return;
  }
  await focusByKeyboard(page, trigger);
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  // The list opens on the chosen option and does not wrap: start from the top.
  await page.keyboard.press('Home');
  for (let step = 0; step < 20; step += 1) {
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (typeof name === 'string' ? focused === name : name.test(focused)) {
      await page.keyboard.press('Enter');
      await listbox.waitFor({ state: 'detached' });
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`the arrow keys never reached the option ${String(option)}`);
}

/** Types a date into a react-aria date field (its segments take digits in the locale's order: dd mm yyyy). */
export async function typeDate(journey: DashboardJourney, group: Locator, date: Date): Promise<void> {
  const digits = [
    String(date.getDate()).padStart(2, '0'),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getFullYear()),
  ].join('');
  const firstSegment = group.getByRole('spinbutton').first();
  if (journey.mode === 'keyboard') await focusByKeyboard(journey.page, firstSegment);
  else await journey.driver.press(firstSegment);
  await journey.page.keyboard.type(digits);
}

/** Reports the failing step with a screenshot, the page errors and the refused API calls. */
export async function reportFailure(session: GuestSession, name: string, error: unknown): Promise<never> {
  const shot = `/tmp/${name}-${Date.now()}.png`;
  await session.page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
  throw new Error(
    `${(error as Error).message}\nscreenshot: ${shot} (${session.page.url()})\npage errors: ${session.pageErrors.join('\n')}\nfailed API calls: ${session.failedApiCalls.join('\n')}`,
    { cause: error },
  );
}
