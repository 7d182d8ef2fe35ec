import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const language = style({ flex: '1 1 18rem', maxWidth: '24rem' });
export const day = style({ display: 'flex', flexDirection: 'column', gap: vars.space.text });
export const dayTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});
export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
});
export const event = style({
  display: 'grid',
  // One time column for every event, so the titles line up down the day.
  gridTemplateColumns: '8.5rem minmax(0, 1fr)',
  gap: vars.space.element,
  padding: vars.space.element,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { '(max-width: 479px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.text } },
});
export const time = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.text, minWidth: 0 });
export const inlineIcon = style({ verticalAlign: '-0.15em', width: '1em', height: '1em' });
