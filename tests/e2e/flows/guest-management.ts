import { readFile } from 'node:fs/promises';
import { calendarDayInZone, formatCalendarDate, type Locale } from '@wedding/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { auditInBothColourSchemes } from '../support/accessibility';
import { type ApiClient, createApiClient } from '../support/api-client';
import { type GuestMode, type GuestSession, openGuestSession, waitForHydration } from '../support/browser';
import { coreText, dashboardText, exactly, frameText, guestsText, uiText } from '../support/catalogues';
import { createGuestDriver, focusByKeyboard, type GuestDriver } from '../support/guest-driver';
import type { SiteServer } from '../support/site-server';

const LOCALE: Locale = 'de';
const list = (key: string, params?: Record<string, string | number>) =>
  guestsText('list', key, LOCALE, params);
const form = (key: string, params?: Record<string, string | number>) =>
  guestsText('form', key, LOCALE, params);
const transfer = (key: string, params?: Record<string, string | number>) =>
  guestsText('transfer', key, LOCALE, params);
const desk = (key: string, params?: Record<string, string | number>) =>
  guestsText('desk', key, LOCALE, params);

interface Row {
  id: string;
  name: string;
  phone: string | null;
  category: string;
  estimatedGuests: number;
  groupRole: string | null;
  attendanceStatus: string | null;
}

interface Journey {
  server: SiteServer;
  session: GuestSession;
  page: Page;
  driver: GuestDriver;
  mode: GuestMode;
  api: ApiClient;
  weddingId: string;
  /** A tag in every name this run writes, so the modes and databases never meet. */
  tag: string;
}

async function expectAccessible(journey: Journey, state: string): Promise<void> {
  journey.session.stage = state;
  const audit = await auditInBothColourSchemes(journey.page);
  expect.soft(audit.violations.light, `axe, light, ${journey.mode}: ${state}`).toEqual([]);
  expect.soft(audit.violations.dark, `axe, dark, ${journey.mode}: ${state}`).toEqual([]);
}

async function rows(journey: Journey): Promise<Row[]> {
  const answer = await journey.api.get<{ columns: string[]; rows: unknown[][] }>(
    `/api/weddings/${journey.weddingId}/guests/rows?limit=5000`,
  );
  return answer.rows.map(
    (values) =>
      Object.fromEntries(answer.columns.map((column, index) => [column, values[index]])) as unknown as Row,
  );
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

async function expectSearchParam(page: Page, name: string, value: string | null): Promise<void> {
  await expect.poll(() => new URL(page.url()).searchParams.get(name), { timeout: 10_000 }).toBe(value);
}

/** Picks an option of a react-aria Select: by mouse or touch, or by keyboard (open with Enter, type-ahead, Enter). */
async function pick(journey: Journey, scope: Locator, label: string, option: string): Promise<void> {
  const { page, driver } = journey;
  const trigger = scope
    // react-aria names the trigger by its value, then its label ("Alle Kategorie").
    .getByRole('button', { name: new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first();
  if (journey.mode === 'keyboard') {
    await focusByKeyboard(page, trigger);
    await page.keyboard.press('Enter');
    const wanted = page.getByRole('option', { name: option, exact: true });
    await wanted.waitFor();
    // The list opens on the chosen option: the wanted one may be above or below it.
    for (const key of ['ArrowDown', 'ArrowUp']) {
      for (let step = 0; step < 20 && (await wanted.getAttribute('data-focused')) === null; step += 1) {
        await page.keyboard.press(key);
      }
    }
    await page.keyboard.press('Enter');
  } else {
    await driver.press(trigger);
    await driver.press(page.getByRole('option', { name: option, exact: true }));
  }
  await expect.poll(() => trigger.textContent()).toContain(option);
}

/**
 * Ticks a checkbox named `name` in `scope`: by keyboard with Space on the box itself, by mouse or touch on its text
 * (the design system draws the box over the visually hidden input).
 */
async function check(journey: Journey, scope: Locator, name: string): Promise<void> {
  const box = scope.getByRole('checkbox', { name, exact: true });
  if (journey.mode === 'keyboard') await journey.driver.toggle(box);
  else await journey.driver.press(scope.getByText(name, { exact: true }));
  await expect.poll(() => box.isChecked()).toBe(true);
}

/** Picks a guest in a combo box: type the name, then the option (arrows and Enter by keyboard). */
async function pickGuest(journey: Journey, field: Locator, name: string): Promise<void> {
  const { page, driver } = journey;
  await driver.type(field, name.slice(0, 6));
  const option = page.getByRole('option', { name, exact: true });
  await option.waitFor();
  // The list is chosen from with the arrows and Enter (a touch on the option is the desktop run's mouse click).
  if (journey.mode !== 'desktop') {
    for (let step = 0; step < 20 && (await option.getAttribute('data-focused')) === null; step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
  } else {
    await driver.press(option);
  }
  await expect.poll(() => field.inputValue()).toBe(name);
}

async function openPage(journey: Journey, pageId: 'guests' | 'rsvp', path: string): Promise<void> {
  const { page, driver } = journey;
  const label = exactly(dashboardText('shell', `page.${pageId}`, LOCALE));
  let nav: Locator = page.getByRole('navigation', { name: dashboardText('shell', 'nav.label', LOCALE) });
  if (journey.mode === 'phone') {
    await driver.press(page.getByRole('button', { name: uiText('sidebar.open', LOCALE) }));
    nav = page.getByRole('dialog', { name: dashboardText('shell', 'nav.label', LOCALE) });
  }
  await driver.press(nav.getByRole('link', { name: label }));
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
  await waitForHydration(page);
}

/** The list's entries as shown (table rows on desktop, cards on a phone). */
function listRegion(journey: Journey): Locator {
  return journey.mode === 'phone'
    ? journey.page.getByRole('list', { name: list('table.label') })
    : journey.page.getByRole('table', { name: list('table.label') });
}

function entryOf(journey: Journey, name: string): Locator {
  const item = journey.mode === 'phone' ? 'listitem' : 'row';
  return listRegion(journey).getByRole(item).filter({ hasText: name });
}

/** Search, filter chips, the URL keeping both through a reload, and an inline edit of the expected people. */
async function searchFilterAndEdit(journey: Journey, target: Row): Promise<void> {
  const { page, driver } = journey;
  const search = page.getByRole('searchbox', { name: list('search.label') });
  await driver.type(search, target.name);
  await expectSearchParam(page, 'search', target.name);
  await entryOf(journey, target.name).first().waitFor();
  await expect.poll(() => entryOf(journey, target.name).count()).toBeGreaterThan(0);
  // The filter side panel: by its button, or by the shortcut when only the keyboard is used.
  if (journey.mode === 'keyboard') await page.keyboard.press('Control+f');
  else await driver.press(page.getByRole('button', { name: list('filters'), exact: true }));
  const panel = page.getByRole('region', { name: list('filters.title') });
  await panel.waitFor();
  const category = list(`category.${target.category}`);
  await pick(journey, panel, list('filter.category'), category);
  await expectSearchParam(page, 'category', target.category);
  const chip = `${list('filter.category')}: ${category}`;
  await expectAccessible(journey, 'guest list filtered, panel open');

  // A reload restores the exact view: the search in the box, the filter as a chip, the same entry shown.
  await page.reload();
  await waitForHydration(page);
  await expect
    .poll(() => page.getByRole('searchbox', { name: list('search.label') }).inputValue())
    .toBe(target.name);
  const removeChip = page.getByRole('button', { name: list('chip.remove', { label: chip }) });
  await removeChip.waitFor();
  await entryOf(journey, target.name).first().waitFor();

  // Inline edit of the expected people: Enter saves.
  const people = entryOf(journey, target.name)
    .first()
    .getByRole('button', {
      name: new RegExp(uiText('inlineEdit.edit', LOCALE).replace('{label}', list('column.people'))),
    });
  await driver.press(people);
  const editor = page.getByRole('textbox', {
    name: uiText('inlineEdit.edit', LOCALE).replace('{label}', list('column.people')),
  });
  if (journey.mode !== 'keyboard') await editor.fill('');
  else await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(String(target.estimatedGuests + 2));
  await page.keyboard.press('Enter');
  await toast(page, coreText('guest.updated', LOCALE));
  await expect
    .poll(async () => (await rows(journey)).find((row) => row.id === target.id)?.estimatedGuests)
    .toBe(target.estimatedGuests + 2);

  await driver.press(removeChip);
  await expectSearchParam(page, 'category', null);
  await driver.press(
    page.getByRole('button', {
      name: list('chip.remove', { label: list('chip.search', { text: target.name }) }),
    }),
  );
  await expectSearchParam(page, 'search', null);
}

/** Chooses an item of the open menu: by pointer, or with the arrows and Enter (a menu is one Tab stop). */
async function chooseMenuItem(journey: Journey, name: string): Promise<void> {
  const item = journey.page.getByRole('menuitem', { name, exact: true });
  await item.waitFor();
  if (journey.mode !== 'keyboard') {
    await journey.driver.press(item);
    return;
  }
  for (
    let step = 0;
    step < 10 && !(await item.evaluate((element) => element === document.activeElement));
    step += 1
  ) {
    await journey.page.keyboard.press('ArrowDown');
  }
  await journey.page.keyboard.press('Enter');
}

/**
 * Types a search. By keyboard through the filter panel's own search, which modifier+F focuses: a long table puts
 * hundreds of Tab stops between the page's other controls and the list's search box.
 */
async function searchFor(journey: Journey, text: string): Promise<void> {
  const { page, driver } = journey;
  if (journey.mode === 'keyboard') {
    await page.keyboard.press('Control+f');
    const panelSearch = page
      .getByRole('region', { name: list('filters.title') })
      .getByRole('searchbox', { name: list('filters.search') });
    await expect.poll(() => panelSearch.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(text);
  } else {
    await driver.type(page.getByRole('searchbox', { name: list('search.label') }), text, { replace: true });
  }
  await expectSearchParam(page, 'search', text);
}

/** The row action "link a companion": the party is then shown together. */
async function groupTwo(journey: Journey, head: Row, companion: Row): Promise<void> {
  const { page, driver } = journey;
  await searchFor(journey, head.name);
  await driver.press(page.getByRole('button', { name: list('actions.label', { name: head.name }) }).first());
  await chooseMenuItem(journey, list('action.group'));
  const dialog = page.getByRole('dialog', { name: list('group.title', { name: head.name }) });
  await driver.type(dialog.getByRole('searchbox', { name: list('group.search') }), companion.name);
  await check(journey, dialog, companion.name);
  await driver.press(dialog.getByRole('button', { name: list('group.save') }));
  await toast(page, list('group.done'));
  await expect
    .poll(async () => (await rows(journey)).find((row) => row.id === companion.id)?.groupRole)
    .toBe('companion');
  await searchFor(journey, companion.name);
  await page
    .getByText(list('party.companionOf', { name: head.name }))
    .first()
    .waitFor();
}

/** The add/edit modal, every one of the ten sections used once. */
async function addThroughAllSections(journey: Journey): Promise<string> {
  const { page, driver } = journey;
  const lastName = `Kern ${journey.tag}`;
  if (journey.mode === 'keyboard') await page.keyboard.press('Control+n');
  else await driver.press(page.getByRole('button', { name: list('add'), exact: true }));
  const dialog = page.getByRole('dialog', { name: form('title.add') });
  await dialog.waitFor();
  const section = async (id: string) => {
    const toggle = dialog.getByRole('button', { name: new RegExp(`^${form(`section.${id}`)}`) });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await driver.press(toggle);
    return dialog.getByRole('region', { name: form(`section.${id}`) });
  };
  const basic = await section('basic');
  await driver.type(basic.getByRole('textbox', { name: form('field.firstName') }), 'Ida');
  await driver.type(basic.getByRole('textbox', { name: form('field.lastName') }), lastName);
  const contact = await section('contact');
  await driver.type(contact.getByRole('textbox', { name: form('field.email') }), 'ida@example.com');
  const relationship = await section('relationship');
  await driver.type(relationship.getByRole('textbox', { name: form('field.estimatedGuests') }), '2', {
    replace: true,
  });
  const categorization = await section('categorization');
  await pick(journey, categorization, form('field.priority'), list('priority.must_invite'));
  const additional = await section('additional');
  await check(journey, additional, form('field.invitationSent'));
  const addresses = await section('addresses');
  await driver.press(addresses.getByRole('button', { name: form('address.add') }));
  await driver.type(
    addresses.getByRole('textbox', { name: new RegExp(form('address.street')) }),
    'Lindenstraße 4',
  );
  await driver.type(
    addresses.getByRole('textbox', { name: new RegExp(form('address.postalCode')) }),
    '50674',
  );
  await driver.type(addresses.getByRole('textbox', { name: new RegExp(`^${form('address.city')}`) }), 'Köln');
  const social = await section('social');
  await driver.press(social.getByRole('button', { name: form('social.add') }));
  await driver.type(social.getByRole('textbox', { name: new RegExp(form('social.handle')) }), '@ida');
  const dietary = await section('dietary');
  await check(journey, dietary, form('dietary.vegetarian'));
  const emergency = await section('emergency');
  await driver.type(
    emergency.getByRole('textbox', { name: form('emergency.name'), exact: true }),
    'Jan Kern',
  );
  await pick(journey, emergency, form('emergency.relationship'), form('emergency.relationship.sibling'));
  await driver.type(
    emergency.getByRole('textbox', { name: form('emergency.phone'), exact: true }),
    '+49 170 5550000',
  );
  const notes = await section('notes');
  await driver.type(notes.getByRole('textbox', { name: form('field.notes') }), 'Kommt mit dem Zug & Rad');
  await expect
    .poll(async () => Number(await dialog.getByRole('progressbar').getAttribute('aria-valuenow')))
    .toBeGreaterThan(80);
  await expectAccessible(journey, 'guest form, every section open');
  await driver.press(dialog.getByRole('button', { name: form('save'), exact: true }));
  await toast(page, coreText('success.created', LOCALE));
  const created = (await rows(journey)).find((row) => row.name === `Ida ${lastName}`);
  expect(created, 'the new guest is on the list').toBeDefined();
  const full = await journey.api.get<{ data: Record<string, unknown> }>(
    `/api/weddings/${journey.weddingId}/guests/${created?.id}`,
  );
  expect(full.data).toMatchObject({
    email: 'ida@example.com',
    estimatedGuests: 2,
    priority: 'must_invite',
    invitationSent: true,
    addresses: [
      expect.objectContaining({
        street: 'Lindenstraße 4',
        city: 'Köln',
        postalCode: '50674',
        isPrimary: true,
      }),
    ],
    socialMediaProfiles: [expect.objectContaining({ handle: '@ida' })],
    dietaryInformation: expect.objectContaining({ restrictions: ['vegetarian'] }),
    emergencyContact: expect.objectContaining({ name: 'Jan Kern', relationship: 'sibling' }),
    notes: 'Kommt mit dem Zug &amp; Rad',
  });
  return created?.id as string;
}

/** Export with a filter: the downloaded file holds only the filtered guests. */
async function exportFiltered(journey: Journey, target: Row): Promise<void> {
  const { page, driver } = journey;
  await searchFor(journey, target.name);
  await driver.press(page.getByRole('button', { name: list('export'), exact: true }));
  const dialog = page.getByRole('dialog', { name: list('export') });
  const download = page.waitForEvent('download');
  await driver.press(dialog.getByRole('button', { name: list('export.guestsCsv') }));
  const file = await download;
  const text = (await readFile((await file.path()) as string, 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.split('\r\n').filter((line) => line !== '');
  const expected = (await rows(journey)).filter((row) =>
    row.name.toLowerCase().includes(target.name.toLowerCase()),
  );
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(expected.map((row) => row.name));
  await toast(page, list('export.done', { file: file.suggestedFilename() }));
}

/** Import of a CSV with one duplicate of the list and one bad row: the preview says so, the good row goes in. */
async function importCsv(journey: Journey, duplicate: Row): Promise<void> {
  const { page, driver } = journey;
  await driver.press(page.getByRole('button', { name: list('import'), exact: true }));
  const dialog = page.getByRole('dialog', { name: transfer('title') });
  const csv = [
    'Name,Telefon,Personen',
    `Paula Neu ${journey.tag},+49 160 1111111,1`,
    `"${duplicate.name}",${duplicate.phone ?? ''},1`,
    'Ohne Zahl,,drei',
  ].join('\r\n');
  const input = dialog.getByLabel(transfer('file.label'));
  if (journey.mode === 'keyboard') await focusByKeyboard(page, input);
  await input.setInputFiles({
    name: 'gaeste.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}`),
  });
  // The headers name the fields, so the suggested mapping is already right.
  await dialog.getByText(transfer('mapping.title')).waitFor();
  await driver.press(dialog.getByRole('button', { name: transfer('check') }));
  await dialog.getByText(transfer('preview.summary', { create: 1, merge: 0, skip: 1, reject: 1 })).waitFor();
  await dialog.getByText(coreText('guest.estimatedGuestsPositive', LOCALE)).waitFor();
  await expectAccessible(journey, 'import preview');
  await driver.press(dialog.getByRole('button', { name: transfer('submit', { count: 1 }) }));
  await toast(page, transfer('done', { created: 1, merged: 0, skipped: 1, rejected: 1 }));
  const names = (await rows(journey)).map((row) => row.name);
  expect(names).toContain(`Paula Neu ${journey.tag}`);
  expect(names.filter((name) => name === duplicate.name)).toHaveLength(1);
}

/** The RSVP desk: a phone reply entered; then a deadline in the past, and a guest's RSVP is refused. */
async function deskReplyAndDeadline(journey: Journey, guest: Row, full: boolean): Promise<void> {
  const { page, driver } = journey;
  await openPage(journey, 'rsvp', '/dashboard/wedding/rsvp');
  await pickGuest(
    journey,
    page.getByRole('combobox', { name: desk('quick.guest'), exact: true }),
    guest.name,
  );
  await driver.choose(page.getByRole('radio', { name: desk('status.not_attending') }));
  await driver.press(page.getByRole('button', { name: desk('quick.save') }));
  await toast(page, desk('quick.saved', { name: guest.name }));
  await expect
    .poll(async () => (await rows(journey)).find((row) => row.id === guest.id)?.attendanceStatus)
    .toBe('not_attending');
  await expectAccessible(journey, 'RSVP desk');
  if (!full) return;

  // A day ahead first: whatever zone this browser is in, the desk and the site read the day that was typed, in the
  // wedding's zone (the demo wedding's is Europe/Berlin).
  const ahead = calendarDayInZone(new Date(Date.now() + 30 * 86_400_000), 'Europe/Berlin');
  const field = page.getByLabel(desk('deadline.label'));
  await driver.press(field);
  await field.fill(ahead);
  await driver.press(page.getByRole('button', { name: desk('deadline.save') }));
  await toast(page, desk('deadline.saved'));
  await page.getByText(desk('deadline.open', { date: formatCalendarDate(ahead, LOCALE) })).waitFor();
  const visitor = createApiClient(journey.server.baseUrl);
  await visitor.post(`/api/public/weddings/${journey.server.slug}/access`, {
    accessCode: journey.server.accessCode,
  });
  const seen = await visitor.get<{ wedding: { rsvpDeadline: string } }>(
    `/api/public/weddings/${journey.server.slug}`,
  );
  expect(calendarDayInZone(new Date(seen.wedding.rsvpDeadline), 'Europe/Berlin')).toBe(ahead);

  const day = calendarDayInZone(new Date(Date.now() - 86_400_000), 'Europe/Berlin');
  await driver.press(field);
  await field.fill(day);
  await driver.press(page.getByRole('button', { name: desk('deadline.save') }));
  await toast(page, desk('deadline.saved'));
  await page.getByText(desk('deadline.closed')).waitFor();
  // A guest answers through the public RSVP: refused, in the guest's language.
  const refused = await visitor.send('POST', `/api/public/weddings/${journey.server.slug}/rsvp?locale=en`, {
    name: 'Late Guest',
    phone: '+49 170 9876543',
    attendanceStatus: 'not_attending',
    numberOfGuests: 1,
    guests: [],
    needsTransport: false,
    needsAccommodation: false,
    message: '',
  });
  expect(refused).toMatchObject({
    status: 410,
    body: { error: 'rsvpClosed', details: { message: coreText('rsvp.closed', 'en') } },
  });
  // The guest's page shows the closed card instead of the wizard.
  const guestPage = await page.context().newPage();
  try {
    await guestPage.goto(`${journey.server.baseUrl}/en/w/${journey.server.slug}`);
    await waitForHydration(guestPage);
    // The couple's browser may be admitted already; a guest's enters the code.
    const codeField = guestPage.getByRole('textbox', { name: frameText('access.codeLabel', 'en') });
    await codeField.or(guestPage.locator('#rsvp')).first().waitFor();
    if (await codeField.isVisible()) {
      const admitted = guestPage.waitForEvent('load');
      await codeField.fill(journey.server.accessCode);
      await admitted;
    }
    await guestPage.goto(`${journey.server.baseUrl}/en/w/${journey.server.slug}#rsvp`);
    await guestPage.locator('#rsvp').getByText(coreText('rsvp.closed', 'en')).waitFor();
    expect(await guestPage.locator('#rsvp form').count()).toBe(0);
  } finally {
    await guestPage.close();
  }
  await driver.press(page.getByRole('button', { name: desk('deadline.clear') }));
  await toast(page, desk('deadline.cleared'));
}

/**
 * Guest management in one mode (desktop, 360 px phone, keyboard alone): the demo couple's 150-guest list searched,
 * filtered by chips, reloaded into the same view, edited inline, two guests grouped, a guest added through all ten
 * sections, a phone reply entered at the RSVP desk. On desktop also: an export with a filter (only the filtered guests
 * in the file), a CSV import with a duplicate and a bad row, and the RSVP deadline refusing a guest's answer.
 */
export async function walkGuestManagement(
  browser: Browser,
  server: SiteServer,
  mode: GuestMode,
  tag: string,
): Promise<void> {
  const session = await openGuestSession(browser, mode);
  const api = createApiClient(server.baseUrl);
  await api.post('/api/auth/login', server.couple);
  const { weddings } = await api.get<{ weddings: { id: string; slug: string }[] }>('/api/weddings');
  const weddingId = weddings.find((wedding) => wedding.slug === server.slug)?.id as string;
  const journey: Journey = {
    server,
    session,
    page: session.page,
    driver: createGuestDriver(session.page, mode),
    mode,
    api,
    weddingId,
    tag,
  };
  const full = mode === 'desktop';
  try {
    // Signed in through the same API the login form calls (the login itself is the couple journey's).
    const login = await session.context.request.post(`${server.baseUrl}/api/auth/login`, {
      data: server.couple,
      headers: { Origin: server.baseUrl, 'X-CSRF-Token': await csrfOf(session, server) },
    });
    expect(login.status(), 'login').toBe(200);
    await session.page.goto(`${server.baseUrl}/dashboard/wedding`);
    await waitForHydration(session.page);
    await openPage(journey, 'guests', '/dashboard/wedding/guests');
    await listRegion(journey).waitFor();
    await expectAccessible(journey, 'guest list');

    const everyone = (await rows(journey)).filter((row) => row.groupRole === null && row.phone);
    // Each mode and database takes its own guests of the demo list (same seed, same order).
    const offset = { desktop: 0, phone: 6, keyboard: 12 }[mode];
    const [target, head, companion, replying, duplicate] = everyone.slice(offset, offset + 5) as [
      Row,
      Row,
      Row,
      Row,
      Row,
    ];
    await searchFilterAndEdit(journey, target);
    await groupTwo(journey, head, companion);
    if (full) {
      await exportFiltered(journey, target);
      await importCsv(journey, duplicate);
    }
    await addThroughAllSections(journey);
    await deskReplyAndDeadline(journey, replying, full);
    expect(session.pageErrors, 'page errors').toEqual([]);
  } catch (error) {
    const shot = `/tmp/guest-management-${mode}-${Date.now()}.png`;
    await session.page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    throw new Error(
      `${(error as Error).message}\nscreenshot: ${shot}\npage errors: ${session.pageErrors.join('\n')}\nfailed API calls: ${session.failedApiCalls.join('\n')}`,
      { cause: error },
    );
  } finally {
    // Never leave the demo wedding closed for the tests after this one.
    await api.send('PUT', `/api/weddings/${weddingId}/rsvp-deadline`, { rsvpDeadline: null });
    await session.close();
  }
}

/** The session's CSRF token (the double-submit cookie), for requests made through `context.request`. */
export async function csrfOf(session: GuestSession, server: SiteServer): Promise<string> {
  await session.context.request.get(`${server.baseUrl}/api/auth/csrf`);
  const cookies = await session.context.cookies(server.baseUrl);
  return decodeURIComponent(cookies.find((cookie) => cookie.name === 'wedding_csrf')?.value ?? '');
}
