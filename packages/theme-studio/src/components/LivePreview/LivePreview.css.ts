import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const panels = style({
  display: 'grid',
  gap: vars.space.element,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});

export const panel = style({ display: 'grid', gap: vars.space.text, margin: 0, minWidth: 0 });

export const caption = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

/** The scaled viewport: as wide as its column, as tall as the scaled page viewport. */
export const frame = style({
  // The aspect ratio is the page's, so it must hold inside the border: on the border box the inner box would be a
  // little taller than wide per the ratio, and the scaled page's last rows would be cut off.
  boxSizing: 'content-box',
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  boxShadow: vars.shadow.sm,
});

/** The page at its real size (e.g. 1440x900), scaled down; inert: a picture of the site, not a second site. */
export const viewport = style({
  position: 'absolute',
  top: 0,
  left: 0,
  transformOrigin: '0 0',
  overflow: 'hidden',
});
