import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.text,
  padding: `${vars.space.text} ${vars.space.element}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const barActions = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.text });

export const main = style({
  flex: 1,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: `clamp(1rem, 6vh, 4rem) ${vars.space.element}`,
});

export const card = style({
  width: '100%',
  maxWidth: '26rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  padding: vars.space.card,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  boxSizing: 'border-box',
});

export const wideCard = style([card, { maxWidth: '40rem' }]);

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });

export const alert = style({
  margin: 0,
  padding: vars.space.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.error}`,
  fontSize: vars.fontSize.sm,
});

export const switchText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const inlineLink = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const alternative = style({ display: 'flex', flexDirection: 'column', gap: vars.space.text });

/** "or" between the two ways in, with a rule on each side. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.text,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const subtitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

/** An answer that replaced its form (focused for screen readers, so no ring is drawn around a paragraph). */
export const answer = style({
  margin: 0,
  padding: vars.space.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success}`,
  background: vars.color.surfaceMuted,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
  selectors: { '&:focus': { outline: 'none' } },
});

/** A live region present from the start; while empty it takes no place in the column (and so adds no gap). */
export const liveRegion = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  selectors: { '&:empty': { position: 'absolute' } },
});

/** "Forgot password?" right under the password it is about. */
export const forgot = style({
  margin: `calc(${vars.space.text} - ${vars.space.element}) 0 0`,
  fontSize: vars.fontSize.sm,
  textAlign: 'end',
});
