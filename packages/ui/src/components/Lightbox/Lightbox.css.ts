import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const overlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay });

export const content = style({
  position: 'fixed',
  inset: 0,
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  alignItems: 'center',
  justifyItems: 'center',
  gap: vars.space.element,
  padding: vars.space.element,
  color: vars.color.text,
  fontFamily: vars.font.body,
  outline: 'none',
  pointerEvents: 'none',
});

export const bar = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  width: '100%',
  pointerEvents: 'auto',
});

export const pill = style({
  padding: `${vars.space.text} ${vars.space.element}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const stage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.element,
  width: '100%',
  minHeight: 0,
});

export const image = style({
  maxWidth: 'min(1200px, 100%)',
  maxHeight: '85vh',
  width: 'auto',
  height: 'auto',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  pointerEvents: 'auto',
});

export const navSlot = style({
  width: '3rem',
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'auto',
});

export const caption = style({ margin: 0, pointerEvents: 'auto' });
