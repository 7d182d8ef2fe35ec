import { browserStorage, type DraftStorage } from './browser-storage';
import { rsvpDraftKey } from './rsvp-draft-key';
import { RSVP_DRAFT_VERSION, type StoredRsvpDraft } from './stored-rsvp-draft';

/**
 * Writes the draft; returns false when storage is unavailable or refuses (quota, private mode), because
 * losing the backup copy must never interrupt the guest's RSVP.
 */
export function saveRsvpDraft(
  slug: string,
  draft: Omit<StoredRsvpDraft, 'version'>,
  storage: DraftStorage | null = browserStorage(),
): boolean {
  if (storage === null) return false;
  try {
    const stored: StoredRsvpDraft = { version: RSVP_DRAFT_VERSION, ...draft };
    storage.setItem(rsvpDraftKey(slug), JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}
