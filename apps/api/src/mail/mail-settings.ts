import { calendarDayInZone, type MailSettings, type RsvpNoticeMode } from '@wedding/core';
import type { AuthUser } from '../auth/types.js';
import type { AppDeps } from '../context.js';
import { mailCap } from './mail-cap.js';

/** The couple's mail settings as the dashboard shows them, with what sending needs. */
export async function readMailSettings(
  deps: AppDeps,
  weddingId: string,
  user: AuthUser,
): Promise<MailSettings> {
  const [wedding, cap] = await Promise.all([
    deps.prisma.wedding.findUniqueOrThrow({
      where: { id: weddingId },
      select: { rsvpNoticeMode: true, reminderLeadDays: true, rsvpDeadline: true, timeZone: true },
    }),
    mailCap(deps.prisma, weddingId, deps.now()),
  ]);
  return {
    rsvpNoticeMode: wedding.rsvpNoticeMode as RsvpNoticeMode,
    reminderLeadDays: wedding.reminderLeadDays,
    rsvpDeadline: wedding.rsvpDeadline ? calendarDayInZone(wedding.rsvpDeadline, wedding.timeZone) : null,
    senderEmailVerified: user.email !== null,
    mailServerConfigured: deps.config.mail.smtpUrl !== null,
    cap,
  };
}
