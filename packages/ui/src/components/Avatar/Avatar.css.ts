import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wedding/tokens';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.primary,
    color: vars.color.onPrimary,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: '2rem', height: '2rem', fontSize: vars.fontSize.xs },
      md: { width: '2.5rem', height: '2.5rem', fontSize: vars.fontSize.sm },
      lg: { width: '3.5rem', height: '3.5rem', fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
