import { type BulkMailKind, formatNameList } from '@wedding/core';
import type { AppConfig } from '../../config.js';
import { type LinkTarget, personalLinkUrl } from '../../households/household-view.js';
import type { Household } from '../../households/load-households.js';
import type { NewMessage } from '../outbox/new-message.js';

/** One save-the-date or invitation per household, in its language, with its personal link and the couple's note. */
export function bulkMessages(
  config: AppConfig,
  target: LinkTarget,
  input: { kind: BulkMailKind; note: string; senderId: string; requestId?: string },
  recipients: readonly (Household & { email: string })[],
): NewMessage[] {
  return recipients.map((household) => {
    const locale = household.locale ?? target.mainLocale;
    return {
      weddingId: target.weddingId,
      kind: input.kind,
      toAddress: household.email,
      toName: formatNameList(household.names, locale),
      locale,
      guestId: household.id,
      senderId: input.senderId,
      // A send repeated with the same request id (a double click, a retried request) writes nothing new.
      dedupeKey: input.requestId ? `${input.kind}:${input.requestId}:${household.id}` : null,
      payload: {
        recipientName: formatNameList(household.names, locale),
        link: personalLinkUrl(config, target, household),
        note: input.note === '' ? null : input.note,
      },
    };
  });
}
