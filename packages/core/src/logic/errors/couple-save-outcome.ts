export interface CoupleSaveOutcome {
  messageKey: 'saveSuccess' | 'partialSaveSuccess' | 'saveError';
  tone: 'success' | 'warning' | 'error';
  /** Spec A 4: the page is refreshed after full or partial success. */
  refresh: boolean;
}

/**
 * Spec A 4 / A 8 couple save from the two calls (date and names): both ok saveSuccess,
 * one failed partialSaveSuccess (warning), both failed saveError.
 */
export function coupleSaveOutcome(dateSaved: boolean, namesSaved: boolean): CoupleSaveOutcome {
  if (dateSaved && namesSaved) return { messageKey: 'saveSuccess', tone: 'success', refresh: true };
  if (dateSaved || namesSaved) return { messageKey: 'partialSaveSuccess', tone: 'warning', refresh: true };
  return { messageKey: 'saveError', tone: 'error', refresh: false };
}
