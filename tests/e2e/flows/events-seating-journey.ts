import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { formatNameList } from '@wedding/core';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { createApiClient } from '../support/api-client';
import { waitForHydration } from '../support/browser';
import { coreText, exactly, sectionText, uiText } from '../support/catalogues';
import { focusByKeyboard } from '../support/guest-driver';
import type { SiteServer } from '../support/site-server';
import {
  createCouple,
  type DashboardJourney,
  expectAccessible,
  LOCALE,
  openGuestSession,
  openJourney,
  openPage,
  reportFailure,
  signIn,
  t,
  toast,
} from './dashboard-steps';

// The PDF reader is a dev dependency of the API (its own tests read the seating PDFs with it).
const apiRequire = createRequire(new URL('../../../apps/api/package.json', import.meta.url));
interface PdfReader {
  getText(): Promise<{ text: string }>;
  destroy(): Promise<void>;
}

async function pdfText(data: Buffer): Promise<string> {
  const { PDFParse } = (await import(pathToFileURL(apiRequire.resolve('pdf-parse')).href)) as {
    PDFParse: new (options: { data: Uint8Array }) => PdfReader;
  };
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

const FAMILY = { head: 'Helga Brandt', companion: 'Karl Brandt' };
const FRIEND = 'Jonas Weber';
const EVENTS = { ceremony: 'Trauung im Park', dinner: 'Abendessen', party: 'Tanzparty' };
const MEALS = { fish: 'Fisch', pasta: 'Pasta' };
const TABLES = { first: 'Rosen', second: 'Lilien' };

interface Household {
  id: string;
  names: string[];
  link: string;
}

/** The guest list and the schedule, written through the API: only set-up, the screens come after. */
async function setUpWedding(
  origin: string,
  login: { username: string; password: string },
  weddingId: string,
  day: string,
) {
  const api = createApiClient(origin);
  await api.post('/api/auth/login', login);
  const guest = async (firstName: string, lastName: string, category: string, side: string) =>
    (
      await api.post<{ data: { id: string } }>(`/api/weddings/${weddingId}/guests`, {
        firstName,
        lastName,
        category,
        side,
      })
    ).data.id;
  const head = await guest('Helga', 'Brandt', 'family', 'partner1');
  const companion = await guest('Karl', 'Brandt', 'family', 'partner1');
  await guest('Jonas', 'Weber', 'friends', 'partner2');
  await api.post(`/api/weddings/${weddingId}/guests/group`, {
    primaryGuestId: head,
    companionGuestIds: [companion],
  });
  for (const [title, time, type] of [
    [EVENTS.ceremony, '14:00', 'ceremony'],
    [EVENTS.dinner, '18:00', 'dinner'],
    [EVENTS.party, '21:00', 'party'],
  ] as const) {
    await api.post(`/api/weddings/${weddingId}/schedule`, { locale: LOCALE, day, time, title, type });
  }
  const { households } = await api.get<{ households: Household[] }>(`/api/weddings/${weddingId}/households`);
  const named = (name: string) => {
    const found = households.find((household) => household.names[0] === name);
    if (!found) throw new Error(`no household headed by ${name}: ${JSON.stringify(households)}`);
    return found;
  };
  return { api, family: named(FAMILY.head), friend: named(FRIEND) };
}

/** The couple opens the dinner to the family only and offers two meals, all in the schedule's dialog. */
async function planDinner(journey: DashboardJourney): Promise<void> {
  const { page, driver } = journey;
  await openPage(journey, 'schedule', '/dashboard/wedding/schedule');
  await page.getByRole('heading', { name: EVENTS.dinner, exact: true }).waitFor();
  await expectAccessible(journey, 'schedule: ceremony, dinner and party for everyone');
  await driver.press(
    page.getByRole('button', { name: t('schedule', 'editNamed', { title: EVENTS.dinner }) }),
  );
  const dialog = page.getByRole('dialog', { name: t('schedule', 'dialog.edit') });
  await dialog.waitFor();
  await driver.choose(dialog.getByRole('radio', { name: t('schedule', 'audience.chosen') }));
  const family = dialog.getByRole('checkbox', { name: exactly(t('schedule', 'category.family')) });
  await driver.toggle(family);
  await expect.poll(() => family.isChecked()).toBe(true);
  for (const [index, meal] of [MEALS.fish, MEALS.pasta].entries()) {
    await driver.press(dialog.getByRole('button', { name: exactly(t('schedule', 'meals.add')) }));
    await driver.type(
      dialog.getByLabel(t('schedule', 'meals.name', { number: index + 1 }), { exact: true }),
      meal,
    );
  }
  await expectAccessible(journey, 'schedule: the dinner for the family, with two meals');
  await driver.press(dialog.getByRole('button', { name: exactly(t('schedule', 'save')) }));
  await toast(page, t('schedule', 'saved'));
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(t('schedule', 'audience.chosenBadge')).first().waitFor();
  await page
    .getByText(t('schedule', 'meals.count', { count: 2 }))
    .first()
    .waitFor();
  await expectAccessible(journey, 'schedule: the dinner marked for chosen guests and two meals');
}

async function expectStep(page: Page, current: number, total: number): Promise<void> {
  await page
    .locator('#rsvp')
    .getByText(coreText('rsvp.stepOf', LOCALE, { current, total }))
    .first()
    .waitFor();
}

/** An event of the per-event step, found by its legend ("title · day · time"). */
const eventGroup = (section: Locator, title: string) =>
  section.getByRole('group', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `) });

/**
 * A household's personal link: greeted by name, the RSVP starts with its names, attending; the per-event step lists
 * exactly the events the household is invited to, where `answerEvents` answers.
 */
async function answerRsvp(
  guest: DashboardJourney,
  household: Household,
  phone: string,
  invited: string[],
  answerEvents: (section: Locator) => Promise<void>,
): Promise<void> {
  const { page, driver } = guest;
  const names = household.names;
  await page.goto(household.link);
  await waitForHydration(page);
  await expect.poll(() => new URL(page.url()).pathname).not.toContain('/i/');
  const greeting = sectionText(names.length === 1 ? 'hero.greetingOne' : 'hero.greetingMany', LOCALE, {
    names: formatNameList(names, LOCALE),
  });
  await page.getByText(greeting).first().waitFor();
  await page.goto(`${new URL(page.url()).origin}${new URL(page.url()).pathname}#rsvp`);
  await waitForHydration(page);
  const section = page.locator('#rsvp');
  const nameField = section.getByRole('textbox', { name: coreText('rsvp.nameLabel', LOCALE) });
  await expect.poll(() => nameField.inputValue(), { message: 'the household is named' }).toBe(names[0]);
  const phoneGroup = section.getByRole('group', { name: coreText('rsvp.phoneLabel', LOCALE) });
  await driver.type(phoneGroup.getByRole('textbox', { name: uiText('phoneInput.number', LOCALE) }), phone);
  const next = section.getByRole('button', { name: exactly(coreText('rsvp.next', LOCALE)) });
  await driver.press(next);
  await driver.choose(section.getByRole('radio', { name: coreText('rsvp.attending', LOCALE) }));
  // Attending with per-event questions: contact, attendance, guests, events, requirements, message.
  await expectStep(page, 2, 6);
  await driver.press(next);
  await expectStep(page, 3, 6);
  const count = section.getByRole('textbox', { name: exactly(coreText('rsvp.guestCountLabel', LOCALE)) });
  await expect.poll(() => count.inputValue()).toBe(String(names.length));
  for (const [position, name] of names.slice(1).entries()) {
    const field = section.getByRole('textbox', {
      name: coreText('rsvp.guestNameLabel', LOCALE, { number: position + 2 }),
    });
    await expect.poll(() => field.inputValue()).toBe(name);
  }
  await driver.press(next);
  await expectStep(page, 4, 6);
  await section.getByText(coreText('rsvp.eventsIntro', LOCALE)).waitFor();
  const shown = section.locator('fieldset[data-event]');
  await expect.poll(() => shown.count(), { message: 'one group per invited event' }).toBe(invited.length);
  for (const title of invited) await eventGroup(section, title).waitFor();
  await answerEvents(section);
  await expectAccessible(guest, `RSVP per event of ${names[0]}`);
  await driver.press(next);
  await expectStep(page, 5, 6);
  await driver.press(next);
  await expectStep(page, 6, 6);
  await driver.press(section.getByRole('button', { name: exactly(coreText('rsvp.submit', LOCALE)) }));
  await section.getByText(coreText('rsvp.successTitle', LOCALE)).first().waitFor();
  expect(guest.session.pageErrors, `page errors of ${names[0]}`).toEqual([]);
}

async function savedDownload(page: Page, press: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), press()]);
  return download;
}

/** The head counts show the fish, and the caterer's list of the dinner names the family member with it. */
async function exportDinner(journey: DashboardJourney): Promise<void> {
  const { page, driver } = journey;
  // The head counts were read before the guests answered.
  await page.reload();
  await waitForHydration(page);
  const meals = page.getByRole('list', { name: t('schedule', 'headCount.meals', { title: EVENTS.dinner }) });
  await meals.getByText(t('schedule', 'headCount.meal', { name: MEALS.fish, count: 1 })).waitFor();
  await meals.getByText(t('schedule', 'headCount.meal', { name: MEALS.pasta, count: 1 })).waitFor();
  await expectAccessible(journey, 'schedule: head counts with the meals chosen');
  const download = await savedDownload(page, () =>
    driver.press(
      page.getByRole('button', {
        name: exactly(t('schedule', 'headCount.csvNamed', { title: EVENTS.dinner })),
      }),
    ),
  );
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = (await readFile(await download.path())).toString('utf8').replace('\uFEFF', '');
  const rows = csv.split('\r\n');
  expect(rows, 'the family member with the fish').toContainEqual(
    expect.stringMatching(new RegExp(`^${FAMILY.head},${FAMILY.head},${MEALS.fish},`)),
  );
  expect(rows).toContainEqual(
    expect.stringMatching(new RegExp(`^${FAMILY.companion},${FAMILY.head},${MEALS.pasta},`)),
  );
  expect(csv, 'the friend is not invited to the dinner').not.toContain(FRIEND);
}

async function addTable(journey: DashboardJourney, name: string, count: number): Promise<void> {
  const { page, driver } = journey;
  const toolbar = page.getByRole('toolbar', { name: t('seating', 'toolbar.label') });
  await driver.press(toolbar.getByRole('button', { name: exactly(t('seating', 'addTable')) }));
  const dialog = page.getByRole('dialog', { name: t('seating', 'dialog.table.addTitle') });
  await dialog.waitFor();
  await driver.type(dialog.getByRole('textbox', { name: t('seating', 'dialog.table.name') }), name, {
    replace: true,
  });
  await driver.press(dialog.getByRole('button', { name: exactly(t('seating', 'dialog.save')) }));
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: t('seating', 'tables.title', { count }) }).waitFor();
  await page.getByRole('heading', { level: 3, name: name, exact: true }).waitFor();
}

/** What dnd-kit's live region says to a screen reader. */
async function expectAnnouncement(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.locator('[id^="DndLiveRegion"]').first().textContent(), { message: 'announced' })
    .toBe(text);
}

/**
 * A keyboard drag: the guest's handle by Tab, Space picks up (with the household when the switch is on), arrows
 * jump from drop target to drop target, Space drops. Each step is announced.
 */
async function moveByKeyboard(
  journey: DashboardJourney,
  guest: string,
  pickedUp: string,
  steps: number,
  table: { name: string; free: number },
): Promise<void> {
  const { page } = journey;
  const handle = page.getByRole('button', { name: exactly(t('seating', 'guest.drag', { name: guest })) });
  await focusByKeyboard(page, handle);
  await page.keyboard.press('Space');
  await expectAnnouncement(page, pickedUp);
  // dnd-kit's keyboard sensor listens for the arrows from a setTimeout(0) after the drag starts, and React may
  // announce the pick-up before that timer has run: a timer of our own, queued after it, has run once it has.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowDown');
  await expectAnnouncement(page, t('seating', 'announce.over', { table: table.name, free: table.free }));
  await page.keyboard.press('Space');
  await expectAnnouncement(page, t('seating', 'announce.seated', { name: guest, table: table.name }));
}

const tableCard = (page: Page, name: string) => page.getByRole('listitem', { name: exactly(name) });

async function seatGuests(
  journey: DashboardJourney,
  api: ReturnType<typeof createApiClient>,
  weddingId: string,
) {
  const { page, driver } = journey;
  await openPage(journey, 'seating', '/dashboard/wedding/seating');
  // Everyone who said they come: both named family members and the friend.
  await page.getByRole('heading', { name: t('seating', 'unseated.title', { count: 3 }) }).waitFor();
  await page.getByRole('heading', { name: t('seating', 'tables.empty.title') }).waitFor();
  await expectAccessible(journey, 'seating: three guests, no tables yet');
  await addTable(journey, TABLES.first, 1);
  await addTable(journey, TABLES.second, 2);
  await expectAccessible(journey, 'seating: two empty tables');

  const household = page.getByRole('switch', { name: t('seating', 'household.toggle') });
  await expect.poll(() => household.isChecked(), { message: 'the household moves together' }).toBe(true);
  await moveByKeyboard(
    journey,
    FAMILY.head,
    t('seating', 'announce.startHousehold', { name: FAMILY.head, count: 2 }),
    1,
    { name: TABLES.first, free: 8 },
  );
  const first = tableCard(page, TABLES.first);
  await first.getByText(t('seating', 'table.seats', { seated: 2, seats: 8 })).waitFor();
  await first.getByText(FAMILY.companion).waitFor();
  await page.getByRole('heading', { name: t('seating', 'unseated.title', { count: 1 }) }).waitFor();
  await page.getByText(t('seating', 'warnings.none')).waitFor();
  await expectAccessible(journey, 'seating: the family household at one table');

  await driver.toggle(household);
  await expect.poll(() => household.isChecked()).toBe(false);
  await moveByKeyboard(
    journey,
    FAMILY.companion,
    t('seating', 'announce.start', { name: FAMILY.companion }),
    1,
    { name: TABLES.second, free: 8 },
  );
  await tableCard(page, TABLES.second).getByText(FAMILY.companion).waitFor();
  await page
    .getByText(
      t('seating', 'warning.householdSplit', {
        name: FAMILY.head,
        tables: `${TABLES.first}, ${TABLES.second}`,
      }),
    )
    .waitFor();
  await page.getByRole('heading', { name: t('seating', 'warnings.title', { count: 1 }) }).waitFor();
  await expectAccessible(journey, 'seating: the household split across two tables');

  const toolbar = page.getByRole('toolbar', { name: t('seating', 'toolbar.label') });
  await driver.press(toolbar.getByRole('button', { name: exactly(t('seating', 'suggest')) }));
  await toast(page, t('seating', 'suggest.done', { count: 1 }));
  await page.getByText(t('seating', 'unseated.empty')).waitFor();
  await toolbar.getByRole('button', { name: exactly(t('seating', 'undo')) }).waitFor();
  await expectAccessible(journey, 'seating: the friend seated by the suggestion, undo offered');

  // Saved as shown: the server's plan has the same seats.
  const tableIds = new Map<string, string>();
  await expect
    .poll(async () => {
      const plan = await api.get<{
        tables: { id: string; name: string }[];
        guests: { id: string; name: string }[];
        assignments: { guestId: string; tableId: string }[];
      }>(`/api/weddings/${weddingId}/seating`);
      for (const table of plan.tables) tableIds.set(table.id, table.name);
      const nameOf = new Map(plan.guests.map((guest) => [guest.id, guest.name]));
      return plan.assignments
        .map((seat) => `${nameOf.get(seat.guestId)}@${tableIds.get(seat.tableId)}`)
        .filter((seat) => !seat.startsWith(FRIEND))
        .sort();
    })
    .toEqual([`${FAMILY.head}@${TABLES.first}`, `${FAMILY.companion}@${TABLES.second}`]);

  const escortList = page.getByRole('link', { name: exactly(t('seating', 'print.escortList')) });
  const download = await savedDownload(page, () => driver.press(escortList));
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.length, 'the escort list is not empty').toBeGreaterThan(0);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const href = await escortList.getAttribute('href');
  const answer = await journey.session.context.request.get(new URL(href ?? '', journey.origin).href);
  expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
  const text = await pdfText(pdf);
  for (const name of [FAMILY.head, FAMILY.companion, FRIEND, TABLES.first, TABLES.second]) {
    expect(text, `the escort list names ${name}`).toContain(name);
  }
}

/**
 * Events, meals and seating, keyboard alone: a new couple (guests and schedule through the API) opens the dinner to
 * family only and offers fish and pasta in the schedule's dialog; the friend's personal link shows the ceremony and
 * the party but not the dinner; the family answers with fish and pasta; the caterer's CSV of the dinner holds the
 * fish; on the seating plan the couple adds two tables, seats the family household with the keyboard (announced),
 * moves one member alone to the other table, sees the split household warning, lets "Suggest a plan" seat the
 * friend and downloads the escort list PDF naming everyone. axe in light and dark at each new state.
 */
export async function walkEventsAndSeating(browser: Browser, server: SiteServer): Promise<void> {
  const mode = 'keyboard';
  // The personal links name PUBLIC_URL (localhost): everyone works there.
  const origin = server.passkeyBaseUrl;
  const { login, wedding, weddingDay } = await createCouple(origin, 'events');
  const { api, family, friend } = await setUpWedding(
    origin,
    login,
    wedding.id,
    weddingDay.toISOString().slice(0, 10),
  );
  const journey = await openJourney(openGuestSession(browser, mode), server, mode, origin);
  const visits: DashboardJourney[] = [];
  const visit = async () => {
    const opened = await openJourney(openGuestSession(browser, mode), server, mode, origin);
    visits.push(opened);
    return opened;
  };
  let stage: DashboardJourney = journey;
  try {
    await signIn(journey, login, '/dashboard/wedding');
    await planDinner(journey);

    const friendVisit = await visit();
    stage = friendVisit;
    await answerRsvp(
      friendVisit,
      friend,
      '1512 2223334',
      [EVENTS.ceremony, EVENTS.party],
      async (section) => {
        expect(await eventGroup(section, EVENTS.dinner).count(), 'no dinner for the friend').toBe(0);
        // Coming to both: each event starts ticked for every named person.
        for (const title of [EVENTS.ceremony, EVENTS.party]) {
          const comes = eventGroup(section, title).getByRole('checkbox', {
            name: coreText('rsvp.eventComes', LOCALE, { name: FRIEND }),
          });
          expect(await comes.isChecked()).toBe(true);
        }
      },
    );

    const familyVisit = await visit();
    stage = familyVisit;
    await answerRsvp(
      familyVisit,
      family,
      '1512 5556667',
      [EVENTS.ceremony, EVENTS.dinner, EVENTS.party],
      async (section) => {
        const dinner = eventGroup(section, EVENTS.dinner);
        for (const [name, meal] of [
          [FAMILY.head, MEALS.fish],
          [FAMILY.companion, MEALS.pasta],
        ] as const) {
          const meals = dinner.getByRole('radiogroup', { name: coreText('rsvp.mealOf', LOCALE, { name }) });
          await familyVisit.driver.choose(meals.getByRole('radio', { name: exactly(meal) }));
        }
      },
    );

    stage = journey;
    await exportDinner(journey);
    await seatGuests(journey, api, wedding.id);
    expect(journey.session.pageErrors, 'page errors').toEqual([]);
  } catch (error) {
    await reportFailure(stage.session, 'events-seating', error);
  } finally {
    for (const opened of [...visits, journey]) await opened.session.close();
  }
}
