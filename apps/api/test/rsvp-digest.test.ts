import { describe, expect, it } from 'vitest';
import { sendDailyDigests } from '../src/mail/automatic/send-daily-digests.js';
import { TEST_DATABASES, type TestContext } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

describe.each(TEST_DATABASES)("the daily RSVP digest follows the wedding's time zone (%s)", (db) => {
  let ctx: TestContext;
  withTestContext(db, (created) => {
    ctx = created;
  });

  it("sends yesterday's answers of the wedding's own day, from its 06:00, once", async () => {
    const { user } = await ctx.loginAs('user');
    await ctx.prisma.user.update({ where: { id: user.id }, data: { email: `${user.username}@example.org` } });
    const wedding = await ctx.createWedding({ memberIds: [user.id] });
    await ctx.prisma.wedding.update({
      where: { id: wedding.id },
      data: { timeZone: 'Asia/Kolkata', rsvpNoticeMode: 'daily' },
    });
    // 2027-05-01 in Kolkata runs from 2027-04-30T18:30Z to 2027-05-01T18:30Z.
    const answer = (name: string, submittedAt: string) =>
      ctx.prisma.rsvp.create({
        data: {
          weddingId: wedding.id,
          name,
          phone: '+91 98765 43210',
          attendanceStatus: 'attending',
          submittedAt: new Date(submittedAt),
        },
      });
    await answer('Before the day', '2027-04-30T18:29:00Z');
    await answer('Early on the day', '2027-04-30T18:31:00Z');
    await answer('Late on the day', '2027-05-01T18:29:00Z');
    await answer('The next day', '2027-05-01T18:31:00Z');
    const digests = () =>
      ctx.prisma.outboxMessage.findMany({ where: { weddingId: wedding.id, kind: 'rsvpDigest' } });
    const runAt = (iso: string) => sendDailyDigests({ ...ctx.deps, now: () => new Date(iso) });

    // 05:59 on 2 May in Kolkata: the couple's morning has not come yet.
    await runAt('2027-05-02T00:29:00Z');
    expect(await digests()).toHaveLength(0);
    // 06:00 in Kolkata: the digest of 1 May, with exactly that day's answers.
    await runAt('2027-05-02T00:30:00Z');
    const [digest, ...more] = await digests();
    expect(more).toHaveLength(0);
    const payload = digest?.payload as { day: string; answers: { respondentName: string }[] };
    expect(payload.day).toBe('2027-05-01');
    expect(payload.answers.map((entry) => entry.respondentName)).toEqual([
      'Early on the day',
      'Late on the day',
    ]);
    // The hourly runs later that day send nothing more.
    await runAt('2027-05-02T05:30:00Z');
    expect(await digests()).toHaveLength(1);
  });
});
