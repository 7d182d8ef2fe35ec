import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { type CreatedWedding, TEST_DATABASES, type TestClient, type TestContext } from './harness.js';
import { addHouseholds, type HouseholdFixture } from './support/household-fixture.js';
import { recipientOf, type SmtpSink, startSmtpSink } from './support/smtp-sink.js';
import { withTestContext } from './support/with-test-context.js';

/** The real site build (turbo builds @wedding/site before these tests: see turbo.json `@wedding/api#test`). */
const SITE_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../site/dist');

const linkIn = (mail: ParsedMail, pattern: RegExp) => {
  const match = pattern.exec(mail.text ?? '');
  if (!match) throw new Error(`no link ${pattern} in: ${mail.text}`);
  return match[0];
};

describe.each(TEST_DATABASES)('email through a real SMTP server (%s)', (db) => {
  let smtp: SmtpSink;
  let ctx: TestContext;
  let couple: TestClient;
  let coupleUser: { id: string; username: string };
  let wedding: CreatedWedding;
  let party: HouseholdFixture;

  withTestContext(db, async (created) => {
    smtp = await startSmtpSink();
    ctx = await created.withConfig({
      mail: { smtpUrl: smtp.url, from: 'Wedding <hello@wedding.test>' },
      publicUrl: 'https://wedding.test',
      staticApps: { site: SITE_DIST },
    });
    await ctx.startJobs();
    const login = await ctx.loginAs('user');
    couple = login.client;
    coupleUser = login.user;
    wedding = await ctx.createWedding({ memberIds: [login.user.id], brideName: 'Anna', groomName: 'Ben' });
    party = await addHouseholds(ctx, wedding, {
      adaEmail: 'ada@example.org',
      graceEmail: 'grace@example.org',
    });
  });

  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });

  const W = () => `/api/weddings/${wedding.id}`;
  const invitation = (selection: object, requestId?: string) => ({
    kind: 'invitation',
    note: 'We would love to see you!',
    selection,
    ...(requestId ? { requestId } : {}),
  });

  it('sending to guests needs a verified email; the verification link arrives and verifies', async () => {
    const refused = await couple.post(`${W()}/mail/send`, invitation({ audience: 'all' }));
    expect([refused.status, refused.body.error]).toEqual([403, 'verifiedEmailRequired']);

    const asked = await couple.put('/api/account/email', { email: 'Anna@Example.org ' });
    expect([asked.status, asked.body]).toEqual([202, { pendingEmail: 'anna@example.org' }]);
    const mail = await smtp.waitFor((m) => recipientOf(m) === 'anna@example.org');
    const link = linkIn(mail, /https:\/\/wedding\.test\/account\/verify-email#[\w-]+/);
    const token = link.split('#')[1];
    expect((await ctx.client().post('/api/account/email/verify', { token: 'x'.repeat(43) })).body.error).toBe(
      'linkInvalid',
    );
    const verified = await ctx.client().post('/api/account/email/verify', { token });
    expect([verified.status, verified.body]).toEqual([200, { email: 'anna@example.org' }]);
    // Single use.
    expect((await ctx.client().post('/api/account/email/verify', { token })).status).toBe(400);
    expect((await couple.get('/api/auth/me')).body.user.email).toBe('anna@example.org');
  });

  it('previews who an invitation reaches, then sends each household its personal link once', async () => {
    const preview = await couple.post(`${W()}/mail/preview`, invitation({ audience: 'all' }));
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ recipients: 2, skipped: { noEmail: 0, suppressed: 0 } });
    expect(preview.body.sample.subject).not.toBe('');
    expect(preview.body.sample.html).toContain('We would love to see you!');

    const requestId = crypto.randomUUID();
    const sent = await couple.post(`${W()}/mail/send`, invitation({ audience: 'all' }, requestId));
    expect([sent.status, sent.body.queued]).toEqual([202, 2]);
    // The same request again (a double click) writes nothing new.
    expect(
      (await couple.post(`${W()}/mail/send`, invitation({ audience: 'all' }, requestId))).body.queued,
    ).toBe(0);

    const ada = await smtp.waitFor((m) => recipientOf(m) === 'ada@example.org');
    const headers = ada.headerLines.map((line) => line.line);
    expect(headers.filter((line) => /^List-Unsubscribe:/i.test(line))).toHaveLength(1);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(ada.replyTo?.text).toContain('anna@example.org');
    const personal = linkIn(
      ada,
      new RegExp(`https://wedding\\.test/de/w/${wedding.slug}/i/${party.head}\\.1\\.[\\w-]{22}`),
    );
    // The link in the email opens the site without the code.
    const guest = ctx.client();
    expect((await guest.get(new URL(personal).pathname)).headers.location).toBe(`/de/w/${wedding.slug}`);
    expect((await guest.get(`/api/public/weddings/${wedding.slug}`)).body.wedding.household.names).toEqual([
      'Ada Lovelace',
      'Byron Lovelace',
    ]);
    const adaGuests = await ctx.prisma.guest.findMany({ where: { partyId: party.head } });
    expect(adaGuests.every((guest) => guest.invitationSent)).toBe(true);

    const outbox = await couple.get(`${W()}/outbox`);
    expect(outbox.body.total).toBe(2);
    await expect
      .poll(async () => (await couple.get(`${W()}/outbox?status=sent`)).body.total, { timeout: 10_000 })
      .toBe(2);
  });

  it('an answer brings the guest a confirmation with the private link, and the couple a notice', async () => {
    const guest = await ctx.guestOf(wedding);
    const rsvp = await guest.post(`/api/public/weddings/${wedding.slug}/rsvp?locale=en`, {
      name: 'Grace Hopper',
      phone: '+49 170 7654321',
      email: 'grace@example.org',
      attendanceStatus: 'attending',
      numberOfGuests: 1,
      guests: [{ name: 'Grace Hopper' }],
    });
    expect(rsvp.status, JSON.stringify(rsvp.body)).toBe(201);
    const confirmation = await smtp.waitFor(
      (m) => recipientOf(m) === 'grace@example.org' && (m.text ?? '').includes('/rsvp/manage#'),
    );
    expect(confirmation.text).toContain(
      `https://wedding.test/en/w/${wedding.slug}/rsvp/manage#${encodeURIComponent(rsvp.body.rsvp.manageToken)}`,
    );
    const notice = await smtp.waitFor(
      (m) => recipientOf(m) === 'anna@example.org' && (m.text ?? '').includes('Grace'),
    );
    expect(notice.text).toContain('https://wedding.test/dashboard/wedding/rsvp');
  });

  it('a household without an answer gets one reminder when the deadline comes near; the answered one none', async () => {
    const deadline = new Date(Date.now() + 2 * 86_400_000).toISOString();
    expect((await couple.put(`${W()}/rsvp-deadline`, { rsvpDeadline: deadline })).status).toBe(200);
    const settings = await couple.put(`${W()}/mail/settings`, {
      rsvpNoticeMode: 'each',
      reminderLeadDays: [3, 14],
    });
    expect(settings.body.settings).toMatchObject({ reminderLeadDays: [14, 3], senderEmailVerified: true });
    await expect
      .poll(
        async () => ctx.prisma.outboxMessage.count({ where: { weddingId: wedding.id, kind: 'reminder' } }),
        {
          timeout: 15_000,
        },
      )
      .toBe(1);
    await expect
      .poll(
        async () =>
          (await ctx.prisma.outboxMessage.findFirst({ where: { weddingId: wedding.id, kind: 'reminder' } }))
            ?.status,
        {
          timeout: 15_000,
        },
      )
      .toBe('sent');
    const reminder = await ctx.prisma.outboxMessage.findFirstOrThrow({
      where: { weddingId: wedding.id, kind: 'reminder' },
    });
    // Grace answered; Ada's household did not.
    expect(reminder.toAddress).toBe('ada@example.org');
    const mail = await smtp.waitFor(
      (m) => recipientOf(m) === 'ada@example.org' && m.subject === reminder.subject,
    );
    expect(mail.text).toContain(`/i/${party.head}.`);
    const runs = await ctx.prisma.reminderRun.findMany({ where: { weddingId: wedding.id } });
    expect(runs.map((run) => [run.leadDays, run.sent]).sort()).toEqual([
      [14, 0],
      [3, 1],
    ]);
  });

  it('an unsubscribed guest gets nothing more from this wedding', async () => {
    const message = await ctx.prisma.outboxMessage.findFirstOrThrow({
      where: { weddingId: wedding.id, toAddress: 'ada@example.org', kind: 'invitation' },
    });
    const mail = smtp.received.find(
      (m) => m.subject === message.subject && recipientOf(m) === 'ada@example.org',
    );
    const page = linkIn(mail as ParsedMail, /https:\/\/wedding\.test\/de\/w\/[\w-]+\/unsubscribe#[\w-]+/);
    const token = page.split('#')[1] as string;
    const view = await ctx.client().get(`/api/public/mail/unsubscribe/${token}`);
    expect(view.body).toEqual({ couple: 'Anna & Ben', address: 'ada@example.org', unsubscribed: false });
    // The one-click POST of a mail app: no cookies, no CSRF token.
    const oneClick = await ctx
      .client()
      .raw.post(`/api/public/mail/unsubscribe/${token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect((await ctx.client().get(`/api/public/mail/unsubscribe/${token}`)).body.unsubscribed).toBe(true);

    const households = await couple.get(`${W()}/households`);
    expect(households.body.households[0]).toMatchObject({ id: party.head, emailState: 'unsubscribed' });
    const preview = await couple.post(
      `${W()}/mail/preview`,
      invitation({ audience: 'chosen', households: [party.head] }),
    );
    expect(preview.body).toMatchObject({ recipients: 0, skipped: { suppressed: 1 } });
    const send = await couple.post(
      `${W()}/mail/send`,
      invitation({ audience: 'chosen', households: [party.head] }),
    );
    expect([send.status, send.body.error]).toEqual([400, 'noRecipients']);
  });

  it('a refused address fails with the server reason, is marked bounced, and the message can be retried', async () => {
    const rory = await ctx.prisma.guest.create({
      data: {
        weddingId: wedding.id,
        name: 'Rory Williams',
        email: 'rory@example.org',
        partyName: 'Rory Williams',
      },
    });
    await ctx.prisma.guest.update({ where: { id: rory.id }, data: { partyId: rory.id } });
    smtp.refuse('rory@example.org');
    const send = await couple.post(`${W()}/mail/send`, {
      kind: 'saveTheDate',
      selection: { audience: 'chosen', households: [rory.id] },
    });
    expect(send.status).toBe(202);
    await expect
      .poll(async () => (await couple.get(`${W()}/outbox?status=failed`)).body.data[0]?.error ?? null, {
        timeout: 15_000,
      })
      .toContain('No such user');
    expect(
      (await couple.get(`${W()}/households`)).body.households.find((h: { id: string }) => h.id === rory.id),
    ).toMatchObject({ emailState: 'bounced' });
    const retried = await couple.post(`${W()}/outbox/retry`);
    expect(retried.body).toEqual({ retried: 1 });
    // Bounced since: the retry does not write to it again.
    await expect
      .poll(async () => (await couple.get(`${W()}/outbox?status=suppressed`)).body.total, { timeout: 15_000 })
      .toBe(1);
  });

  it('past the daily cap a blast is refused with the cap and when it resets', async () => {
    await ctx.prisma.outboxMessage.createMany({
      data: Array.from({ length: 60 }, (_, index) => ({
        weddingId: wedding.id,
        kind: 'invitation',
        toAddress: `old${index}@example.org`,
        locale: 'de' as const,
        status: 'sent' as const,
      })),
    });
    const refused = await couple.post(`${W()}/mail/send`, invitation({ audience: 'all' }));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'dailyMailCapReached', details: { limit: 50 } });
    expect(refused.body.details.usedToday).toBeGreaterThanOrEqual(60);
    expect(new Date(refused.body.details.resetsAt).getUTCHours()).toBe(0);
  });

  it('a forgotten password: the same answer for anyone, a single-use link for a verified account', async () => {
    const unknown = await ctx.client().post('/api/auth/password-reset', { login: 'nobody-at-all' });
    const known = await ctx.client().post('/api/auth/password-reset', { login: 'ANNA@example.org' });
    expect([unknown.status, unknown.body]).toEqual([202, { requested: true }]);
    expect([known.status, known.body]).toEqual([202, { requested: true }]);
    const mail = await smtp.waitFor(
      (m) => recipientOf(m) === 'anna@example.org' && (m.text ?? '').includes('/reset-password#'),
    );
    const token = linkIn(mail, /\/reset-password#[\w-]+/).split('#')[1];
    const done = await ctx
      .client()
      .post('/api/auth/password-reset/confirm', { token, password: 'a brand new passphrase' });
    expect([done.status, done.body]).toEqual([200, { reset: true }]);
    // Every session ended; the new password signs in; the link works once.
    expect((await couple.get('/api/auth/me')).status).toBe(401);
    const login = await ctx.client().post('/api/auth/login', {
      username: coupleUser.username,
      password: 'a brand new passphrase',
    });
    expect(login.status).toBe(200);
    const again = await ctx
      .client()
      .post('/api/auth/password-reset/confirm', { token, password: 'another passphrase!' });
    expect([again.status, again.body.error]).toEqual([400, 'linkInvalid']);

    // Staff read the outbox, but never an account link's secret.
    const { client: staff } = await ctx.loginAs('admin');
    const list = await staff.get('/api/admin/outbox?search=anna%40example.org');
    const reset = list.body.data.find((row: { kind: string }) => row.kind === 'passwordReset');
    const detail = await staff.get(`/api/admin/outbox/${reset.id}`);
    expect(detail.body.message.text).not.toContain(token);
    expect(detail.body.message.text).toContain('/reset-password#••••••');
    const sent = await staff.post(`/api/admin/customers/${coupleUser.id}/password-reset`);
    expect([sent.status, sent.body]).toEqual([202, { sentTo: 'a•••@example.org' }]);
  });
});

describe.each(TEST_DATABASES)('email without a mail server (%s)', (db) => {
  let ctx: TestContext;

  withTestContext(db, async (created) => {
    ctx = created;
    await ctx.startJobs();
  });

  it('keeps every message in the outbox, rendered and marked as not sent', async () => {
    const { client, user } = await ctx.loginAs('user');
    const wedding = await ctx.createWedding({ memberIds: [user.id] });
    await ctx.prisma.user.update({ where: { id: user.id }, data: { email: 'couple@example.org' } });
    await addHouseholds(ctx, wedding, { graceEmail: 'grace@example.org' });
    const sent = await client.post(`/api/weddings/${wedding.id}/mail/send`, {
      kind: 'saveTheDate',
      selection: { audience: 'all' },
    });
    expect(sent.body.queued).toBe(2);
    await expect
      .poll(async () => (await client.get(`/api/weddings/${wedding.id}/outbox?status=unsent`)).body.total, {
        timeout: 15_000,
      })
      .toBe(2);
    const page = await client.get(`/api/weddings/${wedding.id}/outbox`);
    expect(page.body).toMatchObject({ mailServerConfigured: false });
    expect(page.body.data[0]).toMatchObject({ status: 'unsent', error: 'no mail server configured' });
    const detail = await client.get(`/api/weddings/${wedding.id}/outbox/${page.body.data[0].id}`);
    expect(detail.body.message.html).toContain('<html');
    // Another couple cannot read it.
    const { client: stranger } = await ctx.loginAs('user');
    expect((await stranger.get(`/api/weddings/${wedding.id}/outbox/${page.body.data[0].id}`)).status).toBe(
      404,
    );
  });
});
