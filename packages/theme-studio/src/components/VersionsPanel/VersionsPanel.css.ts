import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'start',
  gap: vars.space.element,
});

export const submit = style({ paddingTop: '1.6rem' });

export const list = style({
  display: 'grid',
  gap: vars.space.text,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.element,
  padding: vars.space.element,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const itemText = style({ display: 'grid', gap: '2px', flex: '1 1 10rem', minWidth: 0 });
export const itemName = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const itemMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const palette = style({ display: 'flex', gap: '2px' });
export const actions = style({ display: 'flex', gap: vars.space.text });
