import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wedding/tokens';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.25rem',
    padding: '0.125rem 0.5rem',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: {
        background: vars.color.surfaceMuted,
        color: vars.color.text,
        border: `1px solid ${vars.color.border}`,
      },
      primary: { background: vars.color.primary, color: vars.color.onPrimary },
      secondary: { background: vars.color.secondary, color: vars.color.onSecondary },
      accent: { background: vars.color.accent, color: vars.color.onAccent },
      success: { background: vars.color.success, color: vars.color.onSuccess },
      warning: { background: vars.color.warning, color: vars.color.onWarning },
      error: { background: vars.color.error, color: vars.color.onError },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
