import type { Locale } from '@wedding/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { auditInBothColourSchemes } from '../support/accessibility';
import { type ApiClient, createApiClient } from '../support/api-client';
import { type GuestSession, openGuestSession, waitForHydration } from '../support/browser';
import { coreText, dashboardText, exactly, frameText, studioText, uiText } from '../support/catalogues';
import { drawnPng } from '../support/drawn-png';
import type { SiteServer } from '../support/site-server';

const LOCALE: Locale = 'de';
/** A colour a couple might pick that is far too pale for text on a white page (below 3:1). */
const PALE_PRIMARY = 'oklch(0.93 0.03 90)';
const PALE_PRIMARY_STORED = 'oklch(0.9300 0.0300 90.00)';
/** Answers the upload refusals make the browser log as console errors: expected here, nothing else is. */
const EXPECTED_REFUSALS = /status of 41[35]/;

interface DesignContext {
  server: SiteServer;
  session: GuestSession;
  page: Page;
}

async function expectAccessible(journey: DesignContext, state: string): Promise<void> {
  journey.session.stage = state;
  const audit = await auditInBothColourSchemes(journey.page);
  expect.soft(audit.violations.light, `axe, light, ${state}`).toEqual([]);
  expect.soft(audit.violations.dark, `axe, dark, ${state}`).toEqual([]);
}

async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
}

async function login(page: Page, server: SiteServer, path: string): Promise<void> {
  await page.goto(`${server.baseUrl}${path}`);
  await expectPath(page, '/login');
  await waitForHydration(page);
  await page
    .getByRole('textbox', { name: dashboardText('auth', 'field.username', LOCALE) })
    .fill(server.couple.username);
  await page
    .getByLabel(dashboardText('auth', 'field.password', LOCALE), { exact: false })
    .fill(server.couple.password);
  await page.getByRole('button', { name: exactly(dashboardText('auth', 'login.submit', LOCALE)) }).click();
  await expectPath(page, path);
}

function toast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** The value of a CSS variable on the first themed root matching `selector`. */
function themeVariable(page: Page, selector: string, name: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, variable) => {
      return getComputedStyle(element).getPropertyValue(variable).trim();
    }, name);
}

/**
 * docs/requirements.md A4: a preset applies at once and saves; the other dashboard tab is told (the cross-tab sync of
 * docs/requirements.md A4).
 */
async function applyPreset(journey: DesignContext, otherTab: Page): Promise<void> {
  const { page } = journey;
  const presetName = 'Sage Modern';
  await page.getByRole('button', { name: new RegExp(presetName) }).click();
  await toast(page, coreText('theme.appliedAndSaved', LOCALE, { name: presetName })).waitFor();
  await expect
    .poll(() => page.getByRole('button', { name: new RegExp(presetName) }).getAttribute('aria-pressed'))
    .toBe('true');
  await toast(otherTab, coreText('theme.updatedFromOtherTab', LOCALE)).waitFor({ timeout: 10_000 });
  await expect
    .poll(() => otherTab.getByRole('button', { name: new RegExp(presetName) }).getAttribute('aria-pressed'))
    .toBe('true');
}

/** The colours tab: a pale primary shows the warning; one action fixes every pair; returns the fixed colour. */
async function lowContrastAndFix(journey: DesignContext): Promise<string> {
  const { page } = journey;
  await page.getByRole('tab', { name: studioText('tab.colors', LOCALE) }).click();
  const value = page.getByRole('textbox', { name: studioText('picker.value', LOCALE) });
  await value.fill(PALE_PRIMARY);
  await value.press('Enter');
  await page
    .getByText(/^Warnung:/)
    .first()
    .waitFor();
  await expectAccessible(journey, 'theme: colours with a contrast warning');
  await page.getByRole('button', { name: studioText('contrast.fixAll', LOCALE) }).click();
  await page.getByText(studioText('contrast.allPass', LOCALE)).waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: studioText('status.saved', LOCALE) })
    .waitFor({ timeout: 15_000 });
  const fixed = await value.inputValue();
  expect(fixed).not.toBe(PALE_PRIMARY_STORED);
  return fixed;
}

/** Opens the guest site in `page`, entering the access code unless this browser is admitted already. */
async function admitToGuestSite(page: Page, server: SiteServer): Promise<void> {
  await page.goto(`${server.baseUrl}/de/w/${server.slug}`);
  await waitForHydration(page);
  const codeField = page.getByRole('textbox', { name: frameText('access.codeLabel', LOCALE) });
  const site = page.locator('#top');
  await codeField.or(site).first().waitFor();
  if (await codeField.isVisible()) {
    const admitted = page.waitForEvent('load');
    await codeField.fill(server.accessCode);
    await admitted;
  }
  await site.waitFor();
  await waitForHydration(page);
}

/** A guest opens the site with the access code; returns the page (the caller closes the session). */
async function openGuestSite(browser: Browser, server: SiteServer): Promise<GuestSession> {
  const guest = await openGuestSession(browser, 'desktop');
  await admitToGuestSite(guest.page, server);
  return guest;
}

/** Upload through the file picker: a photo, an SVG renamed to .jpg and a 6 MB file; returns the photo's name. */
async function uploadThroughPicker(journey: DesignContext): Promise<string> {
  const { page } = journey;
  const text = (key: string, params?: Record<string, string | number>) =>
    dashboardText('gallery', key, LOCALE, params);
  const photo = `e2e-${Date.now().toString(36)}.png`;
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30"/></svg>',
  );
  const large = Buffer.concat([await drawnPng(page, 64, 48), Buffer.alloc(6 * 1024 * 1024)]);
  await page
    .getByLabel(text('upload.choose'), { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles([
      { name: photo, mimeType: 'image/png', buffer: await drawnPng(page, 800, 600) },
      { name: 'urlaub.jpg', mimeType: 'image/jpeg', buffer: svg },
      { name: 'riesig.jpg', mimeType: 'image/jpeg', buffer: large },
    ]);
  const uploads = page.getByRole('list', { name: text('upload.list') });
  const item = (name: string) => uploads.getByRole('listitem').filter({ hasText: name });
  await item(photo)
    .filter({ hasText: text('upload.status.complete') })
    .waitFor({ timeout: 30_000 });
  // The spec's messages, in the person's language: the server refuses the SVG by its content; the browser the size.
  await item('urlaub.jpg')
    .filter({ hasText: coreText('upload.invalidType', LOCALE) })
    .waitFor({ timeout: 15_000 });
  await item('riesig.jpg')
    .filter({ hasText: coreText('upload.tooLarge', LOCALE, { maxMb: 5 }) })
    .waitFor();
  return photo;
}

/**
 * The theme studio and design screens end to end, desktop: the couple picks a preset (the second dashboard tab is
 * told), makes the primary colour too pale, sees the warning, fixes it, a guest's browser shows the new primary colour,
 * undo brings the previous colour back; then an image uploaded through the file picker (an SVG renamed .jpg and a 6 MB
 * file refused with the spec's messages) is tagged, becomes the RSVP page's background, and the guest site shows it.
 * Finally the design pages on a 360 px phone.
 */
export async function walkDesignJourney(browser: Browser, server: SiteServer): Promise<void> {
  const couple = await demoCouple(server);
  const session = await openGuestSession(browser, 'desktop');
  const journey: DesignContext = { server, session, page: session.page };
  let guest: GuestSession | undefined;
  let phone: GuestSession | undefined;
  let uploadedImageId: string | undefined;
  try {
    const { page } = journey;
    await login(page, server, '/dashboard/wedding/theme');
    await page
      .getByRole('heading', { level: 1, name: dashboardText('shell', 'page.theme', LOCALE) })
      .waitFor();
    await page.locator('[data-preview-mode] [data-theme-root]').first().waitFor();
    await waitForHydration(page);
    await expectAccessible(journey, 'theme: presets');

    // A second dashboard tab of the same couple.
    const otherTab = await session.context.newPage();
    await otherTab.goto(`${server.baseUrl}/dashboard/wedding/theme`);
    await otherTab.locator('[data-preview-mode] [data-theme-root]').first().waitFor();
    await waitForHydration(otherTab);

    await applyPreset(journey, otherTab);
    const fixed = await lowContrastAndFix(journey);
    const previewPrimary = await themeVariable(
      page,
      '[data-preview-mode="light"] [data-theme-root]',
      '--wed-color-primary',
    );

    guest = await openGuestSite(browser, server);
    const guestPrimary = await themeVariable(guest.page, '[data-theme-root]', '--wed-color-primary');
    expect(guestPrimary, `the guest sees the fixed primary (${fixed})`).toBe(previewPrimary);

    // The guest page open in another tab of the same browser takes over each save without a reload.
    const liveGuestTab = await session.context.newPage();
    await admitToGuestSite(liveGuestTab, server);
    expect(await themeVariable(liveGuestTab, '[data-theme-root]', '--wed-color-primary')).toBe(
      previewPrimary,
    );
    await liveGuestTab.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // Undo (Ctrl+Z outside a text field) returns the pale colour the fix replaced, and saves it.
    await page.getByRole('tab', { name: studioText('tab.colors', LOCALE) }).focus();
    await page.keyboard.press('Control+z');
    const value = page.getByRole('textbox', { name: studioText('picker.value', LOCALE) });
    await expect.poll(() => value.inputValue()).toBe(PALE_PRIMARY_STORED);
    await page
      .getByText(/^Warnung:/)
      .first()
      .waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: studioText('status.saved', LOCALE) })
      .waitFor({ timeout: 15_000 });
    const undonePrimary = await themeVariable(
      page,
      '[data-preview-mode="light"] [data-theme-root]',
      '--wed-color-primary',
    );
    expect(undonePrimary).not.toBe(previewPrimary);
    await expect
      .poll(() => themeVariable(liveGuestTab, '[data-theme-root]', '--wed-color-primary'), {
        timeout: 10_000,
      })
      .toBe(undonePrimary);
    expect(
      await liveGuestTab.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    await liveGuestTab.close();
    await otherTab.close();

    // Gallery: upload through the file picker, tag, and make it the RSVP page's background.
    await page.goto(`${server.baseUrl}/dashboard/wedding/gallery`);
    await page
      .getByRole('heading', { level: 1, name: dashboardText('shell', 'page.gallery', LOCALE) })
      .waitFor();
    await waitForHydration(page);
    await uploadThroughPicker(journey);
    await expectAccessible(journey, 'gallery: after the uploads');
    // The new image is the last of the grid; without a caption it is named by its place ('Bild 13 von 13').
    const grid = page.getByRole('list', { name: dashboardText('gallery', 'grid.label', LOCALE) });
    // Only the grid's own items (each card holds a list of its tags too).
    const cards = grid.locator(':scope > li');
    const total = await cards.count();
    const name = dashboardText('gallery', 'image.name', LOCALE, { position: total, total });
    const card = cards.last();
    await card
      .getByRole('checkbox', { name: dashboardText('gallery', 'image.select', LOCALE, { name }) })
      .waitFor();
    // Every action of a card is in its menu: tags are edited in a dialog, then the card lists them.
    const cardActions = card.getByRole('button', {
      name: dashboardText('gallery', 'image.actions', LOCALE, { name }),
    });
    await cardActions.click();
    await page.getByRole('menuitem', { name: dashboardText('gallery', 'image.editTags', LOCALE) }).click();
    const tagsDialog = page.getByRole('dialog', {
      name: dashboardText('gallery', 'image.tags', LOCALE, { name }),
    });
    const tags = tagsDialog.getByRole('textbox', {
      name: dashboardText('gallery', 'image.tags', LOCALE, { name }),
    });
    await tags.fill('Hochzeit-E2E');
    await tags.press('Enter');
    await tagsDialog.getByText('hochzeit-e2e', { exact: true }).waitFor();
    await expectAccessible(journey, 'gallery: the tags dialog');
    await tagsDialog.getByRole('button', { name: dashboardText('gallery', 'image.done', LOCALE) }).click();
    await card.getByText('hochzeit-e2e', { exact: true }).waitFor();
    await cardActions.click();
    await page
      .getByRole('menuitem', { name: dashboardText('gallery', 'image.useAsBackground', LOCALE) })
      .click();
    await expectPath(page, '/dashboard/wedding/backgrounds');
    await page.getByRole('tab', { name: dashboardText('gallery', 'page.rsvp', LOCALE) }).click();
    const rsvpPanel = page.getByRole('tabpanel', { name: dashboardText('gallery', 'page.rsvp', LOCALE) });
    await rsvpPanel.getByRole('radio', { name }).check();
    await rsvpPanel.getByText(dashboardText('gallery', 'backgrounds.unsaved', LOCALE)).waitFor();
    await expectAccessible(journey, 'backgrounds: the RSVP page with an unsaved image');
    await rsvpPanel
      .getByRole('button', { name: dashboardText('gallery', 'backgrounds.save', LOCALE) })
      .click();
    await rsvpPanel
      .getByText(
        dashboardText('gallery', 'backgrounds.has', LOCALE, {
          page: dashboardText('gallery', 'page.rsvp', LOCALE),
        }),
      )
      .waitFor();
    await expect
      .poll(() => rsvpPanel.getByText(dashboardText('gallery', 'backgrounds.unsaved', LOCALE)).count())
      .toBe(0);

    // The save is optimistic (the page shows it before the server answers), so the server's state is read until
    // the uploaded image, the last of the gallery, is the RSVP page's background.
    type GalleryImage = { id: string; url: string; pageBackgrounds: { page: string }[] };
    const readGallery = async () =>
      (await couple.api.get<{ data: GalleryImage[] }>(`/api/weddings/${couple.weddingId}/gallery`)).data;
    const uploaded = (await readGallery()).at(-1);
    expect(uploaded).toBeTruthy();
    await expect
      .poll(async () => {
        const images = await readGallery();
        return images.find((image) => image.pageBackgrounds.some((entry) => entry.page === 'rsvp'))?.id;
      })
      .toBe(uploaded?.id);
    uploadedImageId = uploaded?.id;
    // The guest's next visit shows the image behind the RSVP page: guests are served a view kept for up to 3 s
    // (apps/api/src/site/public-view-cache.ts), so the guest reloads until the edit is there.
    const guestPage = guest.page;
    const rsvpBackground = guestPage.locator('[data-page="rsvp"] [data-page-background="rsvp"] > *').first();
    await expect
      .poll(
        async () => {
          await guestPage.reload();
          await rsvpBackground.waitFor({ state: 'attached' });
          return rsvpBackground.evaluate((element) => getComputedStyle(element).backgroundImage);
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toContain(uploaded?.url ?? 'missing');
    expect(guest.pageErrors, 'guest page errors').toEqual([]);

    // The design pages on a 360 px phone, light and dark.
    phone = await openGuestSession(browser, 'phone');
    const phoneJourney: DesignContext = { server, session: phone, page: phone.page };
    await login(phone.page, server, '/dashboard/wedding/theme');
    await phone.page.locator('[data-preview-mode] [data-theme-root]').first().waitFor();
    await waitForHydration(phone.page);
    await expectAccessible(phoneJourney, 'phone: theme');
    await phone.page.goto(`${server.baseUrl}/dashboard/wedding/gallery`);
    await phone.page.getByRole('button', { name: uiText('sidebar.open', LOCALE) }).waitFor();
    await waitForHydration(phone.page);
    await expectAccessible(phoneJourney, 'phone: gallery');
    expect(phone.pageErrors, 'phone page errors').toEqual([]);

    expect(
      session.pageErrors.filter((error) => !EXPECTED_REFUSALS.test(error)),
      'page errors',
    ).toEqual([]);
  } catch (error) {
    const shot = `/tmp/design-journey-${Date.now()}.png`;
    await session.page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    throw new Error(
      `${(error as Error).message}\nscreenshot: ${shot}\npage errors: ${session.pageErrors.join('\n')}\nfailed API calls: ${session.failedApiCalls.join('\n')}`,
      { cause: error },
    );
  } finally {
    await guest?.close();
    await phone?.close();
    await session.close();
    await couple.restore(uploadedImageId);
  }
}

/**
 * The demo couple through the API: the wedding's design as seeded, put back at the end (with the uploaded image
 * removed), so the journeys after this one see the demo wedding they expect.
 */
async function demoCouple(server: SiteServer): Promise<{
  api: ApiClient;
  weddingId: string;
  restore: (imageId: string | undefined) => Promise<void>;
}> {
  const api = createApiClient(server.baseUrl);
  await api.post('/api/auth/login', server.couple);
  const { weddings } = await api.get<{ weddings: { id: string; slug: string }[] }>('/api/weddings');
  const weddingId = weddings.find((entry) => entry.slug === server.slug)?.id;
  if (!weddingId) throw new Error(`the demo couple is no member of ${server.slug}`);
  const { wedding } = await api.get<{ wedding: { customization: { theme: unknown; density: string } } }>(
    `/api/weddings/${weddingId}`,
  );
  const { theme, density } = wedding.customization;
  return {
    api,
    weddingId,
    restore: async (imageId) => {
      if (imageId) await api.send('DELETE', `/api/weddings/${weddingId}/gallery/${imageId}`);
      const restored = await api.send('PATCH', `/api/weddings/${weddingId}`, {
        customization: { theme, density },
      });
      if (restored.status !== 200)
        throw new Error(`the demo design was not restored: ${JSON.stringify(restored)}`);
    },
  };
}
