import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';
import { inLayout } from '../shared/in-layout';

export const hero = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingInline: vars.space.element,
  paddingBlock: `calc(${vars.space.section} * 2)`,
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.element,
  textAlign: 'center',
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: {
    [inLayout('modern')]: { justifyItems: 'start', textAlign: 'start' },
  },
});

export const date = style({
  margin: 0,
  color: vars.color.primary,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

/** The largest text of the page and its LCP element: text, so it paints with the HTML. */
export const names = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: `clamp(${vars.fontSize.xxl}, 9vw, calc(${vars.fontSize.display} * 1.5))`,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: {
    [inLayout('romantic')]: { fontStyle: 'italic', fontWeight: vars.fontWeight.regular },
    [inLayout('artdeco')]: {
      textTransform: 'uppercase',
      letterSpacing: '0.1em',
      paddingBlock: vars.space.element,
      borderBlock: `${vars.borderWidth} solid ${vars.color.primary}`,
    },
  },
});

export const welcomeTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
});

export const welcomeText = style({
  margin: 0,
  maxWidth: '40rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

/** The household's own welcome above the couple's: addressed to them, so it leads, in the body text colour. */
export const greeting = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});
