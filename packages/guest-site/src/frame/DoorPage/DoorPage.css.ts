import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';
export const screen = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  boxSizing: 'border-box',
  padding: vars.space.element,
  gap: vars.space.element,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.text,
});

export const main = style({ flex: 1, display: 'grid', justifyItems: 'center', alignContent: 'start' });

/** The card at the door; a page may narrow it (`DoorPage`'s width). */
export const cardBase = style({
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.element,
  width: '100%',
  minWidth: 0,
  padding: vars.space.card,
  background: vars.color.surface,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  selectors: {
    '[data-layout="artdeco"] &': {
      borderRadius: vars.radius.sm,
      borderWidth: '2px',
      borderColor: vars.color.accent,
    },
    '[data-layout="modern"] &': { borderRadius: vars.radius.md },
  },
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  outline: 'none',
});

/** Wide enough for an RSVP answer; narrower for a few lines and a button. */
export const cardWidth = styleVariants({ wide: { maxWidth: '40rem' }, narrow: { maxWidth: '36rem' } });
