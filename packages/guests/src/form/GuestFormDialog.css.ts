import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.text, minWidth: 0 });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
  gap: vars.space.text,
  alignItems: 'start',
});
export const checks = style({ display: 'flex', flexDirection: 'column', gap: '0.375rem' });
export const repeated = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  alignItems: 'stretch',
});
export const entry = style({
  margin: 0,
  padding: vars.space.text,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  minWidth: 0,
});
export const entryTitle = style({
  display: 'inline-flex',
  gap: '0.5rem',
  alignItems: 'center',
  fontWeight: vars.fontWeight.medium,
  padding: '0 0.25rem',
});
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const error = style({ margin: 0, color: vars.color.error, fontWeight: vars.fontWeight.medium });

export const progress = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.text,
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.surface,
  paddingBlock: '0.25rem',
});
export const progressTrack = style({
  flex: 1,
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});
export const progressBar = style({
  height: '100%',
  background: vars.color.primary,
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const progressValue = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const section = style({
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&[data-state="invalid"]': { borderColor: vars.color.error } },
});
export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.md });
export const sectionToggle = style({
  all: 'unset',
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '2.75rem',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.text,
  padding: `0.5rem ${vars.space.text}`,
  cursor: 'pointer',
  color: vars.color.text,
  fontFamily: vars.font.heading,
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: -2,
      borderRadius: vars.radius.md,
    },
  },
});
export const sectionTitle = style({ flex: 1, fontWeight: vars.fontWeight.semibold });
export const chevron = style({
  display: 'inline-flex',
  transform: 'rotate(-90deg)',
  transition: 'transform 150ms ease-out',
  selectors: { '&[data-expanded]': { transform: 'none' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const sectionBody = style({ padding: vars.space.text, paddingTop: 0 });

export const entries = style({ display: 'flex', flexDirection: 'column', gap: '0.375rem' });
export const entryAdd = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.text,
  flexWrap: 'wrap',
});
export const tags = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.375rem',
});
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  paddingInlineStart: '0.625rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const hiddenLabel = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
