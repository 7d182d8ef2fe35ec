import type { Locale } from '@wedding/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible as expectPageAccessible, expectPath, submitLogin } from '../support/app-steps';
import { type GuestMode, type GuestSession, openGuestSession, waitForHydration } from '../support/browser';
import { coreText, dashboardText, exactly, frameText, sectionText, uiText } from '../support/catalogues';
import { createGuestDriver, focusByKeyboard, type GuestDriver } from '../support/guest-driver';
import type { SiteServer } from '../support/site-server';

const LOCALE: Locale = 'de';

interface CoupleContext {
  server: SiteServer;
  session: GuestSession;
  page: Page;
  driver: GuestDriver;
  mode: GuestMode;
}

/** axe on the dashboard page as it is, light and dark. */
async function expectAccessible(journey: CoupleContext, state: string): Promise<void> {
  await expectPageAccessible(journey.session, `${journey.mode}: ${state}`);
}

/** A date `days` from today as the onboarding field takes it (dd.MM.yyyy). */
function typedDateIn(days: number): { typed: string; iso: string } {
  const date = new Date(Date.now() + days * 86_400_000);
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const yyyy = String(date.getFullYear());
  return { typed: `${dd}.${mm}.${yyyy}`, iso: `${yyyy}-${mm}-${dd}` };
}

/** Goes to a dashboard page through the sidebar; on a phone through its drawer. */
async function openPage(journey: CoupleContext, page: string, path: string): Promise<void> {
  const { driver } = journey;
  const label = exactly(dashboardText('shell', `page.${page}`, LOCALE));
  let nav: Locator = journey.page.getByRole('navigation', {
    name: dashboardText('shell', 'nav.label', LOCALE),
  });
  if (journey.mode === 'phone') {
    await driver.press(journey.page.getByRole('button', { name: uiText('sidebar.open', LOCALE) }));
    nav = journey.page.getByRole('dialog', { name: dashboardText('shell', 'nav.label', LOCALE) });
  }
  await driver.press(nav.getByRole('link', { name: label }));
  await expectPath(journey.page, path);
  await journey.page.getByRole('heading', { level: 1, name: label }).waitFor();
}

/** The user block's logout (on a phone inside the drawer). */
async function logout(journey: CoupleContext): Promise<void> {
  const { page, driver } = journey;
  let scope: Locator = page.locator('body');
  if (journey.mode === 'phone') {
    await driver.press(page.getByRole('button', { name: uiText('sidebar.open', LOCALE) }));
    scope = page.getByRole('dialog', { name: dashboardText('shell', 'nav.label', LOCALE) });
  }
  await driver.press(scope.getByRole('button', { name: dashboardText('shell', 'user.logout', LOCALE) }));
  await page
    .getByRole('status')
    .filter({ hasText: coreText('logout.success', LOCALE) })
    .waitFor();
  await expectPath(page, '/');
}

async function register(journey: CoupleContext, username: string): Promise<void> {
  const { page, driver } = journey;
  await page.goto(`${journey.server.baseUrl}/`);
  await page
    .getByRole('heading', { level: 1, name: dashboardText('landing', 'hero.title', LOCALE) })
    .waitFor();
  await waitForHydration(page);
  await expectAccessible(journey, 'landing page');
  let header: Locator = page.locator('header').first();
  if (journey.mode === 'phone') {
    await driver.press(page.getByRole('button', { name: uiText('header.openMenu', LOCALE) }));
    header = page.getByRole('dialog', { name: dashboardText('landing', 'header.navLabel', LOCALE) });
  }
  await driver.press(
    header.getByRole('link', { name: exactly(dashboardText('landing', 'header.register', LOCALE)) }),
  );
  await expectPath(page, '/register');
  await expectAccessible(journey, 'registration');
  const field = (key: string) => page.getByRole('textbox', { name: dashboardText('auth', key, LOCALE) });
  await driver.type(field('field.name'), 'Mia Brandt');
  await driver.type(field('field.username'), username);
  await driver.type(
    page.getByLabel(dashboardText('auth', 'field.password', LOCALE), { exact: false }),
    'ein langes Passwort',
  );
  await driver.press(page.getByRole('button', { name: dashboardText('auth', 'register.submit', LOCALE) }));
  await expectPath(page, '/dashboard/onboarding');
}

/** The three onboarding steps; returns the site address (slug) the couple got. */
async function onboard(journey: CoupleContext): Promise<string> {
  const { page, driver } = journey;
  const text = (key: string) => dashboardText('onboarding', key, LOCALE);
  const next = () => page.getByRole('button', { name: exactly(text('next')) });
  await page.getByRole('heading', { name: text('step.names.title') }).waitFor();
  await expectAccessible(journey, 'onboarding: names');
  await driver.type(page.getByRole('textbox', { name: text('field.partner1') }), 'Mia');
  await driver.type(page.getByRole('textbox', { name: text('field.partner2') }), 'Noah');
  await driver.press(next());

  await page.getByRole('heading', { name: text('step.date.title') }).waitFor();
  const dateField = page.getByRole('textbox', { name: text('field.date') });
  // A past date is refused with its message; what was typed stays.
  await driver.type(dateField, '01.01.2020');
  // Leaving the field shows its verdict.
  await page.keyboard.press('Tab');
  await page.getByText(coreText('errors.pastDate', LOCALE)).waitFor();
  await expect.poll(() => dateField.inputValue()).toBe('01.01.2020');
  await expectAccessible(journey, 'onboarding: date refused');
  await driver.type(dateField, typedDateIn(200).typed, { replace: true });
  await driver.press(next());

  await page.getByRole('heading', { name: text('step.slug.title') }).waitFor();
  const slugField = page.getByRole('textbox', { name: text('field.slug') });
  // Each mode's couple gets its own address: the suggestion ('mia-und-noah-<year>') may be taken by an earlier run.
  const slug = `mia-noah-${journey.mode}-${Date.now().toString(36)}`;
  await driver.type(slugField, slug, { replace: true });
  await page.getByText(coreText('urlAvailable', LOCALE)).waitFor({ timeout: 15_000 });
  await expectAccessible(journey, 'onboarding: address available');
  await driver.press(page.getByRole('button', { name: exactly(text('finish')) }));
  await expectPath(page, '/dashboard/wedding');
  return slug;
}

async function editCouple(journey: CoupleContext, weddingDay: { iso: string; parts: string }): Promise<void> {
  const { page, driver } = journey;
  await openPage(journey, 'couple', '/dashboard/wedding/couple');
  await waitForHydration(page);
  const text = (key: string) => dashboardText('couple', key, LOCALE);
  const first = page.getByRole('textbox', { name: text('names.partner1') });
  await expect.poll(() => first.inputValue()).toBe('Mia');
  // A blank name is refused in the person's language; the other field keeps what was typed.
  await driver.type(first, ' ', { replace: true });
  await driver.press(page.getByRole('button', { name: exactly(text('save')) }));
  await page.getByText(coreText('namesRequired', LOCALE)).waitFor();
  await expect
    .poll(() => page.getByRole('textbox', { name: text('names.partner2') }).inputValue())
    .toBe('Noah');
  await expectAccessible(journey, 'couple: blank name refused');
  await driver.type(first, 'Mila', { replace: true });
  await driver.type(page.getByRole('textbox', { name: text('names.partner2') }), 'Noah Brandt', {
    replace: true,
  });
  // The wedding day: the date field's segments take digits in the locale's order (day, month, year in German).
  const dateGroup = page.getByRole('group', { name: text('date.label') });
  const firstSegment = dateGroup.getByRole('spinbutton').first();
  if (journey.mode === 'keyboard') await focusByKeyboard(page, firstSegment);
  else await driver.press(firstSegment);
  await page.keyboard.type(weddingDay.parts);
  await driver.press(page.getByRole('button', { name: exactly(text('save')) }));
  await page
    .getByRole('status')
    .filter({ hasText: coreText('saveSuccess', LOCALE) })
    .waitFor();
}

async function changeAccessCode(journey: CoupleContext, code: string): Promise<void> {
  const { page, driver } = journey;
  await openPage(journey, 'invite', '/dashboard/wedding/invite');
  await waitForHydration(page);
  await expectAccessible(journey, 'invite manager');
  await driver.press(
    page.getByRole('main').getByRole('button', { name: dashboardText('invite', 'code.edit', LOCALE) }),
  );
  const dialog = page.getByRole('dialog', { name: dashboardText('shell', 'accessCode.title', LOCALE) });
  const field = dialog.getByRole('textbox', { name: dashboardText('shell', 'accessCode.label', LOCALE) });
  // Lower case is upper-cased as typed.
  await driver.type(field, code.toLowerCase(), { replace: true });
  await expect.poll(() => field.inputValue()).toBe(code);
  await expectAccessible(journey, 'access code dialog');
  await driver.press(
    dialog.getByRole('button', { name: exactly(dashboardText('shell', 'common.save', LOCALE)) }),
  );
  await page
    .getByRole('status')
    .filter({ hasText: dashboardText('shell', 'accessCode.saved', LOCALE) })
    .waitFor();
  await expect.poll(() => dialog.count()).toBe(0);
  await page.getByText(code, { exact: true }).first().waitFor();
}

/** A guest in another browser opens the couple's site with the new code and reads the new names. */
async function visitAsGuest(browser: Browser, server: SiteServer, slug: string, code: string): Promise<void> {
  const guest = await openGuestSession(browser, 'desktop');
  try {
    const { page } = guest;
    await page.goto(`${server.baseUrl}/de/w/${slug}`);
    await waitForHydration(page);
    const admitted = page.waitForEvent('load');
    await page.getByRole('textbox', { name: frameText('access.codeLabel', LOCALE) }).fill(code);
    await admitted;
    await page
      .getByRole('heading', {
        level: 1,
        name: sectionText('hero.names', LOCALE, { bride: 'Mila', groom: 'Noah Brandt' }),
      })
      .waitFor();
    expect(guest.pageErrors, 'guest page errors').toEqual([]);
  } finally {
    await guest.close();
  }
}

/**
 * The couple opens their own site while signed in: the header shows their user menu instead of the guest's logout
 * (on a phone inside the slide-in menu), and its first item leads back to the dashboard.
 */
async function previewOwnSite(journey: CoupleContext, slug: string, username: string): Promise<void> {
  const { page, driver, server } = journey;
  await page.goto(`${server.baseUrl}/de/w/${slug}`);
  await waitForHydration(page);
  let header: Locator = page.locator('header');
  if (journey.mode === 'phone') {
    await driver.press(page.getByRole('button', { name: uiText('header.openMenu', LOCALE) }));
    header = page.getByRole('dialog', { name: frameText('header.navLabel', LOCALE) });
  }
  expect(
    await header.getByRole('button', { name: exactly(frameText('header.logout', LOCALE)) }).count(),
  ).toBe(0);
  await driver.press(
    header.getByRole('button', { name: exactly(`${username} ${uiText('userMenu.role.user', LOCALE)}`) }),
  );
  const menu = header.getByRole('menu', { name: uiText('userMenu.label', LOCALE) });
  await expect
    .poll(() => menu.getByRole('menuitem').allTextContents())
    .toEqual(
      ['userMenu.dashboard', 'userMenu.accountSettings', 'userMenu.logout'].map((key) => uiText(key, LOCALE)),
    );
  await expectAccessible(journey, 'own site: user menu open');
  await driver.press(menu.getByRole('menuitem', { name: uiText('userMenu.dashboard', LOCALE) }));
  await expectPath(page, '/dashboard/wedding');
}

async function loginAsDemoCouple(journey: CoupleContext): Promise<void> {
  const { page, driver, server } = journey;
  await page.goto(`${server.baseUrl}/dashboard/wedding/couple`);
  // Not signed in: the login is asked for, and afterwards the page that asked for it opens.
  await expectPath(page, '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/wedding/couple');
  await waitForHydration(page);
  await expectAccessible(journey, 'login');
  await submitLogin(page, driver, server.couple, LOCALE);
  await expectPath(page, '/dashboard/wedding/couple');
  await expect
    .poll(() =>
      page.getByRole('textbox', { name: dashboardText('couple', 'names.partner1', LOCALE) }).inputValue(),
    )
    .toBe('Anna');
  await openPage(journey, 'overview', '/dashboard/wedding');
  await page.getByText(`/de/w/${server.slug}`, { exact: false }).first().waitFor();
  await expectAccessible(journey, 'overview of the demo wedding');
}

/**
 * The couple's first visit, in one mode (desktop, 360 px phone, keyboard alone): register from the landing page,
 * the onboarding, names and date, a new access code, the site as a guest sees it with that code, their own site with
 * their user menu (back to the dashboard), logout; then the
 * demo couple signs in with the printed logins and logs out again.
 */
export async function walkCoupleJourney(
  browser: Browser,
  server: SiteServer,
  mode: GuestMode,
): Promise<void> {
  const session = await openGuestSession(browser, mode);
  const journey: CoupleContext = {
    server,
    session,
    page: session.page,
    driver: createGuestDriver(session.page, mode),
    mode,
  };
  try {
    const username = `mia-${mode}-${Date.now().toString(36)}`;
    await register(journey, username);
    const slug = await onboard(journey);
    await expectAccessible(journey, 'overview of the new wedding');
    const day = typedDateIn(300);
    await editCouple(journey, { iso: day.iso, parts: day.typed.replaceAll('.', '') });
    const code = `N3W${mode.slice(0, 2).toUpperCase()}C0D`.slice(0, 8);
    await changeAccessCode(journey, code);
    await visitAsGuest(browser, server, slug, code);
    await previewOwnSite(journey, slug, username);
    await logout(journey);
    // The session is over: the dashboard asks for the login again.
    await journey.page.goto(`${server.baseUrl}/dashboard`);
    await expectPath(journey.page, '/login');
    await loginAsDemoCouple(journey);
    await logout(journey);
    expect(session.pageErrors, 'page errors').toEqual([]);
  } catch (error) {
    const shot = `/tmp/couple-journey-${mode}-${Date.now()}.png`;
    await session.page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    throw new Error(
      `${(error as Error).message}\nscreenshot: ${shot}\npage errors: ${session.pageErrors.join('\n')}\nfailed API calls: ${session.failedApiCalls.join('\n')}`,
      { cause: error },
    );
  } finally {
    await session.close();
  }
}
