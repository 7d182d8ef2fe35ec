import type { AppDeps } from '../context.js';
import { createMailTransport } from '../mail/mail-transport.js';
import { type JobQueue, startJobQueue } from './job-queue.js';
import { mailJobHandlers } from './mail-job-handlers.js';

/**
 * Starts the job queue that sends mail (through SMTP_URL's server, or into the outbox as unsent without one) and
 * gives it to `deps`, whose routes then hand it messages. Stopping it closes the SMTP connections too.
 */
export async function startMailJobs(
  deps: AppDeps,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<JobQueue> {
  const { smtpUrl, from } = deps.config.mail;
  const transport = smtpUrl ? createMailTransport(smtpUrl, from) : null;
  const queue = await startJobQueue({
    pool: deps.pool,
    handlers: mailJobHandlers(deps, transport),
    ...options,
  });
  deps.jobs = queue;
  return {
    ...queue,
    async stop() {
      await queue.stop();
      transport?.close();
      if (deps.jobs === queue) deps.jobs = undefined;
    },
  };
}
