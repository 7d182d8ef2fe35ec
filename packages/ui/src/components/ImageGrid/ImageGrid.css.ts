import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const grid = style({
  display: 'grid',
  gap: vars.space.element,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  width: '100%',
});

export const thumbButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  cursor: 'zoom-in',
  outline: 'none',
  aspectRatio: '4 / 3',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const thumb = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const caption = style({
  marginTop: '0.25rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
