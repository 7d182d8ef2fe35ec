import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.element,
  minWidth: 0,
});
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const bar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.element, alignItems: 'start' });
