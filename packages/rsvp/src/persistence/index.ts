export { browserStorage, type DraftStorage } from './browser-storage';
export { clearRsvpDraft } from './clear-rsvp-draft';
export { createDebouncedWriter, type DebouncedWriter, RSVP_DRAFT_SAVE_DELAY_MS } from './debounced-writer';
export { loadRsvpDraft } from './load-rsvp-draft';
export { rsvpDraftKey } from './rsvp-draft-key';
export { saveRsvpDraft } from './save-rsvp-draft';
export { RSVP_DRAFT_VERSION, type StoredRsvpDraft, storedRsvpDraftSchema } from './stored-rsvp-draft';
