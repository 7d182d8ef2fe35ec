import { findFont } from '@wedding/tokens';
import { useEffect, useState } from 'react';

/** Font loading (docs/requirements.md A4): idle, loading, loaded, error. */
export const FONT_LOAD_STATUSES = ['idle', 'loading', 'loaded', 'error'] as const;
export type FontLoadStatus = (typeof FONT_LOAD_STATUSES)[number];

/** Loads a family's regular face; true when the page has it (its self-hosted @font-face), false otherwise. */
export type LoadFont = (family: string) => Promise<boolean>;

/** The browser's font loading: a web font without an @font-face on the page (stylesheet missing) did not load. */
export const loadFontFace: LoadFont = async (family) => {
  if (typeof document === 'undefined' || !document.fonts) return true;
  const faces = await document.fonts.load(`400 1em "${family}"`);
  return faces.length > 0;
};

/**
 * Whether a catalogue font is ready: system fonts always are; web fonts are loaded from the app's own files (fonts
 * stay self-hosted, never a font service) and report an error when the page cannot get them.
 */
export function useFontLoadStatus(fontName: string, loadFont: LoadFont = loadFontFace): FontLoadStatus {
  const [status, setStatus] = useState<FontLoadStatus>('idle');
  useEffect(() => {
    const font = findFont(fontName);
    if (!font) {
      setStatus('error');
      return;
    }
    if (!font.googleFont) {
      setStatus('loaded');
      return;
    }
    let current = true;
    setStatus('loading');
    loadFont(font.name).then(
      (loaded) => current && setStatus(loaded ? 'loaded' : 'error'),
      () => current && setStatus('error'),
    );
    return () => {
      current = false;
    };
  }, [fontName, loadFont]);
  return status;
}
