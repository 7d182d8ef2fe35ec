import type { AttendanceStatus } from '@wedding/core';
import type { AppDeps } from '../../context.js';
import { queueMessages } from '../outbox/queue-messages.js';
import { coupleRecipients, rsvpDeskUrl } from './couple-recipients.js';

const DAY_MS = 86_400_000;

/**
 * Yesterday's answers (UTC) for each couple who chose a daily digest instead of a notice per answer: one email per
 * member with a verified address, once per day (its dedupe key), none on a day without answers.
 */
export async function sendDailyDigests(deps: AppDeps): Promise<void> {
  const now = deps.now();
  const todayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const dayStart = new Date(todayStart.getTime() - DAY_MS);
  const day = dayStart.toISOString().slice(0, 10);
  const weddings = await deps.prisma.wedding.findMany({
    where: { rsvpNoticeMode: 'daily', rsvps: { some: { submittedAt: { gte: dayStart, lt: todayStart } } } },
    select: {
      id: true,
      rsvps: {
        where: { submittedAt: { gte: dayStart, lt: todayStart } },
        orderBy: { submittedAt: 'asc' },
        select: {
          name: true,
          attendanceStatus: true,
          numberOfGuests: true,
          message: true,
          locale: true,
          guests: { select: { name: true }, orderBy: { position: 'asc' } },
        },
      },
    },
  });
  for (const wedding of weddings) {
    const answers = wedding.rsvps.map((rsvp) => ({
      respondentName: rsvp.name,
      attendance: rsvp.attendanceStatus as AttendanceStatus,
      numberOfGuests: rsvp.numberOfGuests,
      names: rsvp.guests.length > 0 ? rsvp.guests.map((guest) => guest.name) : [rsvp.name],
      message: rsvp.message,
    }));
    const couple = await coupleRecipients(deps.prisma, wedding.id);
    await queueMessages(
      deps,
      couple.map((member) => ({
        weddingId: wedding.id,
        kind: 'rsvpDigest' as const,
        toAddress: member.email,
        toName: member.name,
        locale: member.locale ?? wedding.rsvps[0]?.locale ?? 'de',
        userId: member.userId,
        dedupeKey: `rsvpDigest:${day}:${member.userId}`,
        payload: { day, answers, dashboardUrl: rsvpDeskUrl(deps.config.publicUrl) },
      })),
    );
  }
}
