import { keyframes, style } from '@vanilla-extract/css';
import { MOBILE_BREAKPOINT_PX } from '@wedding/core';
import { vars } from '@wedding/tokens';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.element,
  minHeight: '3.5rem',
  paddingInline: vars.space.element,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

/** Layout 'auto': the bar's links and user menu show from the breakpoint up, the menu button below it. */
export const wideOnly = style({
  '@media': { [`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`]: { display: 'none' } },
});
export const narrowOnly = style({
  '@media': { [`(min-width: ${MOBILE_BREAKPOINT_PX}px)`]: { display: 'none' } },
});

/** Lays the user menu out as if it were a direct child of the actions row. */
export const userMenuSlot = style({ display: 'contents' });

export const nav = style({ flex: 1, minWidth: 0, overflowX: 'auto' });

export const links = style({ display: 'flex', gap: '0.25rem', listStyle: 'none', margin: 0, padding: 0 });

export const panelLinks = style({
  display: 'grid',
  gap: '0.25rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({
  display: 'block',
  padding: `${vars.space.text} ${vars.space.element}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[aria-current]': { color: vars.color.text, boxShadow: `inset 0 -2px 0 ${vars.color.primary}` },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.text,
  marginInlineStart: 'auto',
});

export const backdrop = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: 40 });

export const panel = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  zIndex: 41,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  width: 'min(20rem, 85vw)',
  padding: vars.space.element,
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const panelHeader = style({ display: 'flex', justifyContent: 'flex-end' });

export const panelUser = style({
  paddingTop: vars.space.element,
  borderTop: `1px solid ${vars.color.border}`,
});
