import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const typeLabel = style({
  margin: 0,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const address = style({ margin: 0, fontStyle: 'normal' });

export const mapBox = style({
  display: 'grid',
  gap: vars.space.text,
  marginTop: vars.space.text,
});

export const mapConsent = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.text,
  padding: vars.space.element,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const mapButton = style({
  minHeight: '2.75rem',
  paddingInline: vars.space.element,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth} solid ${vars.color.primary}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const mapFrame = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
