import { SCREEN_READER_ANNOUNCEMENT_CLEAR_MS } from '@wedding/core';
import { useEffect, useState } from 'react';

/**
 * docs/requirements.md B9: what a live region says about the list (the result count), cleared 1 s later so the same
 * text can be announced again and nothing stale is read out later. `key` names the result (the query): a new result
 * with the same count is announced again.
 */
export function useAnnouncement(message: string | null, key: string): string {
  const [spoken, setSpoken] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new result (key) is announced even with the same text.
  useEffect(() => {
    if (!message) return;
    setSpoken(message);
    const timer = setTimeout(() => setSpoken(''), SCREEN_READER_ANNOUNCEMENT_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [message, key]);
  return spoken;
}
