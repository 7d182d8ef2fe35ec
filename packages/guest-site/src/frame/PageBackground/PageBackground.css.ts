import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

/** Fills the nearest positioned ancestor (the section frame) behind its content. */
export const layer = style({
  position: 'absolute',
  inset: 0,
  zIndex: 0,
  overflow: 'hidden',
  pointerEvents: 'none',
});

export const image = style({
  position: 'absolute',
  inset: 0,
});

/**
 * A quiet dot grid in the theme's primary colour: it follows the palette of both modes without a raw colour.
 * Kept faint so body text on the section surface keeps its contrast.
 */
export const pattern = style({
  position: 'absolute',
  inset: 0,
  opacity: 0.12,
  backgroundImage: `radial-gradient(circle at 1px 1px, ${vars.color.primary} 1px, transparent 1.5px)`,
  backgroundSize: '18px 18px',
});
