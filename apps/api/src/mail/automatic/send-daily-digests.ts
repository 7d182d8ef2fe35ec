import {
  type AttendanceStatus,
  calendarDayInZone,
  instantOfWallTime,
  zoneOffsetMinutes,
} from '@wedding/core';
import type { AppDeps } from '../../context.js';
import { queueMessages } from '../outbox/queue-messages.js';
import { coupleRecipients, rsvpDeskUrl } from './couple-recipients.js';

/** The digest goes out from this hour of the couple's morning, in the wedding's time zone. */
export const DIGEST_HOUR = 6;
/** Long enough to hold yesterday in any zone (UTC-12 to UTC+14) however late in the day the run comes. */
const LOOK_BACK_MS = 3 * 86_400_000;

const previousDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * Yesterday's answers for each couple who chose a daily digest instead of a notice per answer: yesterday and the
 * morning hour are the wedding's own (its time zone), so couples anywhere get it early in their morning. The job runs
 * every hour; one email per member with a verified address, once per day (its dedupe key), none on a day without
 * answers.
 */
export async function sendDailyDigests(deps: AppDeps): Promise<void> {
  const now = deps.now();
  const weddings = await deps.prisma.wedding.findMany({
    where: {
      rsvpNoticeMode: 'daily',
      rsvps: { some: { submittedAt: { gte: new Date(now.getTime() - LOOK_BACK_MS), lt: now } } },
    },
    select: { id: true, timeZone: true },
  });
  for (const wedding of weddings) {
    const today = calendarDayInZone(now, wedding.timeZone);
    const localHour = new Date(
      now.getTime() + zoneOffsetMinutes(now, wedding.timeZone) * 60_000,
    ).getUTCHours();
    if (localHour < DIGEST_HOUR) continue;
    const day = previousDay(today);
    const window = {
      gte: instantOfWallTime(day, wedding.timeZone, [0, 0]),
      lt: instantOfWallTime(today, wedding.timeZone, [0, 0]),
    };
    const rsvps = await deps.prisma.rsvp.findMany({
      where: { weddingId: wedding.id, submittedAt: window },
      orderBy: { submittedAt: 'asc' },
      select: {
        name: true,
        attendanceStatus: true,
        numberOfGuests: true,
        message: true,
        locale: true,
        guests: { select: { name: true }, orderBy: { position: 'asc' } },
      },
    });
    if (rsvps.length === 0) continue;
    const answers = rsvps.map((rsvp) => ({
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
        locale: member.locale ?? rsvps[0]?.locale ?? 'de',
        userId: member.userId,
        dedupeKey: `rsvpDigest:${day}:${member.userId}`,
        payload: { day, answers, dashboardUrl: rsvpDeskUrl(deps.config.publicUrl) },
      })),
    );
  }
}
