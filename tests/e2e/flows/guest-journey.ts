import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCALE_COOKIE, type Locale } from '@wedding/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { auditInBothColourSchemes, backgroundLuminance } from '../support/accessibility';
import {
  axeViolations,
  foreignRequests,
  type GuestMode,
  type GuestSession,
  openGuestSession,
  waitForHydration,
} from '../support/browser';
import { coreText, exactly, frameText, sectionText, uiText } from '../support/catalogues';
import { createGuestDriver, focusByKeyboard, type GuestDriver } from '../support/guest-driver';
import type { SiteServer } from '../support/site-server';

/** What the journey submitted, so the test can find it again through the couple's API. */
export interface SubmittedRsvps {
  attending: { name: string; companion: string; allergies: string; message: string };
  notAttending: { name: string };
}

const GOOGLE_MAPS = /^https:\/\/(www\.)?google\.[a-z.]+\/maps/;

interface JourneyContext {
  server: SiteServer;
  session: GuestSession;
  page: Page;
  driver: GuestDriver;
  mode: GuestMode;
  origin: string;
}

async function expectAccessible(journey: JourneyContext, state: string): Promise<void> {
  journey.session.stage = state;
  const audit = await auditInBothColourSchemes(journey.page);
  const where = `${journey.mode}: ${state}`;
  expect.soft(audit.violations.light, `axe, light, ${where}`).toEqual([]);
  expect.soft(audit.violations.dark, `axe, dark, ${where}`).toEqual([]);
  expect
    .soft(audit.luminance.dark, `${where}: the page follows a dark system preference`)
    .toBeLessThan(audit.luminance.light);
}

/** A wrong code of valid shape: the right one with its characters rotated (never equal to it). */
function wrongCodeFor(code: string): string {
  const rotated = `${code.slice(1)}${code[0]}`;
  return rotated === code ? (code === 'ZZZZZZZZ' ? 'YYYYYYYY' : 'ZZZZZZZZ') : rotated;
}

function codeInput(page: Page, locale: Locale): Locator {
  return page.getByRole('textbox', { name: frameText('access.codeLabel', locale) });
}

async function expectAccessScreen(journey: JourneyContext, locale: Locale): Promise<void> {
  const { page } = journey;
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
  await codeInput(page, locale).waitFor();
  await waitForHydration(page);
  const card = await fetch(`${journey.origin}/api/public/weddings/${journey.server.slug}/card`).then(
    (response) => response.json() as Promise<{ card: { brideName: string; groomName: string } }>,
  );
  // The invite card names the couple (docs/requirements.md A2: couple names, or the private-wedding fallback).
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  expect(title).toContain(card.card.brideName);
  expect(title).toContain(card.card.groomName);
}

function heroHeading(page: Page, locale: Locale, names: { bride: string; groom: string }): Locator {
  return page.getByRole('heading', {
    level: 1,
    name: sectionText('hero.names', locale, { bride: names.bride, groom: names.groom }),
  });
}

/** Goes to a section the way a guest does: the header's section links, on a phone through the slide-in menu. */
async function openSection(journey: JourneyContext, section: string, locale: Locale): Promise<void> {
  const { page, driver } = journey;
  const label = exactly(frameText(`nav.${section}`, locale));
  if (journey.mode === 'phone') {
    await driver.press(page.getByRole('button', { name: uiText('header.openMenu', locale) }));
    const menu = page.getByRole('dialog', { name: frameText('header.navLabel', locale) });
    await driver.press(menu.getByRole('link', { name: label }));
    await expect.poll(() => menu.count(), { message: 'the menu closes after a link' }).toBe(0);
  } else {
    const navigation = page.getByRole('navigation', { name: frameText('header.navLabel', locale) });
    await driver.press(navigation.getByRole('link', { name: label }));
  }
  await expect.poll(() => new URL(page.url()).hash).toBe(`#${section}`);
  await expect
    .poll(() => page.locator(`#${section}`).evaluate((element) => element.getBoundingClientRect().top))
    .toBeLessThan(page.viewportSize()?.height ?? 700);
}

/** Where the language selector and logout are: the header bar, on a phone the slide-in menu (opened here). */
async function headerControls(journey: JourneyContext, locale: Locale): Promise<Locator> {
  const { page, driver } = journey;
  if (journey.mode !== 'phone') return page.locator('header');
  await driver.press(page.getByRole('button', { name: uiText('header.openMenu', locale) }));
  return page.getByRole('dialog', { name: frameText('header.navLabel', locale) });
}

async function enterAccessCode(journey: JourneyContext, locale: Locale): Promise<void> {
  const { page, driver, server } = journey;
  const input = codeInput(page, locale);

  // Wrong code: typed in lower case (the field upper-cases it) and submitted automatically at 8 characters.
  const wrongCode = wrongCodeFor(server.accessCode);
  await driver.type(input, wrongCode.toLowerCase());
  const alert = page.getByRole('alert').filter({ hasText: coreText('invalidCode', locale) });
  await alert.waitFor();
  await expect
    .poll(() => input.inputValue(), { message: 'the typed code stays after an error' })
    .toBe(wrongCode);
  await expectAccessible(journey, 'access code rejected');

  // Right code: the page reloads as the admitted site.
  const admitted = page.waitForEvent('load');
  await driver.type(input, server.accessCode, { replace: true });
  await admitted;
  await waitForHydration(page);
}

async function checkScheduleDays(journey: JourneyContext, locale: Locale): Promise<void> {
  const { page, driver } = journey;
  const days = page
    .locator('#schedule')
    .getByRole('tablist', { name: sectionText('schedule.daysLabel', locale) });
  const tabs = days.getByRole('tab');
  expect(await tabs.count(), 'the demo schedule spans two days').toBe(2);
  await driver.selectTab(tabs.nth(1));
  await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
  const panel = page.locator('#schedule').getByRole('tabpanel');
  await expect
    .poll(() => panel.getByRole('link', { name: sectionText('calendar.add', locale) }).count())
    .toBeGreaterThan(0);
  await driver.selectTab(tabs.nth(0));
  await expect.poll(() => tabs.nth(0).getAttribute('aria-selected')).toBe('true');
}

async function checkCalendarDownload(journey: JourneyContext, locale: Locale): Promise<void> {
  const { page, driver, session } = journey;
  const schedule = page.locator('#schedule');
  const link = schedule.getByRole('link', { name: sectionText('calendar.add', locale) }).first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/api\/public\/weddings\/[^/]+\/events\/[^/]+\/calendar\.ics(\?locale=[a-z]{2})?$/);
  expect(await link.getAttribute('download')).not.toBeNull();
  const download = page.waitForEvent('download');
  await driver.press(link);
  const file = await (await download).path();
  const ics = await readFile(file, 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics).toContain('BEGIN:VEVENT');
  const response = await session.context.request.get(new URL(href ?? '', journey.origin).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
}

/** Returns how many requests the page had made before the consent click. */
async function checkMapConsent(journey: JourneyContext, locale: Locale): Promise<number> {
  const { page, driver, session, origin } = journey;
  const locations = page.locator('#locations');
  await locations.getByText(sectionText('map.notice', locale)).first().waitFor();
  expect(await page.locator('iframe').count(), 'no map iframe before consent').toBe(0);
  expect(foreignRequests(session.requests, origin), 'no other origin before consent').toEqual([]);
  const beforeConsent = session.requests.length;
  await driver.press(locations.getByRole('button', { name: sectionText('map.show', locale) }).first());
  const map = locations.locator('iframe');
  await map.first().waitFor();
  expect(await map.first().getAttribute('src')).toMatch(GOOGLE_MAPS);
  expect(await map.first().getAttribute('title')).toBeTruthy();
  return beforeConsent;
}

function nextButton(page: Page, locale: Locale): Locator {
  return page.getByRole('button', { name: exactly(coreText('rsvp.next', locale)) });
}

/** 'Step X of Y' (Y is 3 until the guest says they attend, then 5); `total` undefined accepts either. */
async function expectStep(page: Page, locale: Locale, current: number, total?: number): Promise<void> {
  const template = coreText('rsvp.stepOf', locale, { current, total: '\u0000' });
  const pattern = template
    .split('\u0000')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join(total === undefined ? '\\d+' : String(total));
  await page.locator('#rsvp').getByText(new RegExp(pattern)).first().waitFor();
}

async function fillContact(journey: JourneyContext, locale: Locale, name: string): Promise<void> {
  const { page, driver } = journey;
  const rsvp = page.locator('#rsvp');
  await driver.type(rsvp.getByRole('textbox', { name: coreText('rsvp.nameLabel', locale) }), name);
  // The phone is a group: dial code (Germany preselected) and the number.
  const phone = rsvp.getByRole('group', { name: coreText('rsvp.phoneLabel', locale) });
  await driver.type(
    phone.getByRole('textbox', { name: uiText('phoneInput.number', locale) }),
    '1512 3456789',
  );
}

async function completeAttendingRsvp(
  journey: JourneyContext,
  locale: Locale,
  rsvp: SubmittedRsvps['attending'],
) {
  const { page, driver } = journey;
  const section = page.locator('#rsvp');
  await expectStep(page, locale, 1);
  await expectAccessible(journey, 'RSVP step 1 (contact)');
  await fillContact(journey, locale, rsvp.name);
  await driver.press(nextButton(page, locale));

  await expectStep(page, locale, 2);
  await driver.choose(section.getByRole('radio', { name: coreText('rsvp.attending', locale) }));
  await expectStep(page, locale, 2, 5);
  await expectAccessible(journey, 'RSVP step 2 (attendance)');
  await driver.press(nextButton(page, locale));

  await expectStep(page, locale, 3, 5);
  // The count is a number field with − / + buttons; the buttons are not Tab stops, arrows step the field.
  const count = section.getByRole('textbox', { name: exactly(coreText('rsvp.guestCountLabel', locale)) });
  if (driver.mode === 'keyboard') {
    await focusByKeyboard(page, count);
    await page.keyboard.press('ArrowUp');
  } else {
    await driver.press(section.getByRole('button', { name: uiText('numberStepper.increment', locale) }));
  }
  await expect.poll(() => count.inputValue()).toBe('2');
  const companion = section.getByRole('textbox', {
    name: coreText('rsvp.guestNameLabel', locale, { number: 2 }),
  });
  await driver.type(companion, rsvp.companion);
  await expectAccessible(journey, 'RSVP step 3 (guest details)');

  // Closed tab or reload in the middle of the wizard: the draft comes back as typed.
  await page.waitForTimeout(1_000);
  await page.reload();
  await waitForHydration(page);
  await section.waitFor();
  await expectStep(page, locale, 3, 5);
  await expect
    .poll(() => companion.inputValue(), { message: 'the draft survives a reload' })
    .toBe(rsvp.companion);
  await expect.poll(() => count.inputValue()).toBe('2');
  await driver.press(nextButton(page, locale));

  await expectStep(page, locale, 4, 5);
  // Dietary needs are asked per guest: the companion's group holds their restriction and allergies.
  const companionNeeds = section.getByRole('group', {
    name: coreText('rsvp.dietaryNeedsOf', locale, { name: rsvp.companion }),
  });
  await driver.toggle(
    companionNeeds.getByRole('checkbox', { name: exactly(coreText('rsvp.dietary.vegetarian', locale)) }),
  );
  await driver.type(
    companionNeeds.getByRole('textbox', { name: exactly(coreText('rsvp.allergiesLabel', locale)) }),
    rsvp.allergies,
  );
  await driver.toggle(section.getByRole('checkbox', { name: coreText('rsvp.needsTransport', locale) }));
  await expectAccessible(journey, 'RSVP step 4 (requirements)');
  await driver.press(nextButton(page, locale));

  await expectStep(page, locale, 5, 5);
  await driver.type(
    section.getByRole('textbox', { name: coreText('rsvp.messageLabel', locale) }),
    rsvp.message,
  );
  await expectAccessible(journey, 'RSVP step 5 (message)');
  await driver.press(section.getByRole('button', { name: exactly(coreText('rsvp.submit', locale)) }));
  await section.getByText(coreText('rsvp.successTitle', locale)).first().waitFor();
  await expectAccessible(journey, 'RSVP success card');
}

async function completeNotAttendingRsvp(journey: JourneyContext, locale: Locale, name: string) {
  const { page, driver } = journey;
  const section = page.locator('#rsvp');
  await expectStep(page, locale, 1);
  await expect
    .poll(() => section.getByRole('textbox', { name: coreText('rsvp.nameLabel', locale) }).inputValue(), {
      message: 'a fresh wizard after the first RSVP was sent',
    })
    .toBe('');
  await fillContact(journey, locale, name);
  await driver.press(nextButton(page, locale));
  await driver.choose(section.getByRole('radio', { name: coreText('rsvp.notAttending', locale) }));
  // Not attending: the wizard has three steps (contact, attendance, message).
  await expectStep(page, locale, 2, 3);
  await driver.press(nextButton(page, locale));
  await expectStep(page, locale, 3, 3);
  await driver.press(section.getByRole('button', { name: exactly(coreText('rsvp.submit', locale)) }));
  await section.getByText(coreText('rsvp.successTitle', locale)).first().waitFor();
}

/** The header's theme toggle: dark at once, remembered in a cookie and server-rendered dark on the next load. */
async function checkThemeToggle(journey: JourneyContext, locale: Locale): Promise<void> {
  const { page, driver, session } = journey;
  const toggle = page.locator('header').getByRole('button', { name: uiText('themeToggle.dark', locale) });
  const lightBefore = await backgroundLuminance(page);
  await driver.press(toggle);
  await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => backgroundLuminance(page)).toBeLessThan(lightBefore);
  const cookie = (await session.context.cookies()).find((entry) => entry.name === 'preferred-color-mode');
  expect(cookie?.value).toBe('dark');
  expect(cookie?.sameSite).toBe('Lax');
  // The server renders the chosen mode: the page is dark without any script (same cookies, JavaScript off).
  const browser = session.context.browser();
  if (!browser) throw new Error('no browser behind the context');
  const withoutScripts = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await session.context.storageState(),
    viewport: page.viewportSize(),
  });
  try {
    const serverRendered = await withoutScripts.newPage();
    await serverRendered.goto(page.url());
    expect(await backgroundLuminance(serverRendered), 'dark on the first paint').toBeLessThan(lightBefore);
  } finally {
    await withoutScripts.close();
  }
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => backgroundLuminance(page)).toBeLessThan(lightBefore);
  const audit = await axeViolations(page);
  expect.soft(audit, `axe, ${journey.mode}: site with the dark toggle`).toEqual([]);
  // Back to following the device, so later states are audited in both schemes again.
  await session.context.clearCookies({ name: 'preferred-color-mode' });
  await page.reload();
  await waitForHydration(page);
}

/** The language names the selector lists (each in its own language). */
const languageNames: Record<Locale, string> = {
  de: 'Deutsch',
  en: 'English',
  pl: 'Polski',
  tr: 'Türkçe',
  hi: 'हिन्दी',
  es: 'Español',
};

async function switchLanguage(journey: JourneyContext, from: Locale, to: Locale) {
  const name = languageNames[to];
  const { page, driver, session } = journey;
  const hashBefore = new URL(page.url()).hash;
  const controls = await headerControls(journey, from);
  // A native <select> (no script needed to list the six languages); a choice navigates at once.
  const select = controls.getByRole('combobox', { name: exactly(uiText('languageSelector.label', from)) });
  const navigated = page.waitForURL((url) => url.pathname === `/${to}/w/${journey.server.slug}`);
  if (driver.mode === 'keyboard') {
    // Arrow keys change a closed select's value one option at a time (each change is a choice).
    await focusByKeyboard(page, select);
    const options = await select.locator('option').allTextContents();
    const steps = options.indexOf(name) - options.indexOf(languageNames[from]);
    for (let step = 0; step < Math.abs(steps); step += 1) {
      await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
    }
  } else {
    // The browser's own option list cannot be clicked in headless Chromium; choosing is what a click does.
    await select.selectOption({ label: name });
  }
  await navigated;
  await waitForHydration(page);
  expect(new URL(page.url()).hash, 'the section anchor is kept').toBe(hashBefore);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(to);

  const cookie = (await session.context.cookies()).find((entry) => entry.name === LOCALE_COOKIE.name);
  expect(cookie?.value).toBe(to);
  expect(cookie?.path).toBe(LOCALE_COOKIE.path);
  expect(cookie?.sameSite).toBe(LOCALE_COOKIE.sameSite);
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(Math.abs(lifetime - LOCALE_COOKIE.maxAgeSeconds), 'preferred-locale lives one year').toBeLessThan(
    120,
  );
}

/**
 * The guest's whole visit, one flow for every mode: the link, a wrong then the right access code, the site
 * (calendar download, map after consent), the attending RSVP with two guests (a reload in the middle), a second
 * guest's not-attending RSVP, the language switch to English, logout. axe in light and dark at every state.
 */
export async function walkGuestJourney(browser: Browser, server: SiteServer, mode: GuestMode) {
  const session = await openGuestSession(browser, mode);
  const { page, context } = session;
  const origin = server.baseUrl;
  const journey: JourneyContext = {
    server,
    session,
    page,
    driver: createGuestDriver(page, mode),
    mode,
    origin,
  };
  const tag = `${mode}-${Math.random().toString(36).slice(2, 8)}`;
  const submitted: SubmittedRsvps = {
    attending: {
      name: `Clara Attending ${tag}`,
      companion: `David Companion ${tag}`,
      allergies: 'Haselnüsse',
      message: `Wir freuen uns riesig! (${tag})`,
    },
    notAttending: { name: `Emil Absent ${tag}` },
  };
  // The map provider stays offline: its answer is an empty page, and the request is still recorded.
  await context.route(GOOGLE_MAPS, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
  );
  try {
    const view = await fetch(`${origin}/api/public/weddings/${server.slug}/card`).then(
      (response) => response.json() as Promise<{ card: { brideName: string; groomName: string } }>,
    );
    const names = { bride: view.card.brideName, groom: view.card.groomName };

    // The link without a locale opens in German (no cookie yet); the desktop guest also opens /de/.
    session.stage = 'opening the link';
    await page.goto(`${origin}/w/${server.slug}`);
    await expectAccessScreen(journey, 'de');
    if (mode === 'desktop') {
      // An unknown wedding looks like a private one (nothing revealed), with the same code entry.
      await page.goto(`${origin}/de/w/no-such-wedding-${tag}`);
      await page.getByRole('heading', { level: 1, name: frameText('access.privateWedding', 'de') }).waitFor();
      await codeInput(page, 'de').waitFor();
      await waitForHydration(page);
      await expectAccessible(journey, 'access screen of an unknown wedding');
      await page.goto(`${origin}/de/w/${server.slug}`);
      await expectAccessScreen(journey, 'de');
    }
    await expectAccessible(journey, 'access screen');
    session.stage = 'entering the access code';
    await enterAccessCode(journey, 'de');

    session.stage = 'admitted site loading';
    await heroHeading(page, 'de', names).waitFor();
    await expectAccessible(journey, 'admitted site');

    session.stage = 'schedule';
    await openSection(journey, 'schedule', 'de');
    await checkScheduleDays(journey, 'de');
    await checkCalendarDownload(journey, 'de');
    session.stage = 'locations and map';
    await openSection(journey, 'locations', 'de');
    const consentAt = await checkMapConsent(journey, 'de');

    session.stage = 'RSVP attending';
    await openSection(journey, 'rsvp', 'de');
    await completeAttendingRsvp(journey, 'de', submitted.attending);

    // A second guest on the same device: a fresh wizard after the page is opened again.
    session.stage = 'RSVP not attending';
    await page.reload();
    await waitForHydration(page);
    await page.locator('#rsvp').waitFor();
    await completeNotAttendingRsvp(journey, 'de', submitted.notAttending.name);

    session.stage = 'language switch';
    await openSection(journey, 'schedule', 'de');
    await switchLanguage(journey, 'de', 'en');
    await heroHeading(page, 'en', names).waitFor();
    await page
      .getByRole(mode === 'phone' ? 'button' : 'link', {
        name: mode === 'phone' ? uiText('header.openMenu', 'en') : exactly(frameText('nav.rsvp', 'en')),
      })
      .first()
      .waitFor();
    await expectAccessible(journey, 'site in English');
    session.stage = 'theme toggle';
    await checkThemeToggle(journey, 'en');
    session.stage = 'logout';

    const controls = await headerControls(journey, 'en');
    await journey.driver.press(
      controls.getByRole('button', { name: exactly(frameText('header.logout', 'en')) }),
    );
    await expectAccessScreen(journey, 'en');
    await expectAccessible(journey, 'access screen after logout');

    const beforeConsent = foreignRequests(session.requests.slice(0, consentAt), origin);
    const afterConsent = foreignRequests(session.requests.slice(consentAt), origin);
    expect(beforeConsent, 'requests to other origins before the map consent').toEqual([]);
    expect(
      afterConsent.filter((url) => !GOOGLE_MAPS.test(url)),
      'after consent only the map provider is contacted',
    ).toEqual([]);
    expect(session.pageErrors, 'page errors and console errors').toEqual([]);
    return submitted;
  } catch (error) {
    const shot = await page.screenshot({ fullPage: false }).catch(() => undefined);
    if (shot) {
      const file = path.join(tmpdir(), `wedding-e2e-${mode}-failure.png`);
      await writeFile(file, shot);
      (error as Error).message += `\n(screenshot: ${file}; url: ${page.url()})`;
    }
    if (session.pageErrors.length > 0) {
      (error as Error).message += `\npage errors:\n${session.pageErrors.join('\n')}`;
    }
    if (session.failedApiCalls.length > 0) {
      (error as Error).message += `\nfailed API calls:\n${session.failedApiCalls.join('\n')}`;
    }
    throw error;
  } finally {
    await session.close();
  }
}
