import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wedding/tokens';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.element,
    boxSizing: 'border-box',
    padding: vars.space.card,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    borderRadius: vars.radius.lg,
  },
  variants: {
    elevation: {
      flat: { border: `${vars.borderWidth} solid ${vars.color.border}` },
      raised: { boxShadow: vars.shadow.md },
    },
  },
  defaultVariants: { elevation: 'flat' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.element,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
