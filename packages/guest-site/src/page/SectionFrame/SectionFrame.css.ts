import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

/** A positioned, isolated box: the page background layer sits at its back, the sections above it. */
export const frame = style({
  position: 'relative',
  isolation: 'isolate',
});

// An island's element has no box (display: contents): its content is what sits in the frame.
globalStyle(`${frame} > :not([data-page-background], [data-island]), ${frame} > [data-island] > *`, {
  position: 'relative',
  zIndex: 1,
});

/** Over a photo the sections float as panels with the picture showing around and between them. */
globalStyle(`${frame}[data-has-background]`, {
  display: 'grid',
  gap: vars.space.element,
  padding: vars.space.element,
});

/**
 * Over a photo, each section reads from a veil of the page colour: whatever image and opacity the couple chose,
 * headings and text keep the contrast they have on the plain page (cards bring their own surface).
 */
globalStyle(
  `${frame}[data-has-background] > section, ${frame}[data-has-background] > [data-island] > section`,
  {
    background: `color-mix(in oklch, ${vars.color.background} 84%, transparent)`,
    borderRadius: vars.radius.lg,
  },
);
