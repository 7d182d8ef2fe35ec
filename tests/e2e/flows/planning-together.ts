import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { createApiClient } from '../support/api-client';
import { type GuestMode, openGuestSession, waitForHydration } from '../support/browser';
import { coreText, exactly, guestsText, sectionText, uiText } from '../support/catalogues';
import { drawnPng } from '../support/drawn-png';
import type { SiteServer } from '../support/site-server';
import {
  chooseOption,
  createCouple,
  type DashboardJourney,
  expectAccessible,
  LOCALE,
  openJourney,
  openPage,
  reportFailure,
  signIn,
  t,
  toast,
} from './dashboard-steps';
import { makeInvitationLink, memberJoinsWithPasskey } from './members-journey';

const list = (key: string, params?: Record<string, string | number>) =>
  guestsText('list', key, LOCALE, params);

/**
 * A hand-made call with the session and CSRF cookie the browser holds (outside the page, so the refusal it expects is
 * no failed load of the page).
 */
async function callAsBrowser(page: Page, origin: string, method: string, path: string, body: unknown) {
  const cookies = await page.context().cookies(origin);
  const csrf = cookies.find((cookie) => cookie.name === 'wedding_csrf')?.value ?? '';
  const response = await page.request.fetch(`${origin}${path}`, {
    method,
    headers: { 'X-CSRF-Token': decodeURIComponent(csrf), Origin: origin },
    data: body,
  });
  return { status: response.status(), body: (await response.json()) as { error?: string } };
}

/** A photo in the gallery, uploaded with the browser's session as the gallery screen would. */
async function uploadPhoto(page: Page, origin: string, weddingId: string): Promise<void> {
  const cookies = await page.context().cookies(origin);
  const csrf = cookies.find((cookie) => cookie.name === 'wedding_csrf')?.value ?? '';
  const response = await page.request.post(`${origin}/api/weddings/${weddingId}/gallery/upload`, {
    headers: { 'X-CSRF-Token': decodeURIComponent(csrf), Origin: origin },
    multipart: {
      file: { name: 'sektempfang.png', mimeType: 'image/png', buffer: await drawnPng(page, 320, 240) },
    },
  });
  expect(response.status(), 'gallery upload').toBe(201);
}

/** What a guest's browser gets for the wedding's page: the HTML of the site after the access code. */
async function guestSiteHtml(
  server: SiteServer,
  wedding: { slug: string; accessCode: string },
): Promise<string> {
  const visitor = createApiClient(server.baseUrl);
  await visitor.post(`/api/public/weddings/${wedding.slug}/access`, { accessCode: wedding.accessCode });
  return visitor.text(`/${LOCALE}/w/${wedding.slug}`);
}

/**
 * Planning together (desktop): the owner invites a parent as the editor of her side (she joins with a passkey on
 * her own device), the parent changes a guest of her side and is refused on the other side with the reason; the
 * owner reads both in the activity feed, records a gift and marks the thank-you sent, and hides the gallery section,
 * which the guest site then no longer shows.
 */
export async function walkPlanningTogether(
  browser: Browser,
  server: SiteServer,
  mode: GuestMode,
): Promise<void> {
  const origin = server.passkeyBaseUrl;
  const { login, wedding } = await createCouple(origin, `together-${mode}`);
  const owner = createApiClient(origin);
  await owner.post('/api/auth/login', login);
  const base = `/api/weddings/${wedding.id}`;
  await owner.post(`${base}/guests`, {
    firstName: 'Erna',
    lastName: 'Brandt',
    side: 'partner1',
    category: 'family',
  });
  const paul = await owner.post<{ data: { id: string } }>(`${base}/guests`, {
    firstName: 'Paul',
    lastName: 'Weber',
    side: 'partner2',
    category: 'friends',
  });
  const staff = createApiClient(origin);
  await staff.post('/api/auth/login', server.staff);
  expect((await staff.send('PATCH', `/api/admin/weddings/${wedding.id}`, { isPremium: true })).status).toBe(
    200,
  );

  const journey = await openJourney(openGuestSession(browser, mode), server, mode, origin);
  const { page, driver } = journey;
  try {
    await signIn(journey, login, '/dashboard/wedding/access');
    await page.getByRole('heading', { level: 1, name: t('shell', 'page.access') }).waitFor();
    const link = await makeInvitationLink(journey, async (dialog) => {
      await driver.choose(dialog.getByRole('radio', { name: t('access', 'role.sideEditor') }));
      await driver.choose(dialog.getByRole('radio', { name: t('access', 'side.named', { name: 'Mia' }) }));
    });

    await memberJoinsWithPasskey(
      browser,
      server,
      mode,
      link,
      wedding,
      { name: 'Mama Brandt', usernamePrefix: 'mama' },
      async (parent: DashboardJourney) => {
        await openPage(parent, 'guests', '/dashboard/wedding/guests');
        const table = parent.page.getByRole('table', { name: list('table.label') });
        await table.getByRole('row').filter({ hasText: 'Paul Weber' }).waitFor();
        // Told what she may change, in her language.
        await parent.page.getByText(list('limit.ownSide', { side: list('side.partner1') })).waitFor();
        await expectAccessible(parent, 'guest list of a side editor');
        const people = (name: string) =>
          table
            .getByRole('row')
            .filter({ hasText: name })
            .getByRole('button', {
              name: uiText('inlineEdit.edit', LOCALE).replace('{label}', list('column.people')),
            });
        // Her side's guest: changed inline.
        await parent.driver.press(people('Erna Brandt'));
        const editor = parent.page.getByRole('textbox', {
          name: uiText('inlineEdit.edit', LOCALE).replace('{label}', list('column.people')),
        });
        await editor.fill('');
        await parent.page.keyboard.type('3');
        await parent.page.keyboard.press('Enter');
        await toast(parent.page, coreText('guest.updated', LOCALE));
        // The other side's guest offers no change; asked anyway, the server refuses with its reason.
        expect(await people('Paul Weber').count()).toBe(0);
        const refused = await callAsBrowser(parent.page, origin, 'PUT', `${base}/guests/${paul.data.id}`, {
          estimatedGuests: 4,
        });
        expect(refused).toMatchObject({ status: 403, body: { error: 'guestSideForbidden' } });
        expect(coreText('members.guestSideForbidden', LOCALE)).not.toBe('');
      },
    );

    // The owner reads who did what.
    await openPage(journey, 'activity', '/dashboard/wedding/activity');
    const feed = page.getByRole('list', { name: t('activity', 'list.label') });
    await feed
      .getByText(/Mama Brandt/)
      .first()
      .waitFor();
    await expect
      .poll(async () => (await feed.getByRole('listitem').allTextContents()).join('\n'))
      .toMatch(/Mama Brandt.*Erna Brandt/);
    await expectAccessible(journey, 'activity feed');

    // A gift from Erna's household, then its thank-you note sent.
    await openPage(journey, 'gifts', '/dashboard/wedding/gifts');
    await driver.press(page.getByRole('button', { name: exactly(t('gifts', 'add')) }));
    const dialog = page.getByRole('dialog', { name: t('gifts', 'dialog.add') });
    await chooseOption(
      journey,
      dialog.getByRole('button', {
        name: new RegExp(`${t('gifts', 'field.household').replace(/[()]/g, '\\$&')}$`),
      }),
      'Erna Brandt',
    );
    await driver.type(dialog.getByRole('textbox', { name: t('gifts', 'field.description') }), 'Kuchenplatte');
    await driver.type(dialog.getByRole('textbox', { name: t('gifts', 'field.amount') }), '45,50');
    await driver.press(dialog.getByRole('button', { name: exactly(t('gifts', 'save')) }));
    await toast(page, t('gifts', 'saved'));
    const card = page.getByRole('article', { name: 'Erna Brandt' });
    await card.getByText(t('gifts', 'status.toWrite')).waitFor();
    await expectAccessible(journey, 'gifts: one to thank');
    await driver.press(card.getByRole('button', { name: exactly(t('gifts', 'gift.markSent')) }));
    await toast(page, t('gifts', 'saved'));
    await driver.choose(page.getByRole('radio', { name: t('gifts', 'view.toThank') }));
    await page.getByRole('heading', { name: t('gifts', 'allThanked') }).waitFor();

    // The gallery section: shown to guests while it has a photo, gone once the couple hides it.
    await uploadPhoto(page, origin, wedding.id);
    const galleryHeading = `>${sectionText('gallery.heading', LOCALE)}<`;
    expect(await guestSiteHtml(server, wedding)).toContain(galleryHeading);
    await page.goto(`${origin}/dashboard/wedding/content?tab=sections`);
    await waitForHydration(page);
    const gallerySwitch = page.getByRole('switch', { name: t('content', 'sections.gallery') });
    await gallerySwitch.waitFor({ state: 'attached' });
    await driver.toggle(gallerySwitch);
    await driver.press(page.getByRole('button', { name: exactly(t('content', 'sections.save')) }));
    await toast(page, t('content', 'sections.saved'));
    await expectAccessible(journey, 'sections: gallery hidden');
    expect(await guestSiteHtml(server, wedding)).not.toContain(galleryHeading);
    expect(journey.session.pageErrors, 'page errors').toEqual([]);
  } catch (error) {
    await reportFailure(journey.session, `planning-together-${mode}`, error);
  } finally {
    await journey.session.close();
  }
}
