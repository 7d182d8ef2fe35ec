import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

/** A window onto the shrunk page: as wide as its column, at most most of the screen tall, scrolled inside. */
export const frame = style({
  position: 'relative',
  overflowX: 'hidden',
  overflowY: 'auto',
  maxHeight: 'min(75vh, 48rem)',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  boxShadow: vars.shadow.sm,
  overscrollBehavior: 'contain',
});

/** Takes the page's shrunk height, so the frame scrolls exactly to the page's end. */
export const sizer = style({ position: 'relative', overflow: 'hidden' });

export const page = style({ position: 'absolute', top: 0, left: 0, transformOrigin: '0 0' });
