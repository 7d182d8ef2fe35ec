import type { Locale } from '@wedding/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { createApiClient } from '../support/api-client';
import { expectAccessible, expectPath, submitLogin } from '../support/app-steps';
import { type GuestSession, openGuestSession, waitForHydration } from '../support/browser';
import { type AdminArea, adminText, coreText, exactly } from '../support/catalogues';
import { drawnPng } from '../support/drawn-png';
import { createGuestDriver, type GuestDriver } from '../support/guest-driver';
import type { SiteServer } from '../support/site-server';

const LOCALE: Locale = 'de';
const text = (area: AdminArea, key: string, params?: Record<string, string | number>) =>
  adminText(area, key, LOCALE, params);

interface StaffContext {
  server: SiteServer;
  session: GuestSession;
  page: Page;
  driver: GuestDriver;
}

/** Goes to an admin page through the sidebar and waits for its heading. */
async function openAdminPage({ page, driver }: StaffContext, id: string, path: string): Promise<void> {
  const label = exactly(text('shell', `page.${id}`));
  const nav = page.getByRole('navigation', { name: text('shell', 'nav.label') });
  await driver.press(nav.getByRole('link', { name: label }));
  await expectPath(page, path);
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
}

async function toast(page: Page, message: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: message }).first().waitFor();
}

/** The demo wedding's page, found through the list's search. */
async function openDemoWedding(journey: StaffContext): Promise<void> {
  const { page, driver, server } = journey;
  await openAdminPage(journey, 'weddings', '/admin/weddings');
  await driver.type(page.getByRole('searchbox', { name: text('weddings', 'searchLabel') }), server.slug);
  await expect
    .poll(() => new URL(page.url()).searchParams.get('search'), { timeout: 15_000 })
    .toBe(server.slug);
  const row = page.getByRole('row').filter({ hasText: server.slug });
  await driver.press(row.getByRole('link').first());
  await expectPath(page, /^\/admin\/weddings\/[^/]+$/);
  await page.getByRole('switch', { name: text('weddings', 'switch.premium') }).waitFor();
}

/**
 * Staff at work (docs/requirements.md B2): the operator signs in, takes the demo wedding to the standard plan
 * (the couple's gallery closes), answers the couple's upgrade request and makes it premium again (the gallery opens in
 * the couple's session), uploads an image into the wedding's
 * gallery and removes it again with a reason the audit log keeps. A couple who opens /admin is refused, by the
 * screen and by the API.
 */
export async function walkAdminJourney(browser: Browser, server: SiteServer): Promise<void> {
  const couple = createApiClient(server.baseUrl);
  await couple.post('/api/auth/login', server.couple);
  const { weddings } = await couple.get<{ weddings: { id: string; slug: string }[] }>('/api/weddings');
  const wedding = weddings.find((candidate) => candidate.slug === server.slug);
  if (!wedding) throw new Error(`the demo couple is no member of ${server.slug}`);
  const session = await openGuestSession(browser, 'desktop');
  const journey: StaffContext = {
    server,
    session,
    page: session.page,
    driver: createGuestDriver(session.page, 'desktop'),
  };
  const { page, driver } = journey;
  try {
    // Signing in from /admin comes back to it.
    await page.goto(`${server.baseUrl}/admin`);
    await expectPath(page, '/login');
    await waitForHydration(page);
    await submitLogin(page, driver, server.staff, LOCALE);
    await expectPath(page, '/admin');
    await page.getByRole('heading', { level: 1, name: exactly(text('shell', 'page.overview')) }).waitFor();
    await expectAccessible(session, 'admin overview');

    // The seeded demo is premium: staff take it back to the standard plan, and the gallery closes to the couple.
    const gallery = async () => (await couple.send('GET', `/api/weddings/${wedding.id}/gallery`)).status;
    const premium = page.getByRole('switch', { name: text('weddings', 'switch.premium') });
    await openDemoWedding(journey);
    await expectAccessible(session, 'admin wedding detail');
    await expect.poll(() => premium.isChecked()).toBe(true);
    await driver.toggle(premium);
    await toast(page, text('weddings', 'saved'));
    await expect.poll(gallery).toBe(403);

    // The couple asks for premium; staff answer in the messages and switch it on: the gallery opens again.
    const request = 'Bitte schaltet Premium für unsere Galerie frei.';
    await couple.post('/api/messages', { kind: 'upgrade_request', weddingId: wedding.id, body: request });
    await openAdminPage(journey, 'messages', '/admin/messages');
    const card = page.getByRole('article').filter({ hasText: request });
    const answer = 'Erledigt: eure Hochzeit ist jetzt Premium.';
    await driver.type(card.getByRole('textbox', { name: text('messages', 'replyLabel') }), answer);
    await expectAccessible(session, 'admin messages');
    await driver.press(card.getByRole('button', { name: exactly(text('messages', 'send')) }));
    await toast(page, text('messages', 'sent'));
    const { messages } = await couple.get<{ messages: { body: string; replies: { body: string }[] }[] }>(
      '/api/messages',
    );
    expect(messages.find((message) => message.body === request)?.replies.map((reply) => reply.body)).toEqual([
      answer,
    ]);
    await openDemoWedding(journey);
    await driver.toggle(premium);
    await toast(page, text('weddings', 'saved'));
    await expect.poll(gallery).toBe(200);

    await openAdminPage(journey, 'upload', '/admin/gallery/upload');
    await driver.type(page.getByRole('combobox', { name: text('gallery', 'upload.wedding') }), server.slug);
    await driver.press(page.getByRole('option').filter({ hasText: server.slug }).first());
    await page.locator('input[type="file"]').setInputFiles({
      name: 'sektempfang.png',
      mimeType: 'image/png',
      buffer: await drawnPng(page, 320, 240),
    });
    await toast(page, text('gallery', 'upload.uploaded'));
    await page.getByText('sektempfang.png').waitFor();
    await expectAccessible(session, 'admin upload');

    await openAdminPage(journey, 'gallery', '/admin/gallery');
    await driver.type(page.getByRole('searchbox', { name: text('gallery', 'searchLabel') }), server.slug);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('search'), { timeout: 15_000 })
      .toBe(server.slug);
    const tiles: Locator = page
      .getByRole('list', { name: text('gallery', 'gridLabel') })
      .getByRole('listitem');
    await expect.poll(() => tiles.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await tiles.count();
    await driver.press(tiles.first().getByRole('button', { name: text('gallery', 'remove') }));
    const dialog = page.getByRole('dialog', { name: text('gallery', 'removeTitle') });
    const reason = 'Doppelt hochgeladen';
    await driver.type(dialog.getByRole('textbox', { name: text('gallery', 'reason') }), reason);
    await expectAccessible(session, 'admin removal dialog');
    await driver.press(dialog.getByRole('button', { name: text('gallery', 'removeConfirm') }));
    await toast(page, text('gallery', 'removed'));
    await expect.poll(() => tiles.count()).toBe(before - 1);

    // The wedding's history names both changes, the removal with its reason.
    await openDemoWedding(journey);
    const history = page.getByRole('group', { name: text('weddings', 'audit') });
    await history.getByText(reason).waitFor();
    await history.getByText(text('audit', 'action.wedding.update')).first().waitFor();
    expect(session.pageErrors, 'page errors').toEqual([]);
  } catch (error) {
    const shot = `/tmp/admin-journey-${Date.now()}.png`;
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    throw new Error(
      `${(error as Error).message}\nscreenshot: ${shot}\npage errors: ${session.pageErrors.join('\n')}\nfailed API calls: ${session.failedApiCalls.join('\n')}`,
      { cause: error },
    );
  } finally {
    await session.close();
  }
  await expectCoupleRefused(browser, server);
}

/** The couple at /admin: the not-allowed screen, and the API answers 403 to their admin calls. */
async function expectCoupleRefused(browser: Browser, server: SiteServer): Promise<void> {
  const session = await openGuestSession(browser, 'desktop');
  const { page } = session;
  try {
    await page.goto(`${server.baseUrl}/admin`);
    await expectPath(page, '/login');
    await waitForHydration(page);
    await submitLogin(page, createGuestDriver(page, 'desktop'), server.couple, LOCALE);
    await expectPath(page, '/admin');
    await page
      .getByRole('heading', { level: 1, name: coreText('errorBoundary.access_denied', LOCALE) })
      .waitFor();
    await expectAccessible(session, 'admin refused to a couple');
    const status = await page.evaluate(async () => (await fetch('/api/admin/weddings')).status);
    expect(status).toBe(403);
  } finally {
    await session.close();
  }
}
