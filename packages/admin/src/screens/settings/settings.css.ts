import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  maxWidth: '36rem',
});
export const switchField = style({ display: 'flex', flexDirection: 'column', gap: '0.25rem' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const notice = style({
  margin: 0,
  padding: vars.space.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});
export const alert = style({
  margin: 0,
  padding: vars.space.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.error}`,
  fontSize: vars.fontSize.sm,
});
