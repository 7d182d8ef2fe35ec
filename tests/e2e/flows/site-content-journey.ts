import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type GuestMode, openGuestSession, waitForHydration, waitForIsland } from '../support/browser';
import { coreText, exactly, frameText, sectionText } from '../support/catalogues';
import type { SiteServer } from '../support/site-server';
import {
  chooseOption,
  createCouple,
  type DashboardJourney,
  expectAccessible,
  openJourney,
  openPage,
  reportFailure,
  signIn,
  t,
  toast,
  typeDate,
} from './dashboard-steps';

/**
 * What a person types into a time field: the digits, then A or P where the browser shows a 12-hour clock (Debian's
 * Chromium here); a 24-hour field ignores the letter.
 */
const timeKeys = (time: string) => `${time.replace(':', '')}${Number(time.slice(0, 2)) >= 12 ? 'P' : 'A'}`;

const WELCOME = { de: 'Schön, dass ihr mit uns feiert!', en: 'We are so glad you celebrate with us!' };
const TRAVEL_DE = 'Mit der Bahn bis Potsdam Hauptbahnhof, dann Bus 695.';
const HOTEL = 'Hotel am Heiligen See';
const CHURCH = 'St.-Marien-Kirche';

/** The texts: German first, then English; English guests read the German travel text where English has none. */
async function writeTexts(journey: DashboardJourney): Promise<void> {
  const { page, driver } = journey;
  await openPage(journey, 'content', '/dashboard/wedding/content');
  const field = (key: string) => page.getByLabel(t('content', `field.${key}`), { exact: true });
  await driver.type(field('welcomeText'), WELCOME.de);
  await driver.type(field('travelText'), TRAVEL_DE);
  await driver.press(page.getByRole('button', { name: exactly(t('content', 'save')) }));
  await toast(page, t('content', 'saved'));
  await expectAccessible(journey, 'content: German texts saved');

  await chooseOption(
    journey,
    page.getByRole('button', { name: new RegExp(t('content', 'language.label')) }),
    /^English/,
  );
  await expect.poll(() => field('welcomeText').inputValue()).toBe('');
  // Left empty in English: the form names the language guests read instead.
  await page
    .getByText(t('content', 'field.fallback', { language: 'Deutsch' }))
    .first()
    .waitFor();
  await driver.type(field('welcomeText'), WELCOME.en);
  await driver.press(page.getByRole('button', { name: exactly(t('content', 'save')) }));
  await toast(page, t('content', 'saved'));
  await expectAccessible(journey, 'content: English texts with German fallbacks');
}

async function addAccommodation(journey: DashboardJourney): Promise<void> {
  const { page, driver } = journey;
  await driver.selectTab(page.getByRole('tab', { name: t('content', 'tab.accommodations') }));
  await page.getByRole('heading', { name: t('content', 'acc.empty.title') }).waitFor();
  await driver.press(page.getByRole('button', { name: t('content', 'acc.add') }));
  const dialog = page.getByRole('dialog', { name: t('content', 'acc.dialog.add') });
  await dialog.waitFor();
  // Name and address are required; the dialog says so and stays open.
  await driver.press(dialog.getByRole('button', { name: exactly(t('content', 'saveDialog')) }));
  await dialog.getByText(coreText('accommodation.nameRequired', 'de')).waitFor();
  await driver.type(dialog.getByLabel(t('content', 'acc.field.name'), { exact: true }), HOTEL);
  await driver.type(
    dialog.getByLabel(t('content', 'acc.field.address'), { exact: true }),
    'Seestraße 1, 14467 Potsdam',
  );
  await driver.type(dialog.getByLabel(t('content', 'acc.field.priceRange'), { exact: true }), '€€');
  await driver.toggle(dialog.getByRole('checkbox', { name: t('content', 'amenity.breakfast') }));
  await expectAccessible(journey, 'content: accommodation dialog');
  await driver.press(dialog.getByRole('button', { name: exactly(t('content', 'saveDialog')) }));
  await toast(page, t('content', 'acc.saved'));
  await page.getByRole('heading', { name: HOTEL }).waitFor();
  await expectAccessible(journey, 'content: accommodation listed');
}

/** Two days: the ceremony (in German, then its English title) and a brunch the next morning. */
async function writeSchedule(journey: DashboardJourney, weddingDay: Date): Promise<void> {
  const { page, driver } = journey;
  await openPage(journey, 'schedule', '/dashboard/wedding/schedule');
  await page.getByRole('heading', { name: t('schedule', 'empty.title') }).waitFor();
  await expectAccessible(journey, 'schedule: empty');
  const addEvent = async (day: Date, event: { time: string; end?: string; title: string; type: string }) => {
    await driver.press(page.getByRole('button', { name: t('schedule', 'add') }).first());
    const dialog = page.getByRole('dialog', { name: t('schedule', 'dialog.add') });
    await dialog.waitFor();
    await typeDate(journey, dialog.getByRole('group', { name: t('schedule', 'field.day') }), day);
    await driver.type(dialog.getByLabel(t('schedule', 'field.time'), { exact: true }), timeKeys(event.time));
    if (event.end) {
      await driver.type(
        dialog.getByLabel(t('schedule', 'field.endTime'), { exact: true }),
        timeKeys(event.end),
      );
    }
    await driver.type(dialog.getByLabel(t('schedule', 'field.title'), { exact: true }), event.title);
    await chooseOption(
      journey,
      dialog.getByRole('button', { name: new RegExp(t('schedule', 'field.type')) }),
      t('schedule', `type.${event.type}`),
    );
    await driver.press(dialog.getByRole('button', { name: exactly(t('schedule', 'save')) }));
    await toast(page, t('schedule', 'saved'));
    // Exact: the event's head-count card below has a heading that starts with the same title.
    await page.getByRole('heading', { name: event.title, exact: true }).waitFor();
  };
  await addEvent(weddingDay, { time: '14:00', end: '15:00', title: 'Trauung', type: 'ceremony' });
  await addEvent(new Date(weddingDay.getTime() + 86_400_000), {
    time: '11:00',
    title: 'Brunch',
    type: 'brunch',
  });
  // One heading per day, each holding its date; the head-count section's heading holds none.
  const dayHeadings = page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .filter({ has: page.locator('time') });
  await expect.poll(() => dayHeadings.count()).toBe(2);

  await chooseOption(
    journey,
    page.getByRole('button', { name: new RegExp(t('schedule', 'language.label')) }),
    /^English/,
  );
  await page.getByText(t('schedule', 'notTranslated', { language: 'Englisch', title: 'Trauung' })).waitFor();
  await expectAccessible(journey, 'schedule: two days, English missing');
  await driver.press(page.getByRole('button', { name: t('schedule', 'editNamed', { title: 'Trauung' }) }));
  const dialog = page.getByRole('dialog', { name: t('schedule', 'dialog.edit') });
  await driver.type(dialog.getByLabel(t('schedule', 'field.title'), { exact: true }), 'Ceremony');
  await driver.press(dialog.getByRole('button', { name: exactly(t('schedule', 'save')) }));
  await toast(page, t('schedule', 'saved'));
  await page.getByRole('heading', { name: 'Ceremony', exact: true }).waitFor();
}

async function addCeremonyLocation(journey: DashboardJourney): Promise<void> {
  const { page, driver } = journey;
  await openPage(journey, 'locations', '/dashboard/wedding/locations');
  await page.getByRole('heading', { name: t('locations', 'empty.title') }).waitFor();
  await driver.press(page.getByRole('button', { name: t('locations', 'add') }));
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await driver.type(dialog.getByLabel(t('locations', 'field.name'), { exact: true }), CHURCH);
  await driver.type(
    dialog.getByLabel(t('locations', 'field.address'), { exact: true }),
    'Karl-Liebknecht-Straße 8',
  );
  await driver.type(dialog.getByLabel(t('locations', 'field.postalCode'), { exact: true }), '10178');
  await driver.type(dialog.getByLabel(t('locations', 'field.city'), { exact: true }), 'Berlin');
  await driver.type(dialog.getByLabel(t('locations', 'field.country'), { exact: true }), 'Deutschland');
  await driver.press(dialog.getByRole('button', { name: exactly(t('locations', 'save')) }));
  await toast(page, t('locations', 'saved'));
  await page.getByRole('heading', { name: CHURCH }).waitFor();
  await expectAccessible(journey, 'locations: ceremony added');
}

async function admitGuest(page: Page, url: string, accessCode: string, locale: 'de' | 'en'): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  const admitted = page.waitForEvent('load');
  await page.getByRole('textbox', { name: frameText('access.codeLabel', locale) }).fill(accessCode);
  await admitted;
}

/** A guest's browser: English shows the English texts (German where English has none), German the German. */
async function guestReads(
  browser: Browser,
  server: SiteServer,
  wedding: { slug: string; accessCode: string },
): Promise<void> {
  const guest = await openGuestSession(browser, 'desktop');
  try {
    const { page } = guest;
    await admitGuest(page, `${server.baseUrl}/en/w/${wedding.slug}`, wedding.accessCode, 'en');
    await page.getByText(WELCOME.en).waitFor();
    await page.getByText(TRAVEL_DE).first().waitFor();
    const days = page.getByRole('tablist', { name: sectionText('schedule.daysLabel', 'en') });
    await waitForIsland(days);
    await expect.poll(() => days.getByRole('tab').count()).toBe(2);
    await page.getByRole('heading', { name: 'Ceremony' }).first().waitFor();
    await page.getByText(HOTEL).first().waitFor();
    await page.getByText(CHURCH).first().waitFor();

    await page.goto(`${server.baseUrl}/de/w/${wedding.slug}`);
    await page.getByText(WELCOME.de).waitFor();
    await page.getByRole('heading', { name: 'Trauung' }).first().waitFor();
    expect(await page.getByText(WELCOME.en).count()).toBe(0);
    expect(guest.pageErrors, 'guest page errors').toEqual([]);
  } catch (error) {
    await reportFailure(guest, 'site-content-guest', error);
  } finally {
    await guest.close();
  }
}

/**
 * Site content: a couple writes the welcome text in German and English, adds a two-day schedule, an
 * accommodation and a ceremony location; a guest's browser shows each in the guest's language.
 */
export async function walkSiteContentJourney(browser: Browser, server: SiteServer, mode: GuestMode) {
  const { login, wedding, weddingDay } = await createCouple(server.baseUrl, `content-${mode}`);
  const journey = await openJourney(openGuestSession(browser, mode), server, mode, server.baseUrl);
  try {
    await signIn(journey, login, '/dashboard/wedding');
    await writeTexts(journey);
    await addAccommodation(journey);
    await writeSchedule(journey, weddingDay);
    await addCeremonyLocation(journey);
    expect(journey.session.pageErrors, 'page errors').toEqual([]);
  } catch (error) {
    await reportFailure(journey.session, `site-content-${mode}`, error);
  } finally {
    await journey.session.close();
  }
  await guestReads(browser, server, wedding);
}
