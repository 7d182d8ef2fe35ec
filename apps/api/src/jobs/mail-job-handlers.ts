import type { AppDeps } from '../context.js';
import { runDueReminders } from '../mail/automatic/run-due-reminders.js';
import { sendDailyDigests } from '../mail/automatic/send-daily-digests.js';
import { sweepOutbox } from '../mail/automatic/sweep-outbox.js';
import type { MailTransport } from '../mail/mail-transport.js';
import { deliverOutboxMessages } from '../mail/outbox/deliver-outbox-messages.js';
import type { JobHandlers } from './job-queue.js';

/** What the queue's jobs do: deliver messages, the minute's reminders and sweep, the morning's digests. */
export function mailJobHandlers(deps: AppDeps, transport: MailTransport | null): JobHandlers {
  return {
    sendMail: (messageIds) => deliverOutboxMessages(deps, transport, messageIds),
    async tick() {
      await runDueReminders(deps);
      await sweepOutbox(deps);
    },
    digest: () => sendDailyDigests(deps),
  };
}
