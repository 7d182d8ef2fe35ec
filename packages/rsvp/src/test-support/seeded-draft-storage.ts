import { saveRsvpDraft } from '../persistence/save-rsvp-draft';
import type { RsvpDraft } from '../state/rsvp-draft';
import { filledDraft, memoryStorage } from './rsvp-fixtures';

/**
 * A fresh in-memory draft store holding a draft at the given step, so a story or test opens the wizard
 * there exactly as a guest returning to the page would.
 */
export function seededDraftStorage(slug: string, step: number, data: Partial<RsvpDraft> = {}) {
  const storage = memoryStorage();
  saveRsvpDraft(slug, { step, idempotencyKey: `seeded-${slug}`, data: filledDraft(data) }, storage);
  return storage;
}
