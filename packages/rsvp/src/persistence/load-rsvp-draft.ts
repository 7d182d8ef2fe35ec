import { browserStorage, type DraftStorage } from './browser-storage';
import { rsvpDraftKey } from './rsvp-draft-key';
import { type StoredRsvpDraft, storedRsvpDraftSchema } from './stored-rsvp-draft';

/** The saved draft of a wedding, or null when there is none or it is corrupt, outdated or unreadable. */
export function loadRsvpDraft(
  slug: string,
  storage: DraftStorage | null = browserStorage(),
): StoredRsvpDraft | null {
  if (storage === null) return null;
  try {
    const raw = storage.getItem(rsvpDraftKey(slug));
    if (raw === null) return null;
    const parsed = storedRsvpDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
