import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

/** Chrome of the token documentation pages: semantic tokens only, so it follows mode, preset and density. */

export const page = style({
  display: 'grid',
  gap: vars.space.section,
  maxWidth: '80rem',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const pageTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  maxWidth: '60rem',
});

export const section = style({
  display: 'grid',
  gap: vars.space.element,
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.element,
  padding: vars.space.card,
  background: vars.color.surface,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const tableScroller = style({
  overflowX: 'auto',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.text} 0`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const captionDetail = style({
  display: 'block',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

const cell = {
  padding: vars.space.text,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
} as const;

export const headerCell = style({
  ...cell,
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const dataCell = style(cell);

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'break-word',
});

export const swatchWithLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.text,
});

export const swatch = style({
  flex: 'none',
  display: 'inline-block',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

export const pairSample = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '3rem',
  padding: `${vars.space.text} ${vars.space.element}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const ratio = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

const markerBase = style({
  display: 'inline-block',
  padding: `0 ${vars.space.text}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const marker = styleVariants({
  pass: [markerBase, { background: vars.color.success, color: vars.color.onSuccess }],
  warn: [markerBase, { background: vars.color.warning, color: vars.color.onWarning }],
  fail: [markerBase, { background: vars.color.error, color: vars.color.onError }],
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.element,
});

export const field = style({
  display: 'grid',
  gap: vars.space.text,
  fontWeight: vars.fontWeight.medium,
});

export const select = style({
  minWidth: '14rem',
  padding: `${vars.space.text} ${vars.space.element}`,
  font: 'inherit',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text,
  background: vars.color.background,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const radioGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.element,
  margin: 0,
  padding: `${vars.space.text} ${vars.space.element}`,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const legend = style({
  padding: `0 ${vars.space.text}`,
  fontWeight: vars.fontWeight.semibold,
});

export const radioLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.text,
  accentColor: vars.color.primary,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.section,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.element,
});

export const muted = style({
  color: vars.color.textMuted,
});
