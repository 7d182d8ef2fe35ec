import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const dialog = style({
  boxSizing: 'border-box',
  width: 'min(30rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  overflow: 'auto',
  margin: 'auto',
  padding: vars.space.card,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  boxShadow: vars.shadow.lg,
});

globalStyle(`${dialog}::backdrop`, { background: vars.color.overlay });

export const body = style({ display: 'grid', gap: vars.space.element });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const error = style({
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

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.text,
});
