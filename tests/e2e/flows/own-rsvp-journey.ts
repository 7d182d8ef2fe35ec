import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { auditInBothColourSchemes } from '../support/accessibility';
import {
  foreignRequests,
  type GuestMode,
  type GuestSession,
  openGuestSession,
  waitForHydration,
} from '../support/browser';
import { coreText, exactly, frameText, ownRsvpText, uiText } from '../support/catalogues';
import { createGuestDriver, type GuestDriver } from '../support/guest-driver';
import type { SiteServer } from '../support/site-server';

/** The names the flow answered with, so the test can check the couple no longer sees them. */
export interface OwnRsvpNames {
  /** Deleted through the private link, in another browser. */
  byLink: string;
  /** Deleted from "your answers" on the device that sent it. */
  onDevice: string;
}

interface Visit {
  session: GuestSession;
  page: Page;
  driver: GuestDriver;
  mode: GuestMode;
}

/** The browser logs a 404 as a console error: expected once, when the deleted answer's link is opened again. */
const EXPECTED_NOT_FOUND = /status of 404.*\/api\/public\/rsvps\//;

async function open(browser: Browser, mode: GuestMode): Promise<Visit> {
  const session = await openGuestSession(browser, mode);
  return { session, page: session.page, driver: createGuestDriver(session.page, mode), mode };
}

async function expectAccessible(visit: Visit, state: string): Promise<void> {
  visit.session.stage = state;
  const audit = await auditInBothColourSchemes(visit.page);
  expect.soft(audit.violations.light, `axe, light, ${visit.mode}: ${state}`).toEqual([]);
  expect.soft(audit.violations.dark, `axe, dark, ${visit.mode}: ${state}`).toEqual([]);
  expect.soft(audit.luminance.dark, `${state}: dark follows the system`).toBeLessThan(audit.luminance.light);
}

function ownAnswers(page: Page): Locator {
  return page.locator('#rsvp').getByRole('region', { name: ownRsvpText('mine.heading', 'de') });
}

/** A short answer (not attending: contact, attendance, message) sent from the RSVP section. */
async function answerNotAttending({ page, driver }: Visit, name: string): Promise<void> {
  const section = page.locator('#rsvp');
  const nameField = section.getByRole('textbox', { name: coreText('rsvp.nameLabel', 'de') });
  await expect.poll(() => nameField.inputValue(), { message: 'a fresh wizard' }).toBe('');
  await driver.type(nameField, name);
  const phone = section.getByRole('group', { name: coreText('rsvp.phoneLabel', 'de') });
  await driver.type(phone.getByRole('textbox', { name: uiText('phoneInput.number', 'de') }), '1512 7654321');
  const next = section.getByRole('button', { name: exactly(coreText('rsvp.next', 'de')) });
  await driver.press(next);
  await driver.choose(section.getByRole('radio', { name: coreText('rsvp.notAttending', 'de') }));
  await driver.press(next);
  await driver.press(section.getByRole('button', { name: exactly(coreText('rsvp.submit', 'de')) }));
  await section.getByText(coreText('rsvp.successTitle', 'de')).first().waitFor();
}

/** Opens the site's RSVP section, admitted; the wizard and "your answers" load as the guest arrives there. */
async function openRsvpSection({ page }: Visit, server: SiteServer): Promise<void> {
  await page.goto(`${server.baseUrl}/de/w/${server.slug}#rsvp`);
  await waitForHydration(page);
  await page
    .locator('#rsvp')
    .getByRole('textbox', { name: coreText('rsvp.nameLabel', 'de') })
    .waitFor();
}

async function failWithContext(visit: Visit, error: unknown): Promise<never> {
  const shot = await visit.page.screenshot({ fullPage: false }).catch(() => undefined);
  const message = error instanceof Error ? error : new Error(String(error));
  if (shot) {
    const file = path.join(tmpdir(), `wedding-e2e-own-rsvp-${visit.mode}-failure.png`);
    await writeFile(file, shot);
    message.message += `\n(screenshot: ${file}; url: ${visit.page.url()})`;
  }
  if (visit.session.pageErrors.length > 0)
    message.message += `\npage errors:\n${visit.session.pageErrors.join('\n')}`;
  if (visit.session.failedApiCalls.length > 0)
    message.message += `\nfailed API calls:\n${visit.session.failedApiCalls.join('\n')}`;
  throw message;
}

/**
 * Privacy, the guest's side: on a 360 px phone a guest sends two answers; the success card shows the private
 * link (copied with its button); "your answers" lists what this phone sent, and one is deleted there (asked
 * first). In a fresh browser with no cookie at all, driven by keyboard only, the private link shows the other
 * answer and deletes it; opened again it says the answer is gone. axe in light and dark at each new screen;
 * every request stays on the site's origin; no page or console error besides the expected 404.
 */
export async function walkOwnRsvpJourney(browser: Browser, server: SiteServer): Promise<OwnRsvpNames> {
  const tag = Math.random().toString(36).slice(2, 8);
  const names: OwnRsvpNames = { byLink: `Frieda Private ${tag}`, onDevice: `Gustav Device ${tag}` };
  const origin = server.baseUrl;
  const device = await open(browser, 'phone');
  let link = '';
  try {
    const { page, driver } = device;
    device.session.stage = 'admission';
    await page.goto(`${origin}/de/w/${server.slug}`);
    await waitForHydration(page);
    const admitted = page.waitForEvent('load');
    await driver.type(
      page.getByRole('textbox', { name: frameText('access.codeLabel', 'de') }),
      server.accessCode,
    );
    await admitted;

    device.session.stage = 'first answer';
    await openRsvpSection(device, server);
    await answerNotAttending(device, names.byLink);
    const section = page.locator('#rsvp');
    const linkField = section.getByRole('textbox', { name: coreText('rsvp.manageLinkLabel', 'de') });
    link = await linkField.inputValue();
    expect(link).toMatch(
      new RegExp(
        `^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/de/w/${server.slug}/rsvp/manage#[a-z0-9]+\\.[\\w-]{43}$`,
      ),
    );
    await device.session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await driver.press(section.getByRole('button', { name: coreText('rsvp.copyManageLink', 'de') }));
    await section.getByRole('button', { name: uiText('copyButton.copied', 'de') }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // The list above the wizard was read again after the answer was stored.
    await ownAnswers(page).getByText(names.byLink).first().waitFor();
    await expectAccessible(device, 'success card with the private link');

    device.session.stage = 'second answer';
    await page.reload();
    await openRsvpSection(device, server);
    await answerNotAttending(device, names.onDevice);
    const answers = ownAnswers(page);
    const items = answers.locator(':scope > ul > li');
    await expect.poll(() => items.count(), { message: 'both answers of this phone' }).toBe(2);
    await expectAccessible(device, 'your answers');

    device.session.stage = 'deleting on the device';
    const item = items.filter({ hasText: names.onDevice });
    await driver.press(item.getByRole('button', { name: exactly(ownRsvpText('manage.delete', 'de')) }));
    const dialog = page.getByRole('alertdialog', { name: ownRsvpText('delete.title', 'de') });
    await dialog.waitFor();
    await expectAccessible(device, 'delete dialog on the device');
    await driver.press(dialog.getByRole('button', { name: ownRsvpText('delete.confirm', 'de') }));
    await answers
      .getByRole('status')
      .filter({ hasText: ownRsvpText('mine.deleted', 'de', { name: names.onDevice }) })
      .waitFor();
    await expect.poll(() => items.count()).toBe(1);
    await expect.poll(() => items.first().textContent()).toContain(names.byLink);
    expect(foreignRequests(device.session.requests, origin), 'requests to other origins').toEqual([]);
    expect(device.session.pageErrors, 'page and console errors on the device').toEqual([]);
  } catch (error) {
    await failWithContext(device, error);
  } finally {
    await device.session.close();
  }

  // Another browser, nothing in common with the phone but the link, and no mouse.
  const elsewhere = await open(browser, 'keyboard');
  try {
    const { page, driver } = elsewhere;
    elsewhere.session.stage = 'private link';
    await page.goto(link);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: ownRsvpText('manage.heading', 'de') }).waitFor();
    await page.getByText(names.byLink).first().waitFor();
    await page.getByText(coreText('rsvp.notAttending', 'de')).first().waitFor();
    await expectAccessible(elsewhere, 'private RSVP page');

    elsewhere.session.stage = 'deleting by the private link';
    await driver.press(page.getByRole('button', { name: ownRsvpText('manage.delete', 'de') }));
    const dialog = page.getByRole('alertdialog', { name: ownRsvpText('delete.title', 'de') });
    await dialog.waitFor();
    // A destructive question starts on its safe answer.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe(ownRsvpText('delete.cancel', 'de'));
    await driver.press(dialog.getByRole('button', { name: ownRsvpText('delete.confirm', 'de') }));
    const deleted = page.getByRole('heading', { level: 1, name: ownRsvpText('manage.deletedTitle', 'de') });
    await deleted.waitFor();
    await expect.poll(() => deleted.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(new URL(page.url()).hash, 'the token leaves the address bar').toBe('');
    await expectAccessible(elsewhere, 'private RSVP page after deleting');

    elsewhere.session.stage = 'the link again';
    await page.goto(link);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: ownRsvpText('manage.notFoundTitle', 'de') }).waitFor();
    await page.getByText(coreText('rsvpNotFound', 'de')).waitFor();
    expect(foreignRequests(elsewhere.session.requests, origin), 'requests to other origins').toEqual([]);
    expect(
      elsewhere.session.pageErrors.filter((error) => !EXPECTED_NOT_FOUND.test(error)),
      'page and console errors with the private link',
    ).toEqual([]);
  } catch (error) {
    await failWithContext(elsewhere, error);
  } finally {
    await elsewhere.session.close();
  }
  return names;
}
