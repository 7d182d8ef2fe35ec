import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.element,
  alignItems: 'start',
});
export const url = style({ margin: 0 });
export const mono = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.text,
  marginTop: vars.space.text,
});
export const slugForm = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.text,
  marginTop: vars.space.element,
});
export const slugField = style({ alignSelf: 'stretch' });
export const status = style({
  margin: 0,
  minHeight: '1.25rem',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
export const codeLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
  margin: 0,
});
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  letterSpacing: '0.12em',
  padding: '0.25rem 0.5rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});
export const facts = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.text });
export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.text,
});
export const definition = style({ margin: 0 });
export const tips = style({
  margin: 0,
  paddingInlineStart: '1.25rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  lineHeight: vars.lineHeight.relaxed,
});
export const qrFigure = style({ margin: 0, display: 'flex', justifyContent: 'flex-start' });
/**
 * Rendered with the light palette (`data-color-mode="light"` on the element) in dark mode too: a scanner needs the
 * dark-on-light contrast of a printed code.
 */
export const qrImage = style({
  display: 'block',
  width: '12rem',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '1',
  boxSizing: 'border-box',
  padding: vars.space.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
