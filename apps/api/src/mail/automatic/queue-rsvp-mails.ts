import { type AttendanceStatus, type Locale, rsvpManageHref } from '@wedding/core';
import { Prisma } from '@wedding/db';
import type { RsvpAnswerSummary } from '@wedding/mail';
import type { AppDeps } from '../../context.js';
import { queryRows } from '../../database/query-rows.js';
import { capRemaining, type MailCapCounts, mailCapCountsSql, mailCapOf } from '../mail-cap.js';
import type { NewMessage } from '../outbox/new-message.js';
import { queueMessages } from '../outbox/queue-messages.js';
import { type CoupleRecipient, coupleRecipientsSql, rsvpDeskUrl } from './couple-recipients.js';

export type AnsweredRsvp = {
  weddingId: string;
  slug: string;
  rsvpId: string;
  manageToken: string;
  locale: Locale;
  name: string;
  email: string | null;
  attendanceStatus: AttendanceStatus;
  numberOfGuests: number;
  names: string[];
  message: string | null;
};

/**
 * After an answer: its confirmation to the guest who gave an email (with the private link to change it), and a
 * notice to each member with a verified address when the couple wants one per answer (a digest is written daily
 * instead: digests.ts). Each at most once per RSVP; past the daily cap they wait until it resets.
 */
export async function queueRsvpMails(deps: AppDeps, rsvp: AnsweredRsvp): Promise<void> {
  // One raw statement: this runs after every RSVP, where each round trip and each Prisma model query cost CPU that
  // the next guest's answer waits for (bench/rsvp-cluster.mjs).
  const [wedding] = await queryRows<{ rsvpNoticeMode: string; couple: CoupleRecipient[] } & MailCapCounts>(
    deps.pool,
    Prisma.sql`
      SELECT w."rsvpNoticeMode"::text AS "rsvpNoticeMode", ${coupleRecipientsSql(rsvp.weddingId)} AS couple,
        ${mailCapCountsSql(rsvp.weddingId, deps.now())}
      FROM weddings w WHERE w.id = ${rsvp.weddingId}`,
  );
  if (!wedding) return;
  const cap = mailCapOf(wedding, deps.now());
  const couple = wedding.couple;
  const answer: RsvpAnswerSummary = {
    respondentName: rsvp.name,
    attendance: rsvp.attendanceStatus,
    numberOfGuests: rsvp.numberOfGuests,
    names: rsvp.names,
    message: rsvp.message,
  };
  const messages: NewMessage[] = [];
  if (rsvp.email) {
    messages.push({
      weddingId: rsvp.weddingId,
      kind: 'rsvpConfirmation',
      toAddress: rsvp.email,
      toName: rsvp.name,
      locale: rsvp.locale,
      dedupeKey: `rsvpConfirmation:${rsvp.rsvpId}`,
      payload: {
        recipientName: rsvp.name,
        answer,
        manageUrl: `${deps.config.publicUrl}${rsvpManageHref(rsvp.locale, rsvp.slug, rsvp.manageToken)}`,
      },
    });
  }
  if (wedding.rsvpNoticeMode === 'each') {
    for (const member of couple) {
      messages.push({
        weddingId: rsvp.weddingId,
        kind: 'rsvpNotice',
        toAddress: member.email,
        toName: member.name,
        locale: member.locale ?? rsvp.locale,
        userId: member.userId,
        dedupeKey: `rsvpNotice:${rsvp.rsvpId}:${member.userId}`,
        payload: { answer, dashboardUrl: rsvpDeskUrl(deps.config.publicUrl) },
      });
    }
  }
  const remaining = capRemaining(cap);
  await queueMessages(
    deps,
    messages.map((message, index) =>
      index < remaining ? message : { ...message, notBefore: new Date(cap.resetsAt) },
    ),
  );
}
