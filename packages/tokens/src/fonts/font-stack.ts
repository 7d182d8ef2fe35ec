import { findFont } from './find-font';

const SAFE_FAMILY_NAME = /[^\p{L}\p{N} _-]/gu;

/**
 * CSS font-family value for a font name: the catalogue stack, or for an unknown name the (sanitised, quoted)
 * name followed by the system UI stack, so a stale customization still renders readable text.
 */
export function fontStack(name: string): string {
  const font = findFont(name);
  if (font) return font.stack;
  const family = name.replace(SAFE_FAMILY_NAME, '').trim();
  const fallback = findFont('system-ui')?.stack ?? 'system-ui, sans-serif';
  return family === '' ? fallback : `'${family}', ${fallback}`;
}
