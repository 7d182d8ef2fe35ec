import { useEffect } from 'react';

/**
 * Public header (docs/requirements.md A2): while the mobile menu is open the page does not scroll; the previous value
 * returns.
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [locked]);
}
