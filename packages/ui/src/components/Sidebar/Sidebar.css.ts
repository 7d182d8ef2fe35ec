import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export { visuallyHidden as hiddenLabel } from '../../styles/shared.css';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

const column = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
} as const;

export const panel = style({
  ...column,
  width: '16rem',
  padding: vars.space.text,
  borderRight: `1px solid ${vars.color.border}`,
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: { '&[data-collapsed]': { width: '4rem' } },
});

export const panelHeader = style({ display: 'flex', justifyContent: 'flex-end' });

export const mobileRoot = style({ display: 'contents' });

export const backdrop = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: 40 });

export const drawer = style({
  ...column,
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: 41,
  width: 'min(18rem, 85vw)',
  padding: vars.space.text,
  overflowY: 'auto',
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const drawerHeader = style({ display: 'flex', justifyContent: 'flex-end' });

export const nav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });

export const group = style({ display: 'flex', flexDirection: 'column', gap: '0.25rem' });

export const groupLabel = style({
  margin: 0,
  paddingInline: vars.space.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.125rem' });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.text,
  minHeight: '2.5rem',
  paddingInline: vars.space.text,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    // The current page keeps its colours under the pointer (a hover tint would leave its text unreadable).
    '&:hover:not([data-disabled]):not([aria-current="page"])': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  justifyContent: 'center',
  width: '1.5rem',
  fontSize: vars.fontSize.md,
});

export const label = style({
  flex: 1,
  minWidth: 0,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const badge = style({ flexShrink: 0 });

/** Collapsed item name shown beside the icon on hover and keyboard focus (the link keeps it as its name). */
export const tooltip = style({
  position: 'absolute',
  insetInlineStart: 'calc(100% + 0.5rem)',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 30,
  padding: `0.25rem ${vars.space.text}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  visibility: 'hidden',
  selectors: {
    [`${item}:hover > &, ${item}:focus-visible > &`]: { visibility: 'visible' },
  },
});

export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  paddingTop: vars.space.text,
  borderTop: `1px solid ${vars.color.border}`,
});
