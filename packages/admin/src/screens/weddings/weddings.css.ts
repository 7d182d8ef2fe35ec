import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const rowLink = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });
export const badges = style({ display: 'inline-flex', flexWrap: 'wrap', gap: '0.25rem' });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.element,
  alignItems: 'start',
});
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.text} ${vars.space.element}`,
});
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
export const switches = style({ display: 'flex', flexDirection: 'column', gap: vars.space.text });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
});
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  maxWidth: '36rem',
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.element });
export const alert = style({
  margin: 0,
  padding: vars.space.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.error}`,
  fontSize: vars.fontSize.sm,
});
export const monthBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.text,
});
export const monthTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });
export const calendar = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: '0.25rem',
  '@media': { '(max-width: 639px)': { gridTemplateColumns: '1fr' } },
});
export const weekday = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textAlign: 'center',
  '@media': { '(max-width: 639px)': { display: 'none' } },
});
export const day = style({
  minHeight: '5rem',
  padding: '0.25rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  fontSize: vars.fontSize.xs,
  selectors: { '&[data-outside]': { visibility: 'hidden' } },
  '@media': { '(max-width: 639px)': { minHeight: 0, selectors: { '&[data-empty]': { display: 'none' } } } },
});
export const dayNumber = style({ fontWeight: vars.fontWeight.semibold });
export const dayWedding = style({ color: vars.color.text, overflowWrap: 'anywhere' });

/** The day's number in the month grid; phones, which list the days, read the whole date. */
export const shortDay = style({ '@media': { '(max-width: 639px)': { display: 'none' } } });
export const longDay = style({
  '@media': {
    'not all and (max-width: 639px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
