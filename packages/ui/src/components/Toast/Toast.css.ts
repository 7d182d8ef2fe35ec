import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wedding/tokens';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(0.5rem)' }, to: { opacity: 1 } });

export const region = style({
  position: 'fixed',
  insetBlockEnd: '1rem',
  insetInlineEnd: '1rem',
  zIndex: 100,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  width: 'min(24rem, calc(100vw - 2rem))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space.element,
    padding: vars.space.element,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    borderRadius: vars.radius.md,
    borderInlineStart: '4px solid',
    boxShadow: vars.shadow.lg,
    animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: vars.color.success },
      warning: { borderInlineStartColor: vars.color.warning },
      error: { borderInlineStartColor: vars.color.error },
    },
  },
});

export const icon = recipe({
  base: { fontSize: vars.fontSize.lg, lineHeight: 1 },
  variants: {
    tone: {
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      error: { color: vars.color.error },
    },
  },
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });
export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
