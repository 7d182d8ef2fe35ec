import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.element,
});

export const event = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.text,
  '@media': {
    '(min-width: 40rem)': { gridTemplateColumns: '9rem minmax(0, 1fr)', columnGap: vars.space.card },
  },
});

export const time = style({
  margin: 0,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const details = style({ display: 'grid', gap: vars.space.text, minWidth: 0 });

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
});
