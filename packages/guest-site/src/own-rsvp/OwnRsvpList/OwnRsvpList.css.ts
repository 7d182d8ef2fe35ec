import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const section = style({
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.text,
  minWidth: 0,
  padding: vars.space.card,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  outline: 'none',
});

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.text,
});

export const item = style({
  display: 'grid',
  gap: vars.space.text,
  paddingBlock: vars.space.text,
  borderTop: `${vars.borderWidth} solid ${vars.color.border}`,
  minWidth: 0,
});

export const summary = style({
  cursor: 'pointer',
  display: 'list-item',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const meta = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const details = style({ display: 'grid', gap: vars.space.text, paddingBlockStart: vars.space.text });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });

export const status = style({ margin: 0, fontSize: vars.fontSize.sm });
