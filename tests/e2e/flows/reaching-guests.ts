import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
// The test's SMTP server lives with the API's tests (its packages are the API's dev dependencies).
import type { ParsedMail, SmtpSink } from '../../../apps/api/test/support/smtp-sink';
import { recipientOf } from '../../../apps/api/test/support/smtp-sink';
import unsubscribeDe from '../../../packages/guest-site/src/unsubscribe/i18n/de.json' with { type: 'json' };
import { createApiClient } from '../support/api-client';
import { type GuestMode, waitForHydration } from '../support/browser';
import { coreText, exactly, sectionText, uiText } from '../support/catalogues';
import type { SiteServer } from '../support/site-server';
import {
  createCouple,
  type DashboardJourney,
  expectAccessible,
  expectPath,
  LOCALE,
  openGuestSession,
  openJourney,
  openPage,
  reportFailure,
  signIn,
  t,
  toast,
} from './dashboard-steps';

/** The first link in the email's text that matches. */
function linkIn(mail: ParsedMail, pattern: RegExp): string {
  const found = pattern.exec(mail.text ?? '');
  if (!found) throw new Error(`no link ${pattern} in the email "${mail.subject}":\n${mail.text}`);
  return found[0];
}

/** A browser of its own for a guest or a visitor, in the journey's mode. */
async function visitor(
  journey: DashboardJourney,
  server: SiteServer,
  browser: Browser,
): Promise<DashboardJourney> {
  return openJourney(openGuestSession(browser, journey.mode), server, journey.mode, journey.origin);
}

async function verifyEmail(journey: DashboardJourney, smtp: SmtpSink, address: string): Promise<void> {
  const { page, driver } = journey;
  await driver.type(page.getByRole('textbox', { name: t('account', 'email.field') }), address);
  await driver.press(page.getByRole('button', { name: exactly(t('account', 'email.submit')) }));
  await page
    .getByText(t('account', 'email.sent', { email: address }))
    .first()
    .waitFor();
  await expectAccessible(journey, 'account settings: verification link sent');
  const mail = await smtp.waitFor(
    (m) => recipientOf(m) === address && (m.text ?? '').includes('/verify-email#'),
  );
  // The link opens in the browser the couple is signed in with (it would work in any).
  await page.goto(linkIn(mail, /https?:\/\/\S+\/account\/verify-email#[\w-]+/));
  await page
    .getByText(t('account', 'verify.done', { email: address }))
    .first()
    .waitFor();
  await expectAccessible(journey, 'email verified');
  await driver.press(page.getByRole('link', { name: t('account', 'verify.toDashboard') }));
  await expectPath(page, /^\/dashboard\/wedding/);
  await waitForHydration(page);
}

async function sendInvitations(journey: DashboardJourney): Promise<void> {
  const { page, driver } = journey;
  await openPage(journey, 'mail', '/dashboard/wedding/mail');
  // The invitation is what the form starts with.
  expect(await page.getByRole('radio', { name: t('mail', 'kind.invitation') }).isChecked()).toBe(true);
  await driver.type(
    page.getByRole('textbox', { name: t('mail', 'compose.note') }),
    'Wir freuen uns auf euch!',
  );
  await driver.press(page.getByRole('button', { name: exactly(t('mail', 'compose.preview')) }));
  const send = page.getByRole('button', { name: exactly(t('mail', 'send.button.other', { count: 2 })) });
  await send.waitFor();
  await expectAccessible(journey, 'mail: invitation previewed for two households');
  await driver.press(send);
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await driver.press(dialog.getByRole('button', { name: exactly(t('mail', 'send.confirm')) }));
  await toast(page, t('mail', 'send.done', { count: 2 }));
}

async function chooseReminder(journey: DashboardJourney): Promise<void> {
  const { page, driver } = journey;
  const chip = page.getByRole('button', { name: exactly(t('mail', 'days.other', { count: 3 })) });
  await driver.press(chip);
  await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
  await driver.press(page.getByRole('button', { name: exactly(t('mail', 'settings.save')) }));
  await toast(page, t('mail', 'settings.saved'));
  await expectAccessible(journey, 'mail: a reminder three days before the deadline');
}

/** The household's link admits without the code; the site greets it and the RSVP starts with its name. */
async function answerByPersonalLink(guest: DashboardJourney, link: string, name: string, email: string) {
  const { page, driver } = guest;
  await page.goto(link);
  await waitForHydration(page);
  await expect.poll(() => new URL(page.url()).pathname).not.toContain('/i/');
  await page
    .getByText(sectionText('hero.greetingOne', LOCALE, { names: name }))
    .first()
    .waitFor();
  await page.goto(`${new URL(page.url()).origin}${new URL(page.url()).pathname}#rsvp`);
  await waitForHydration(page);
  const section = page.locator('#rsvp');
  const nameField = section.getByRole('textbox', { name: coreText('rsvp.nameLabel', LOCALE) });
  await expect.poll(() => nameField.inputValue(), { message: 'the household is named' }).toBe(name);
  await expectAccessible(guest, 'guest site by personal link: greeted, RSVP with the name');
  const phone = section.getByRole('group', { name: coreText('rsvp.phoneLabel', LOCALE) });
  await driver.type(
    phone.getByRole('textbox', { name: uiText('phoneInput.number', LOCALE) }),
    '1512 7654321',
  );
  await driver.type(section.getByRole('textbox', { name: coreText('rsvp.emailLabel', LOCALE) }), email);
  const next = section.getByRole('button', { name: exactly(coreText('rsvp.next', LOCALE)) });
  await driver.press(next);
  await driver.choose(section.getByRole('radio', { name: coreText('rsvp.notAttending', LOCALE) }));
  await driver.press(next);
  await driver.press(section.getByRole('button', { name: exactly(coreText('rsvp.submit', LOCALE)) }));
  await section.getByText(coreText('rsvp.successTitle', LOCALE)).first().waitFor();
}

async function unsubscribe(guest: DashboardJourney, link: string): Promise<void> {
  const { page, driver } = guest;
  await page.goto(link);
  await waitForHydration(page);
  const confirm = page.getByRole('button', { name: exactly(unsubscribeText('confirm')) });
  await confirm.waitFor();
  await expectAccessible(guest, 'unsubscribe page');
  await driver.press(confirm);
  await page.getByRole('heading', { name: unsubscribeText('doneTitle') }).waitFor();
}

async function resetForgottenPassword(
  visitorJourney: DashboardJourney,
  smtp: SmtpSink,
  address: string,
  newPassword: string,
): Promise<void> {
  const { page, driver } = visitorJourney;
  await page.goto(`${visitorJourney.origin}/login`);
  await waitForHydration(page);
  await driver.press(page.getByRole('link', { name: t('auth', 'login.forgot') }));
  await expectPath(page, '/forgot-password');
  await waitForHydration(page);
  await driver.type(page.getByRole('textbox', { name: t('auth', 'forgot.login') }), address);
  await driver.press(page.getByRole('button', { name: exactly(t('auth', 'forgot.submit')) }));
  await page.getByText(t('auth', 'forgot.answer')).first().waitFor();
  await expectAccessible(visitorJourney, 'forgotten password: the same answer for anyone');
  const mail = await smtp.waitFor(
    (m) => recipientOf(m) === address && (m.text ?? '').includes('/reset-password#'),
  );
  await page.goto(linkIn(mail, /https?:\/\/\S+\/reset-password#[\w-]+/));
  await waitForHydration(page);
  await driver.type(page.getByLabel(t('auth', 'reset.password'), { exact: true }), newPassword);
  await driver.type(page.getByLabel(t('auth', 'reset.confirm'), { exact: true }), newPassword);
  await driver.press(page.getByRole('button', { name: exactly(t('auth', 'reset.submit')) }));
  await page.getByText(t('auth', 'reset.done')).first().waitFor();
  await expectAccessible(visitorJourney, 'password reset done');
}

/** The unsubscribe page's strings (German, the journey's language). */
function unsubscribeText(key: keyof typeof unsubscribeDe): string {
  const text = unsubscribeDe[key];
  if (text === undefined) throw new Error(`the unsubscribe catalogue has no key '${key}'`);
  return text;
}

/**
 * Reaching guests, end to end through a real SMTP server: a new couple verifies its email address, sends the
 * invitation to two households from the dashboard; each email's personal link opens the site without the code,
 * greets the household and names it in the RSVP; one household answers and gets the confirmation with its private
 * link, the couple the notice; with a deadline two days ahead and a reminder three days before it, the other
 * household is reminded and unsubscribes; a save-the-date then reaches only the first; a forgotten password is
 * reset by email. axe in light and dark on every new screen.
 */
export async function walkReachingGuests(
  browser: Browser,
  server: SiteServer,
  mode: GuestMode,
  smtp: SmtpSink,
): Promise<void> {
  // The links in the emails name PUBLIC_URL (localhost): the couple works there too, so its session applies.
  const origin = server.passkeyBaseUrl;
  const { login, wedding } = await createCouple(origin, `reach-${mode}`);
  const tag = `${mode}-${Date.now().toString(36)}`;
  const addresses = {
    couple: `couple-${tag}@example.org`,
    ada: `ada-${tag}@example.org`,
    grace: `grace-${tag}@example.org`,
  };
  const api = createApiClient(origin);
  await api.post('/api/auth/login', login);
  for (const [firstName, lastName, email] of [
    ['Ada', 'Lovelace', addresses.ada],
    ['Grace', 'Hopper', addresses.grace],
  ] as const) {
    await api.post(`/api/weddings/${wedding.id}/guests`, { firstName, lastName, email });
  }

  const journey = await openJourney(openGuestSession(browser, mode), server, mode, origin);
  let stage: DashboardJourney = journey;
  try {
    await signIn(journey, login, '/account/settings');
    await verifyEmail(journey, smtp, addresses.couple);
    await sendInvitations(journey);
    const invitationTo = (address: string) =>
      smtp.waitFor((m) => recipientOf(m) === address && (m.text ?? '').includes('/i/'));
    const [adaMail, graceMail] = await Promise.all([
      invitationTo(addresses.ada),
      invitationTo(addresses.grace),
    ]);
    const personal = (mail: ParsedMail) =>
      linkIn(mail, new RegExp(`https?://\\S+/w/${wedding.slug}/i/[\\w.-]+`));
    expect(adaMail.text).toContain('Wir freuen uns auf euch!');

    const ada = await visitor(journey, server, browser);
    stage = ada;
    await answerByPersonalLink(ada, personal(adaMail), 'Ada Lovelace', addresses.ada);
    const confirmation = await smtp.waitFor(
      (m) => recipientOf(m) === addresses.ada && (m.text ?? '').includes('/rsvp/manage#'),
    );
    // The private link of the confirmation opens the guest's own answer.
    await ada.page.goto(linkIn(confirmation, /https?:\/\/\S+\/rsvp\/manage#\S+/));
    await ada.page.getByText('Ada Lovelace').first().waitFor();
    await smtp.waitFor((m) => recipientOf(m) === addresses.couple && (m.text ?? '').includes('Ada Lovelace'));
    await ada.session.close();

    stage = journey;
    const deadline = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const saved = await api.send('PUT', `/api/weddings/${wedding.id}/rsvp-deadline`, {
      rsvpDeadline: deadline,
    });
    expect(saved.status).toBe(200);
    await journey.page.reload();
    await waitForHydration(journey.page);
    await chooseReminder(journey);
    const reminder = await smtp.waitFor(
      (m) => recipientOf(m) === addresses.grace && m.subject !== graceMail.subject,
      60_000,
    );
    expect(personal(reminder)).toBe(personal(graceMail));
    expect(
      smtp.received.filter((m) => recipientOf(m) === addresses.ada && m.subject === reminder.subject),
    ).toEqual([]);

    const grace = await visitor(journey, server, browser);
    stage = grace;
    await unsubscribe(grace, linkIn(reminder, /https?:\/\/\S+\/unsubscribe#[\w-]+/));
    await grace.session.close();

    stage = journey;
    const received = smtp.received.length;
    const sent = await api.post<{ queued: number; skipped: { suppressed: number } }>(
      `/api/weddings/${wedding.id}/mail/send`,
      { kind: 'saveTheDate', selection: { audience: 'all' } },
    );
    // The unsubscribed household is left out before anything is written.
    expect(sent).toMatchObject({ queued: 1, skipped: { suppressed: 1 } });
    const saveTheDate = await smtp.waitFor(
      (m) => smtp.received.indexOf(m) >= received && recipientOf(m) === addresses.ada,
    );
    expect(saveTheDate.text).toContain('/i/');
    expect(smtp.received.slice(received).filter((m) => recipientOf(m) === addresses.grace)).toEqual([]);

    const someone = await visitor(journey, server, browser);
    stage = someone;
    await resetForgottenPassword(someone, smtp, addresses.couple, 'ein ganz neues Passwort');
    await someone.session.close();
    const signedIn = createApiClient(origin);
    await signedIn.post('/api/auth/login', { username: login.username, password: 'ein ganz neues Passwort' });
  } catch (error) {
    await reportFailure(stage.session, `reaching-guests-${mode}`, error);
  } finally {
    await journey.session.close();
  }
}
