import type { PrismaClient } from '@wedding/db';
import type { Household } from '../../households/load-households.js';
import { findSuppressions, normalizeAddress } from '../suppressions.js';

export type BulkRecipients = {
  recipients: (Household & { email: string })[];
  skipped: { noEmail: number; suppressed: number };
};

/** Which of the households an email can reach: those with an address the wedding may still write to. */
export async function bulkRecipients(
  prisma: PrismaClient,
  weddingId: string,
  households: readonly Household[],
): Promise<BulkRecipients> {
  const withEmail = households.filter(
    (household): household is Household & { email: string } => !!household.email,
  );
  const suppressions = await findSuppressions(
    prisma,
    weddingId,
    withEmail.map((household) => household.email),
  );
  const recipients = withEmail.filter((household) => !suppressions.has(normalizeAddress(household.email)));
  return {
    recipients,
    skipped: {
      noEmail: households.length - withEmail.length,
      suppressed: withEmail.length - recipients.length,
    },
  };
}
