import type { Browser, Locator } from 'playwright-core';
import { expect } from 'vitest';
import { type GuestMode, openGuestSession, waitForHydration } from '../support/browser';
import { exactly } from '../support/catalogues';
import { addVirtualAuthenticator } from '../support/passkeys';
import type { SiteServer } from '../support/site-server';
import {
  createCouple,
  type DashboardJourney,
  expectAccessible,
  expectPath,
  logout,
  openAccountPage,
  openJourney,
  openPage,
  reportFailure,
  signIn,
  t,
  toast,
} from './dashboard-steps';

const NEW_PASSWORD = 'ein ganz neues Passwort';

/**
 * docs/requirements.md A2 and A6 on the standard plan: one member, the second place free, the third locked with the
 * upgrade path.
 */
async function lockedSlotAndUpgrade(journey: DashboardJourney): Promise<void> {
  const { page, driver } = journey;
  await page.getByText(t('access', 'bar.count', { current: 1, max: 3 })).waitFor();
  await page.getByText(t('access', 'slot.premiumRequired')).waitFor();
  await expectAccessible(journey, 'access: one member, third place locked');
  await driver.press(page.getByRole('link', { name: exactly(t('access', 'slot.upgrade')) }));
  await expectPath(page, '/dashboard/upgrade');
  await waitForHydration(page);
  await page.getByRole('heading', { name: t('upgrade', 'feature.member.title') }).waitFor();
  await driver.type(page.getByLabel(t('upgrade', 'request.note'), { exact: true }), 'Für die Trauzeugin');
  await driver.press(page.getByRole('button', { name: exactly(t('upgrade', 'request.send')) }));
  await toast(page, t('upgrade', 'request.sent'));
  await page.getByText('Für die Trauzeugin').waitFor();
  await expectAccessible(journey, 'upgrade: request sent');
  await openPage(journey, 'access', '/dashboard/wedding/access');
}

/** A one-time link, made on the access screen; `choose` picks the role (and side) first, else a co-planner's. */
export async function makeInvitationLink(
  journey: DashboardJourney,
  choose?: (dialog: Locator) => Promise<void>,
): Promise<string> {
  const { page, driver } = journey;
  await driver.press(page.getByRole('button', { name: exactly(t('access', 'bar.invite')) }));
  const dialog = page.getByRole('dialog', { name: t('access', 'invite.title') });
  await choose?.(dialog);
  await driver.press(dialog.getByRole('button', { name: exactly(t('access', 'invite.link.create')) }));
  const field = dialog.getByRole('textbox', { name: t('access', 'invite.link.label') });
  await field.waitFor();
  await expectAccessible(journey, 'access: invitation link made');
  const link = await field.inputValue();
  await driver.press(dialog.getByRole('button', { name: exactly(t('access', 'close')) }));
  await page.getByRole('heading', { name: t('access', 'pending.title') }).waitFor();
  return link;
}

/**
 * The invited person, on their own device: joins with a passkey, leaves, and comes back with the passkey alone; then
 * does `asMember` (signed in, on the overview) before the device is put away.
 */
export async function memberJoinsWithPasskey(
  browser: Browser,
  server: SiteServer,
  mode: GuestMode,
  link: string,
  wedding: { slug: string },
  person: { name: string; usernamePrefix: string } = { name: 'Lena Krause', usernamePrefix: 'lena' },
  asMember?: (member: DashboardJourney) => Promise<void>,
): Promise<string> {
  const member = await openJourney(openGuestSession(browser, mode), server, mode, server.passkeyBaseUrl);
  const username = `${person.usernamePrefix}-${mode}-${Date.now().toString(36)}`;
  try {
    const authenticator = await addVirtualAuthenticator(member.page);
    const { page, driver } = member;
    await page.goto(link);
    await waitForHydration(page);
    await page.getByText(t('invitation', 'new.title')).waitFor();
    await expectAccessible(member, 'invitation page');
    await driver.type(page.getByRole('textbox', { name: t('invitation', 'field.name') }), person.name);
    await driver.type(page.getByRole('textbox', { name: t('invitation', 'field.username') }), username);
    await driver.press(page.getByRole('button', { name: exactly(t('invitation', 'accept')) }));
    await expectPath(page, '/dashboard/wedding');
    await page.getByText(`/de/w/${wedding.slug}`, { exact: false }).first().waitFor();
    expect(await authenticator.credentialCount()).toBe(1);
    await logout(member);

    // Signing in again needs nothing but the passkey: no username, no password.
    await page.goto(`${server.passkeyBaseUrl}/login`);
    await waitForHydration(page);
    await driver.press(page.getByRole('button', { name: exactly(t('auth', 'login.passkey')) }));
    await expectPath(page, '/dashboard/wedding');
    await page.getByText(`/de/w/${wedding.slug}`, { exact: false }).first().waitFor();
    await expectAccessible(member, 'member signed in with the passkey');
    await asMember?.(member);
    expect(member.session.pageErrors, 'member page errors').toEqual([]);
    return username;
  } catch (error) {
    return reportFailure(member.session, `member-${mode}`, error);
  } finally {
    await member.session.close();
  }
}

async function removeMember(journey: DashboardJourney, username: string): Promise<void> {
  const { page, driver } = journey;
  await driver.press(page.getByRole('button', { name: t('access', 'member.removeNamed', { username }) }));
  const confirm = page.getByRole('alertdialog', { name: t('access', 'remove.title') });
  await confirm.waitFor();
  await expectAccessible(journey, 'access: confirm removal');
  await driver.press(confirm.getByRole('button', { name: exactly(t('access', 'member.remove')) }));
  await toast(page, t('access', 'removed'));
  await expect.poll(() => page.getByText(username, { exact: true }).count()).toBe(0);
}

/** The spec's invitation in this browser: the passkey is made here (the person beside you), the member appears. */
async function inviteHere(journey: DashboardJourney): Promise<string> {
  const { page, driver } = journey;
  await addVirtualAuthenticator(page);
  await driver.press(page.getByRole('button', { name: exactly(t('access', 'bar.invite')) }));
  const dialog = page.getByRole('dialog', { name: t('access', 'invite.title') });
  await driver.press(dialog.getByRole('button', { name: exactly(t('access', 'invite.here.start')) }));
  await toast(page, t('access', 'invite.added'));
  await page.getByText(t('access', 'bar.count', { current: 2, max: 3 })).waitFor();
  const added = page.getByRole('heading', { level: 2, name: /^member-/ });
  await added.waitFor();
  return ((await added.textContent()) ?? '').trim();
}

/** A password change on one device signs the account out everywhere else. */
async function passwordChangeEndsOtherSessions(
  browser: Browser,
  journey: DashboardJourney,
  login: { username: string; password: string },
): Promise<void> {
  const laptop = await openJourney(
    openGuestSession(browser, 'desktop'),
    journey.server,
    'desktop',
    journey.origin,
  );
  try {
    await signIn(laptop, login, '/dashboard/wedding');
    const { page, driver } = journey;
    await openAccountPage(journey, 'settings', '/account/settings');
    await page.getByRole('heading', { level: 1, name: t('shell', 'crumb.settings') }).waitFor();
    await expectAccessible(journey, 'account settings');
    await driver.type(page.getByLabel(t('account', 'password.current'), { exact: true }), login.password);
    await driver.type(page.getByLabel(t('account', 'password.new'), { exact: true }), NEW_PASSWORD);
    await driver.type(page.getByLabel(t('account', 'password.confirm'), { exact: true }), NEW_PASSWORD);
    await driver.press(page.getByRole('button', { name: exactly(t('account', 'password.save')) }));
    await toast(page, t('account', 'password.changed'));
    // The other device's session is over: its next page asks for the login.
    await laptop.page.goto(`${journey.origin}/dashboard/wedding`);
    await expectPath(laptop.page, '/login');
    // This device stays signed in.
    await page.goto(`${journey.origin}/dashboard/wedding`);
    await expectPath(page, '/dashboard/wedding');
  } finally {
    await laptop.session.close();
  }
}

/**
 * Members: a standard-plan couple sees the locked third place and asks for premium; invites a second
 * person by link, who joins on their own device with a passkey (Chromium's virtual authenticator) and later signs
 * in with the passkey alone; the member is removed after the confirmation; a member is invited by passkey in the
 * couple's browser (docs/requirements.md A7) and removed; a password change ends the couple's other session.
 */
export async function walkMembersJourney(browser: Browser, server: SiteServer, mode: GuestMode) {
  const origin = server.passkeyBaseUrl;
  const { login, wedding } = await createCouple(origin, `members-${mode}`);
  const journey = await openJourney(openGuestSession(browser, mode), server, mode, origin);
  try {
    await signIn(journey, login, '/dashboard/wedding/access');
    await journey.page.getByRole('heading', { level: 1, name: t('shell', 'page.access') }).waitFor();
    await lockedSlotAndUpgrade(journey);
    const link = await makeInvitationLink(journey);
    const username = await memberJoinsWithPasskey(browser, server, mode, link, wedding);
    await journey.page.reload();
    await waitForHydration(journey.page);
    await journey.page.getByText(t('access', 'bar.count', { current: 2, max: 3 })).waitFor();
    await journey.page.getByRole('heading', { level: 2, name: new RegExp(username) }).waitFor();
    await removeMember(journey, username);
    const here = await inviteHere(journey);
    await removeMember(journey, here);
    await passwordChangeEndsOtherSessions(browser, journey, login);
    expect(journey.session.pageErrors, 'page errors').toEqual([]);
  } catch (error) {
    await reportFailure(journey.session, `members-${mode}`, error);
  } finally {
    await journey.session.close();
  }
}
