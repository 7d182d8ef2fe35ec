import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const screen = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  boxSizing: 'border-box',
  padding: vars.space.element,
  gap: vars.space.element,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const toolbar = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.text,
});

export const main = style({
  position: 'relative',
  zIndex: 1,
  flex: 1,
  display: 'grid',
  placeItems: 'center',
});

export const card = style({
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.element,
  width: '100%',
  maxWidth: '28rem',
  padding: vars.space.card,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
  selectors: {
    '[data-layout="artdeco"] &': {
      borderRadius: vars.radius.sm,
      borderWidth: '2px',
      borderColor: vars.color.accent,
    },
    '[data-layout="romantic"] &': { borderRadius: vars.radius.lg, boxShadow: vars.shadow.lg },
    '[data-layout="modern"] &': { borderRadius: vars.radius.md, textAlign: 'start' },
  },
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const names = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const intro = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });

export const field = style({ display: 'grid', gap: vars.space.text, textAlign: 'start' });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '3rem',
  padding: `${vars.space.text} ${vars.space.element}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  letterSpacing: '0.2em',
  textAlign: 'center',
  color: vars.color.text,
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&[data-complete]': { borderColor: vars.color.success },
    '&:read-only': { cursor: 'progress' },
  },
});

export const progress = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  selectors: { '&[data-complete]': { color: vars.color.text } },
});

export const validMarker = style({ color: vars.color.success, marginInlineEnd: '0.35em' });

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const alert = style({
  margin: 0,
  selectors: {
    '&:not(:empty)': {
      padding: `${vars.space.text} ${vars.space.element}`,
      borderRadius: vars.radius.md,
      background: vars.color.error,
      color: vars.color.onError,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const submitRow = style({ display: 'grid' });

/** The reason a personal link brought the guest here: a warning in the theme's status colours, above the field. */
export const notice = style({
  margin: 0,
  padding: `${vars.space.text} ${vars.space.element}`,
  borderRadius: vars.radius.md,
  background: vars.color.warning,
  color: vars.color.onWarning,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.relaxed,
  textAlign: 'start',
  overflowWrap: 'anywhere',
});
