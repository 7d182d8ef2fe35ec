import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.section });
export const rangeForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.text,
  alignItems: 'flex-end',
});
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space.element,
});
export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  padding: vars.space.element,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const caption = style({ display: 'flex', flexDirection: 'column', gap: '0.25rem' });
export const chartTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const chart = style({ height: '16rem', minWidth: 0 });
export const details = style({
  fontSize: vars.fontSize.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
});
export const alert = style({
  margin: 0,
  padding: vars.space.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.error}`,
  fontSize: vars.fontSize.sm,
});
