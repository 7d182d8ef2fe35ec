import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wedding/tokens';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.text,
    boxSizing: 'border-box',
    border: `${vars.borderWidth} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, box-shadow ${vars.motion.durationFast} ${vars.motion.easing}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      // Plain <button>/<a> elements styled with this recipe (no react-aria data attributes): native states.
      '&:not([data-rac]):focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      '&:not([data-rac]):disabled': { opacity: 0.55, cursor: 'not-allowed' },
      '&[data-busy]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { boxShadow: vars.shadow.md },
          '&:not([data-rac]):hover:not(:disabled)': { boxShadow: vars.shadow.md },
        },
      },
      secondary: {
        background: vars.color.secondary,
        color: vars.color.onSecondary,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { boxShadow: vars.shadow.md },
          '&:not([data-rac]):hover:not(:disabled)': { boxShadow: vars.shadow.md },
        },
      },
      outline: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceMuted },
          '&:not([data-rac]):hover:not(:disabled)': { background: vars.color.surfaceMuted },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceMuted },
          '&:not([data-rac]):hover:not(:disabled)': { background: vars.color.surfaceMuted },
        },
      },
      danger: {
        background: vars.color.error,
        color: vars.color.onError,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { boxShadow: vars.shadow.md },
          '&:not([data-rac]):hover:not(:disabled)': { boxShadow: vars.shadow.md },
        },
      },
    },
    size: {
      sm: { minHeight: '2rem', padding: `0 ${vars.space.element}`, fontSize: vars.fontSize.sm },
      md: { minHeight: '2.5rem', padding: `0 ${vars.space.card}`, fontSize: vars.fontSize.md },
      lg: { minHeight: '3rem', padding: `0 ${vars.space.card}`, fontSize: vars.fontSize.lg },
    },
    iconOnly: {
      true: { padding: 0, aspectRatio: '1', borderRadius: vars.radius.full },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', iconOnly: false },
});
