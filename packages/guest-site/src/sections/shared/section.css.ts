import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';
import { inLayout } from './in-layout';

export const section = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingBlock: vars.space.section,
  paddingInline: vars.space.element,
  display: 'grid',
  // One column that may shrink below its content's min-content width: long German words or a wide tab list
  // would otherwise widen the track past a 360 px screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.element,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
  // Anchor jumps (#rsvp) land below a sticky site header rather than under it.
  scrollMarginTop: '4.5rem',
  minWidth: 0,
});

export const header = style({
  display: 'grid',
  gap: vars.space.text,
  selectors: {
    [inLayout('classic')]: { textAlign: 'center', justifyItems: 'center' },
    [inLayout('romantic')]: { textAlign: 'center', justifyItems: 'center' },
    [inLayout('artdeco')]: { textAlign: 'center', justifyItems: 'center' },
  },
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: {
    [inLayout('romantic')]: { fontStyle: 'italic', fontWeight: vars.fontWeight.regular },
    [inLayout('artdeco')]: {
      textTransform: 'uppercase',
      letterSpacing: '0.12em',
      fontSize: vars.fontSize.xl,
      paddingBlock: vars.space.text,
      borderBlock: `${vars.borderWidth} solid ${vars.color.primary}`,
    },
  },
});

export const intro = style({
  margin: 0,
  maxWidth: '40rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

/** Cards of a section: one column on a phone, as many 18 rem columns as fit above. */
export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.element,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});

export const card = style({
  boxSizing: 'border-box',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.text,
  padding: vars.space.card,
  minWidth: 0,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
  selectors: {
    [inLayout('modern')]: { borderRadius: vars.radius.sm, boxShadow: vars.shadow.sm },
    [inLayout('romantic')]: { borderRadius: vars.radius.lg, boxShadow: vars.shadow.md },
    [inLayout('artdeco')]: { borderRadius: 0, borderColor: vars.color.primary },
  },
});

export const cardTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const text = style({ margin: 0 });

/** Term/value pairs (time, venue, price range …) in a card. */
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.element,
  rowGap: vars.space.text,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
globalStyle(`${facts} dd`, { margin: 0, minWidth: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.text,
  alignItems: 'center',
  marginTop: vars.space.text,
});

const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** A link that reads as a secondary button (calendar download, open in maps). */
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.text,
  minHeight: '2.75rem',
  boxSizing: 'border-box',
  paddingInline: vars.space.element,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': focusRing,
  },
});

/** The one prominent action of a screen (hero RSVP). */
export const primaryLinkButton = style([
  linkButton,
  {
    minHeight: '3rem',
    paddingInline: vars.space.card,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    background: vars.color.primary,
    color: vars.color.onPrimary,
    borderColor: vars.color.primary,
    selectors: { '&:hover': { boxShadow: vars.shadow.md } },
  },
]);

export const inlineLink = style({
  color: 'inherit',
  textDecorationColor: vars.color.primary,
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': focusRing },
});

export const emptyText = style({
  margin: 0,
  padding: vars.space.card,
  textAlign: 'center',
  color: vars.color.textMuted,
  border: `${vars.borderWidth} dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
