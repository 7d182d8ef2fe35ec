import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const plan = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.text,
  fontWeight: vars.fontWeight.semibold,
});
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });
export const featureIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});
export const notice = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
  padding: vars.space.element,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const history = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
});
export const reply = style({
  margin: 0,
  paddingInlineStart: vars.space.element,
  borderInlineStart: `3px solid ${vars.color.primary}`,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
});
export const replyMeta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
