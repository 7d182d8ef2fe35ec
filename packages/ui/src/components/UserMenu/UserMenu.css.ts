import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.text,
  padding: `${vars.space.text} ${vars.space.element}`,
  border: `${vars.borderWidth} solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
  },
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  lineHeight: vars.lineHeight.tight,
});

export const username = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const role = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
