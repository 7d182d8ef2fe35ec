import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.text,
  color: vars.color.textMuted,
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-current]': { textDecoration: 'none', fontWeight: vars.fontWeight.semibold, cursor: 'default' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
