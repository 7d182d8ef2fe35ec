import { GUEST_LIST } from '@wedding/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export type SearchSource = 'header' | 'panel';

/**
 * The search box's text and when it reaches the URL: 500 ms after typing stops in the list's search, 300 ms in the
 * filter panel's (docs/requirements.md B9); at once for a picked suggestion or a cleared box. A new URL (back, forward,
 * reload) brings its search into the box.
 */
export function useSearchDraft(committed: string, commit: (text: string) => void) {
  const [draft, setDraftState] = useState(committed);
  const [delay, setDelay] = useState<number>(GUEST_LIST.searchDebounceMs);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const committedRef = useRef(committed);
  committedRef.current = committed;

  useEffect(() => setDraftState(committed), [committed]);

  useEffect(() => {
    if (draft.trim() === committedRef.current) return;
    const timer = setTimeout(() => commitRef.current(draft.trim()), delay);
    return () => clearTimeout(timer);
  }, [draft, delay]);

  const setDraft = useCallback((text: string, source: SearchSource) => {
    setDelay(source === 'panel' ? GUEST_LIST.filterPanelSearchDebounceMs : GUEST_LIST.searchDebounceMs);
    setDraftState(text);
  }, []);
  const commitNow = useCallback((text: string) => {
    setDraftState(text);
    commitRef.current(text.trim());
  }, []);
  return { draft, setDraft, commitNow };
}
