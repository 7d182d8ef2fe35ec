import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wedding/tokens';

const pulse = keyframes({
  '0%, 100%': { transform: 'scale(1)' },
  '50%': { transform: 'scale(1.08)' },
});

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.text,
  padding: vars.space.card,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  gridColumn: '1 / 2',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const description = style({
  margin: 0,
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const icon = recipe({
  base: {
    gridColumn: '2',
    gridRow: '1 / 3',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2.75rem',
    height: '2.75rem',
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.lg,
  },
  variants: {
    accent: {
      primary: { background: vars.color.primary, color: vars.color.onPrimary },
      secondary: { background: vars.color.secondary, color: vars.color.onSecondary },
      accent: { background: vars.color.accent, color: vars.color.onAccent },
      success: { background: vars.color.success, color: vars.color.onSuccess },
      warning: { background: vars.color.warning, color: vars.color.onWarning },
      error: { background: vars.color.error, color: vars.color.onError },
    },
  },
});

export const trend = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  gridColumn: '1 / -1',
  padding: '0.125rem 0.5rem',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&[data-positive="true"]': { background: vars.color.success, color: vars.color.onSuccess },
    '&[data-positive="false"]': { background: vars.color.error, color: vars.color.onError },
    '&[data-pulsing]': { animation: `${pulse} 1s ${vars.motion.easing} 2` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});
