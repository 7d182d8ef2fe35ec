import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const footer = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.text,
  paddingBlock: vars.space.section,
  paddingInline: vars.space.element,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'center',
});

export const names = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const closing = style({ margin: 0, color: vars.color.textMuted });

export const topLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space.element,
  color: vars.color.text,
  textDecorationColor: vars.color.primary,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
