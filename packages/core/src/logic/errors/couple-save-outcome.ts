export interface CoupleSaveOutcome {
  messageKey: 'saveSuccess' | 'partialSaveSuccess' | 'saveError';
  tone: 'success' | 'warning' | 'error';
  /** docs/requirements.md A4: the page is refreshed after full or partial success. */
  refresh: boolean;
}

/**
 * Couple save (docs/requirements.md A4 and A8) from the two calls (date and names): both ok saveSuccess,
 * one failed partialSaveSuccess (warning), both failed saveError.
 */
export function coupleSaveOutcome(dateSaved: boolean, namesSaved: boolean): CoupleSaveOutcome {
  if (dateSaved && namesSaved) return { messageKey: 'saveSuccess', tone: 'success', refresh: true };
  if (dateSaved || namesSaved) return { messageKey: 'partialSaveSuccess', tone: 'warning', refresh: true };
  return { messageKey: 'saveError', tone: 'error', refresh: false };
}
