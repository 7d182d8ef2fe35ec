import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.element,
  minWidth: 0,
  padding: vars.space.card,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.element,
  justifyContent: 'space-between',
  alignItems: 'start',
});

export const identity = style({ display: 'grid', gap: '2px', minWidth: 0 });
export const name = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });
export const id = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.text });

export const colorRows = style({
  display: 'grid',
  gap: vars.space.element,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))',
});

export const colorRow = style({ display: 'flex', gap: vars.space.element, alignItems: 'start' });
export const swatchSlot = style({ paddingTop: '1.7rem' });

export const fonts = style({
  display: 'grid',
  gap: vars.space.element,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
});

export const errorList = style({
  margin: 0,
  paddingInlineStart: '1.25rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.error,
});

export const failed = style({
  display: 'grid',
  gap: vars.space.element,
  justifyItems: 'start',
  padding: vars.space.card,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth} solid ${vars.color.error}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const failedTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
