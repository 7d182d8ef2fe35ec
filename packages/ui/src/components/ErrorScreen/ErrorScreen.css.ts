import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.element,
  maxWidth: '36rem',
  margin: '0 auto',
  padding: vars.space.section,
  textAlign: 'center',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const icon = style({ fontSize: '3rem', color: vars.color.error, lineHeight: 1 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.element,
});

export const details = style({
  alignSelf: 'stretch',
  textAlign: 'start',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const detailsText = style({
  margin: `${vars.space.text} 0 0`,
  padding: vars.space.element,
  fontFamily: vars.font.mono,
  whiteSpace: 'pre-wrap',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  borderRadius: vars.radius.md,
});
