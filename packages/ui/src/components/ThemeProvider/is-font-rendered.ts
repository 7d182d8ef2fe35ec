const PROBE_TEXT = 'mmmmmmmmmmlli WQ 0123';
const GENERIC_FAMILIES = ['monospace', 'serif', 'sans-serif'] as const;

/**
 * True when the browser paints text with the family rather than a fallback: the probe text's width differs from
 * every generic family's. Needed because FontFaceSet reports a family without any @font-face as "nothing to load".
 */
export function isFontRendered(family: string): boolean {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return true;
  return GENERIC_FAMILIES.every((generic) => {
    context.font = `32px ${generic}`;
    const fallbackWidth = context.measureText(PROBE_TEXT).width;
    context.font = `32px "${family}", ${generic}`;
    return context.measureText(PROBE_TEXT).width !== fallbackWidth;
  });
}
