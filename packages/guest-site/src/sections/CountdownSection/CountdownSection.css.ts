import { style } from '@vanilla-extract/css';

export const cardSlot = style({
  display: 'grid',
  justifyItems: 'center',
  selectors: { '[data-layout="modern"] &': { justifyItems: 'start' } },
});
