import { useEffect, useState } from 'react';
import { isFontRendered } from './is-font-rendered';

export const fontLoadStatuses = ['idle', 'loading', 'loaded', 'error'] as const;
export type FontLoadStatus = (typeof fontLoadStatuses)[number];

export interface FontLoadState {
  status: FontLoadStatus;
  /** Families that failed; the fallback stack is painted for them. */
  failed: readonly string[];
}

const IDLE: FontLoadState = { status: 'idle', failed: [] };

async function loadFamily(family: string): Promise<boolean> {
  const descriptor = `1em "${family}"`;
  try {
    const faces = await document.fonts.load(descriptor);
    // No @font-face matched: fine only when the family is installed locally and actually paints.
    return faces.length > 0 || isFontRendered(family);
  } catch {
    return false;
  }
}

/** Font loading (docs/requirements.md A4): idle, loading, loaded or error (any family failed). */
export function useFontLoading(families: readonly string[]): FontLoadState {
  const [state, setState] = useState<FontLoadState>(IDLE);
  const key = families.join('\n');
  useEffect(() => {
    const wanted = key === '' ? [] : key.split('\n');
    if (wanted.length === 0 || typeof document === 'undefined' || !document.fonts) {
      setState(IDLE);
      return;
    }
    let cancelled = false;
    setState({ status: 'loading', failed: [] });
    Promise.all(wanted.map(async (family) => ({ family, ok: await loadFamily(family) }))).then((results) => {
      if (cancelled) return;
      const failed = results.filter((result) => !result.ok).map((result) => result.family);
      setState({ status: failed.length > 0 ? 'error' : 'loaded', failed });
    });
    return () => {
      cancelled = true;
    };
  }, [key]);
  return state;
}
