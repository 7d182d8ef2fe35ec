import { BULK_MAIL_KINDS, MAIL_STATUSES, MAX_CHOSEN_HOUSEHOLDS, RECORD_ID_PATTERN } from '@wedding/core';
import { z } from 'zod';

/**
 * The mail screen's address: `kind` presets the message (the invite screen's save-the-date), `households` carries
 * the households chosen on the outreach screen (comma-separated ids), `status` and `page` are the outbox view.
 * A value that cannot be read is dropped rather than refused, so an old or edited link still opens the page.
 */
export const mailSearchSchema = z.object({
  kind: z.enum(BULK_MAIL_KINDS).optional().catch(undefined),
  // The router reads a lone all-digit id as a number; it is an id all the same.
  households: z
    .preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string())
    .pipe(z.string().max(MAX_CHOSEN_HOUSEHOLDS * 65))
    .optional()
    .catch(undefined),
  status: z.enum(MAIL_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(2).optional().catch(undefined),
});
export type MailSearch = z.infer<typeof mailSearchSchema>;

export const MAIL_PATH = '/dashboard/wedding/mail';

/** The chosen households' ids of `?households=`, without blanks, repeats or anything that is no id. */
export function chosenHouseholdIds(households: string | undefined): string[] {
  if (!households) return [];
  const ids = households.split(',').filter((id) => RECORD_ID_PATTERN.test(id));
  return [...new Set(ids)].slice(0, MAX_CHOSEN_HOUSEHOLDS);
}

/** A link to the mail screen with a message kind and chosen households. */
export function mailPath(search: { kind?: MailSearch['kind']; households?: readonly string[] } = {}): string {
  const query = new URLSearchParams();
  if (search.kind) query.set('kind', search.kind);
  if (search.households && search.households.length > 0) query.set('households', search.households.join(','));
  const text = query.toString();
  return text === '' ? MAIL_PATH : `${MAIL_PATH}?${text}`;
}
