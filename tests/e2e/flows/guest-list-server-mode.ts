import { GUEST_LIST } from '@wedding/core';
import type { Browser, Locator, Request } from 'playwright-core';
import { expect } from 'vitest';
import { openGuestSession, waitForHydration } from '../support/browser';
import { exactly, guestsText, uiText } from '../support/catalogues';
import type { SiteServer } from '../support/site-server';
import {
  chooseOption,
  createCouple,
  type DashboardJourney,
  expectAccessible,
  LOCALE,
  openJourney,
  reportFailure,
} from './dashboard-steps';
import { csrfOf } from './guest-management';

/** Past the client mode's 1,999: the list pages, searches and filters on the server. */
const GUESTS = 2_050;
const PAGES = Math.ceil(GUESTS / GUEST_LIST.defaultLimit);
/** Sorted by name, so page n holds the guests (n - 1) x 50 + 1 to n x 50. */
const guestName = (number: number) => `Servergast ${String(number).padStart(4, '0')}`;
/** Every hundredth guest, from the 7th, is a colleague (21 of them): the category filter's answer. */
const isColleague = (number: number) => number % 100 === 7;
/** Matches the ten guests 1230 to 1239 (a substring of no other name). */
const SEARCH = 'Servergast 123';

const list = (key: string, params?: Record<string, string | number>) =>
  guestsText('list', key, LOCALE, params);
const numbers = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

interface ServerModeJourney extends DashboardJourney {
  weddingId: string;
}

interface RowsAnswer {
  columns: string[];
  rows: unknown[][];
  total: number;
  totalPages: number;
  nextCursor: string | null;
}

/** The couple's browser session signs in through the API the login form calls (the form is the couple journey's). */
async function signInSession(journey: ServerModeJourney, login: { username: string; password: string }) {
  const { session, server } = journey;
  const answer = await session.context.request.post(`${server.baseUrl}/api/auth/login`, {
    data: login,
    headers: { Origin: server.baseUrl, 'X-CSRF-Token': await csrfOf(session, server) },
  });
  expect(answer.status(), 'login').toBe(200);
}

/** 2,050 guests through the real import (multipart part `import`, one go), in the couple's session. */
async function importGuests(journey: ServerModeJourney): Promise<void> {
  const { session, server } = journey;
  const rows = numbers(1, GUESTS).map((number) => ({
    name: guestName(number),
    ...(isColleague(number) ? { category: 'colleagues' } : {}),
  }));
  const answer = await session.context.request.post(
    `${server.baseUrl}/api/weddings/${journey.weddingId}/guests/import`,
    {
      multipart: {
        import: {
          name: 'import.json',
          mimeType: 'application/json',
          buffer: Buffer.from(JSON.stringify({ rows, duplicates: 'skip' })),
        },
      },
      headers: { Origin: server.baseUrl, 'X-CSRF-Token': await csrfOf(session, server) },
      timeout: 120_000,
    },
  );
  expect(answer.status(), `import: ${(await answer.text()).slice(0, 300)}`).toBe(201);
  expect(await answer.json()).toMatchObject({ created: GUESTS, rejected: 0 });
}

/** A page straight from GET .../guests/rows (by page number, never a cursor): what the list must show. */
async function apiPage(journey: ServerModeJourney, query: Record<string, string>) {
  const params = new URLSearchParams({ limit: String(GUEST_LIST.defaultLimit), ...query });
  const answer = await journey.session.context.request.get(
    `${journey.server.baseUrl}/api/weddings/${journey.weddingId}/guests/rows?${params}`,
  );
  expect(answer.status(), `GET rows?${params}`).toBe(200);
  const body = (await answer.json()) as RowsAnswer;
  const name = body.columns.indexOf('name');
  return { ...body, names: body.rows.map((row) => String(row[name])) };
}

/** The page's requests for one server-mode page (not the whole-list load, limit 5000, that decides the mode). */
function pageRequests(journey: ServerModeJourney, since: number): URLSearchParams[] {
  return journey.session.requests
    .slice(since)
    .map((request) => new URL(request.url()))
    .filter(
      (url) =>
        url.pathname === `/api/weddings/${journey.weddingId}/guests/rows` &&
        url.searchParams.get('limit') === String(GUEST_LIST.defaultLimit),
    )
    .map((url) => url.searchParams);
}

function isPageRequest(journey: ServerModeJourney, check: (params: URLSearchParams) => boolean) {
  return (request: Request) => {
    const url = new URL(request.url());
    return (
      url.pathname === `/api/weddings/${journey.weddingId}/guests/rows` &&
      url.searchParams.get('limit') === String(GUEST_LIST.defaultLimit) &&
      check(url.searchParams)
    );
  };
}

function guestTable(journey: ServerModeJourney): Locator {
  return journey.page.getByRole('table', { name: list('table.label') });
}

/**
 * Every guest the table holds, in order. The table is virtualised (only the rows in view are in the DOM): its
 * scroll container is scrolled through, each row read by its aria-rowindex and its actions button's name.
 */
async function shownNames(journey: ServerModeJourney): Promise<string[]> {
  const table = guestTable(journey);
  const [before = '', after = ''] = list('actions.label', { name: '\u0001' }).split('\u0001');
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const actions = table.getByRole('button', { name: new RegExp(`^${literal(before)}.+${literal(after)}$`) });
  const count = Number(await table.getAttribute('aria-rowcount')) - 1;
  const scroller = table.locator('xpath=..');
  const byRow = new Map<number, string>();
  for (let top = 0; ; top += 300) {
    const end = await scroller.evaluate(async (element, y) => {
      element.scrollTop = y;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
    }, top);
    const seen = await actions.evaluateAll((buttons) =>
      buttons.map((button) => [
        Number(button.closest('tr')?.getAttribute('aria-rowindex')),
        button.getAttribute('aria-label') ?? '',
      ]),
    );
    for (const [row, label] of seen as [number, string][]) {
      byRow.set(row, label.slice(before.length, label.length - after.length));
    }
    if (end || byRow.size >= count) break;
  }
  await scroller.evaluate((element) => {
    element.scrollTop = 0;
  });
  return [...byRow].sort(([a], [b]) => a - b).map(([, name]) => name);
}

async function expectShown(journey: ServerModeJourney, names: string[], page: number, pages: number) {
  await journey.page.getByText(exactly(list('pageInfo', { page, pages }))).waitFor({ timeout: 15_000 });
  await expect
    .poll(() => guestTable(journey).getAttribute('aria-rowcount'), { timeout: 15_000 })
    .toBe(String(names.length + 1));
  await expect.poll(() => shownNames(journey), { timeout: 15_000 }).toEqual(names);
}

async function expectSearchParam(journey: ServerModeJourney, name: string, value: string | null) {
  await expect
    .poll(() => new URL(journey.page.url()).searchParams.get(name), { timeout: 10_000 })
    .toBe(value);
}

/** Page 1 from the server, 41 pages; "next" continues after page 1's last row by its cursor. */
async function firstPageThenNext(journey: ServerModeJourney): Promise<string[]> {
  const { page, driver } = journey;
  const pageOne = await apiPage(journey, { page: '1' });
  expect(pageOne.total).toBe(GUESTS);
  expect(pageOne.names).toEqual(numbers(1, 50).map(guestName));
  await expectShown(journey, pageOne.names, 1, PAGES);
  const pagination = page.getByRole('navigation', { name: uiText('pagination.label', LOCALE) });
  await pagination
    .getByRole('button', { name: exactly(uiText('pagination.page', LOCALE, { page: PAGES })) })
    .waitFor();
  // Server mode: page 1 came from the server as a page of 50 (client mode never asks for one).
  expect(
    pageRequests(journey, 0).map((params) => params.toString()),
    'page 1 asked of the server',
  ).toContain(`page=1&limit=${GUEST_LIST.defaultLimit}`);
  await expectAccessible(journey, 'guest list in server mode, page 1');

  const since = journey.session.requests.length;
  const next = page.waitForRequest(isPageRequest(journey, (params) => params.get('page') === '2'));
  await driver.press(pagination.getByRole('button', { name: exactly(uiText('pagination.next', LOCALE)) }));
  const sent = new URL((await next).url()).searchParams;
  expect(sent.get('after'), 'next page by the cursor of page 1').toBe(pageOne.nextCursor);
  await expectSearchParam(journey, 'page', '2');
  const pageTwo = await apiPage(journey, { page: '2' });
  expect(pageTwo.names).toEqual(numbers(51, 100).map(guestName));
  await expectShown(journey, pageTwo.names, 2, PAGES);
  expect(pageRequests(journey, since).map((params) => params.get('after'))).toEqual([pageOne.nextCursor]);
  return pageTwo.names;
}

/** A reload restores page 2 from the URL: asked by number (no page 1 in the cache, so no cursor). */
async function reloadKeepsThePage(journey: ServerModeJourney, pageTwo: string[]): Promise<void> {
  const { page } = journey;
  const since = journey.session.requests.length;
  await page.reload();
  await waitForHydration(page);
  await expectShown(journey, pageTwo, 2, PAGES);
  const current = page
    .getByRole('navigation', { name: uiText('pagination.label', LOCALE) })
    .getByRole('button', { name: exactly(uiText('pagination.page', LOCALE, { page: 2 })) });
  expect(await current.getAttribute('aria-current')).toBe('page');
  const sent = pageRequests(journey, since);
  expect(sent.length, 'page 2 asked of the server after the reload').toBeGreaterThan(0);
  for (const params of sent) {
    expect(params.get('page')).toBe('2');
    expect(params.has('after'), `a reload asks by number: ${params}`).toBe(false);
  }
}

/** The search reaches the server once typing stops (500 ms), from page 1, and the matches are shown. */
async function searchOnTheServer(journey: ServerModeJourney): Promise<void> {
  const { page, driver } = journey;
  const since = journey.session.requests.length;
  const searched = page.waitForRequest(isPageRequest(journey, (params) => params.has('search')));
  await driver.type(page.getByRole('searchbox', { name: list('search.label') }), SEARCH);
  const sent = new URL((await searched).url()).searchParams;
  expect(sent.get('search')).toBe(SEARCH);
  expect(sent.get('page')).toBe('1');
  expect(sent.has('after')).toBe(false);
  await expectSearchParam(journey, 'search', SEARCH);
  await expectShown(journey, numbers(1230, 1239).map(guestName), 1, 1);
  // Debounced: no request for a part of the term while it was typed.
  expect(
    pageRequests(journey, since)
      .filter((params) => params.has('search'))
      .map((params) => params.get('search')),
  ).toEqual([SEARCH]);
  await driver.press(
    page.getByRole('button', { name: list('chip.remove', { label: list('chip.search', { text: SEARCH }) }) }),
  );
  await expectSearchParam(journey, 'search', null);
}

/** A category chosen in the filter panel is applied by the server. */
async function filterOnTheServer(journey: ServerModeJourney): Promise<void> {
  const { page, driver } = journey;
  await driver.press(page.getByRole('button', { name: list('filters'), exact: true }));
  const panel = page.getByRole('region', { name: list('filters.title') });
  await panel.waitFor();
  const filtered = page.waitForRequest(
    isPageRequest(journey, (params) => params.get('category') === 'colleagues'),
  );
  const trigger = panel.getByRole('button', { name: new RegExp(list('filter.category')) }).first();
  await chooseOption(journey, trigger, list('category.colleagues'));
  const sent = new URL((await filtered).url()).searchParams;
  expect(sent.get('page')).toBe('1');
  expect(sent.has('search')).toBe(false);
  await expectSearchParam(journey, 'category', 'colleagues');
  await page
    .getByRole('button', {
      name: list('chip.remove', { label: `${list('filter.category')}: ${list('category.colleagues')}` }),
    })
    .waitFor();
  await expectShown(journey, numbers(1, GUESTS).filter(isColleague).map(guestName), 1, 1);
}

/**
 * Guest list in server mode in Chromium (desktop): a couple of its own with 2,050 imported guests (the demo wedding
 * keeps its 150) opens the list. Page 1 of 41 comes from the server; "next" asks for page 2 with the cursor of
 * page 1 and shows exactly the API's page 2 by number; a reload keeps page 2 (asked by number); a search and a
 * category filter are answered by the server. One axe run, light and dark, on the server-mode list.
 */
export async function walkGuestListServerMode(browser: Browser, server: SiteServer): Promise<void> {
  const { login, wedding } = await createCouple(server.baseUrl, 'server-mode');
  const dashboard = await openJourney(
    openGuestSession(browser, 'desktop'),
    server,
    'desktop',
    server.baseUrl,
  );
  const journey: ServerModeJourney = { ...dashboard, weddingId: wedding.id };
  try {
    await signInSession(journey, login);
    await importGuests(journey);
    await journey.page.goto(`${server.baseUrl}/dashboard/wedding/guests`);
    await waitForHydration(journey.page);
    await guestTable(journey).waitFor();
    const pageTwo = await firstPageThenNext(journey);
    await reloadKeepsThePage(journey, pageTwo);
    await searchOnTheServer(journey);
    await filterOnTheServer(journey);
    expect(journey.session.pageErrors, 'page errors').toEqual([]);
  } catch (error) {
    await reportFailure(journey.session, 'guest-list-server-mode', error);
  } finally {
    await journey.session.close();
  }
}
