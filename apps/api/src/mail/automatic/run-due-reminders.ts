import { formatNameList } from '@wedding/core';
import type { AppDeps } from '../../context.js';
import { personalLinkUrl } from '../../households/household-view.js';
import { linkTarget } from '../../households/link-target.js';
import { loadHouseholds } from '../../households/load-households.js';
import { bulkRecipients } from '../bulk/bulk-recipients.js';
import { capRemaining, mailCap } from '../mail-cap.js';
import { queueMessages } from '../outbox/queue-messages.js';
import { dueReminder } from './due-reminder.js';

/**
 * The minute's reminders: for every open wedding with a deadline ahead and lead times whose moment has come, the
 * households without an answer get one reminder with their personal link. A run is recorded per deadline and lead
 * time before anything is written (its primary key settles two processes racing), and each household's message has
 * its own dedupe key: a reminder is never sent twice.
 */
export async function runDueReminders(deps: AppDeps): Promise<void> {
  const now = deps.now();
  const weddings = await deps.prisma.wedding.findMany({
    where: { isActive: true, rsvpDeadline: { gt: now }, NOT: { reminderLeadDays: { isEmpty: true } } },
    select: {
      id: true,
      slug: true,
      rsvpDeadline: true,
      reminderLeadDays: true,
      reminderRuns: { select: { deadline: true, leadDays: true } },
    },
  });
  for (const wedding of weddings) {
    const deadline = wedding.rsvpDeadline as Date;
    const ran = wedding.reminderRuns
      .filter((run) => run.deadline.getTime() === deadline.getTime())
      .map((run) => run.leadDays);
    const due = dueReminder(deadline, wedding.reminderLeadDays, ran, now);
    if (!due) continue;
    const claimed = await deps.prisma.reminderRun.createMany({
      data: [due.send, ...due.passOver].map((leadDays) => ({ weddingId: wedding.id, deadline, leadDays })),
      skipDuplicates: true,
    });
    if (claimed.count === 0) continue;
    await sendReminders(deps, { id: wedding.id, slug: wedding.slug }, deadline, due.send);
  }
}

async function sendReminders(
  deps: AppDeps,
  wedding: { id: string; slug: string },
  deadline: Date,
  leadDays: number,
): Promise<void> {
  const households = (await loadHouseholds(deps.prisma, wedding.id)).filter(
    (household) => !household.answered,
  );
  const [{ recipients }, target, cap] = await Promise.all([
    bulkRecipients(deps.prisma, wedding.id, households),
    linkTarget(deps, wedding),
    mailCap(deps.prisma, wedding.id, deps.now()),
  ]);
  const remaining = capRemaining(cap);
  const written = await queueMessages(
    deps,
    recipients.map((household, index) => {
      const locale = household.locale ?? target.mainLocale;
      return {
        weddingId: wedding.id,
        kind: 'reminder' as const,
        toAddress: household.email,
        toName: formatNameList(household.names, locale),
        locale,
        guestId: household.id,
        dedupeKey: `reminder:${deadline.toISOString()}:${leadDays}:${household.id}`,
        payload: {
          recipientName: formatNameList(household.names, locale),
          link: personalLinkUrl(deps.config, target, household),
        },
        ...(index < remaining ? {} : { notBefore: new Date(cap.resetsAt) }),
      };
    }),
  );
  await deps.prisma.reminderRun.update({
    where: { weddingId_deadline_leadDays: { weddingId: wedding.id, deadline, leadDays } },
    data: { sent: written.length },
  });
}
