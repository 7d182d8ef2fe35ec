import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.element,
  padding: vars.space.section,
  textAlign: 'center',
  fontFamily: vars.font.body,
  color: vars.color.text,
  border: `${vars.borderWidth} dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const icon = style({ fontSize: '2.5rem', color: vars.color.textMuted, lineHeight: 1 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({ margin: 0, maxWidth: '32rem', color: vars.color.textMuted });
