import { browserStorage, type DraftStorage } from './browser-storage';
import { rsvpDraftKey } from './rsvp-draft-key';

/** Forgets a wedding's draft (after a successful submit); storage errors are ignored. */
export function clearRsvpDraft(slug: string, storage: DraftStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(rsvpDraftKey(slug));
  } catch {
    // Nothing to recover: a leftover draft is only restored, never sent on its own.
  }
}
