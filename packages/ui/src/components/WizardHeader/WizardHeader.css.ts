import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  width: '100%',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.element,
  boxSizing: 'border-box',
  padding: vars.space.card,
  background: vars.color.surface,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
  fontSize: vars.fontSize.lg,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
