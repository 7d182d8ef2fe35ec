import { primitiveTokens } from '../generated/tokens';

export interface ColorSwatch {
  name: string;
  value: string;
}

/** docs/requirements.md A2: the colour picker's 10 preset swatches, taken from the primitive palette. */
export const PRESET_SWATCHES: readonly ColorSwatch[] = [
  { name: 'Rose', value: primitiveTokens.palette.rose[500] },
  { name: 'Blush', value: primitiveTokens.palette.blush[300] },
  { name: 'Burgundy', value: primitiveTokens.palette.burgundy[700] },
  { name: 'Terracotta', value: primitiveTokens.palette.terracotta[500] },
  { name: 'Gold', value: primitiveTokens.palette.gold[500] },
  { name: 'Sage', value: primitiveTokens.palette.sage[500] },
  { name: 'Forest', value: primitiveTokens.palette.forest[600] },
  { name: 'Ocean', value: primitiveTokens.palette.ocean[500] },
  { name: 'Navy', value: primitiveTokens.palette.navy[700] },
  { name: 'Lavender', value: primitiveTokens.palette.lavender[400] },
];
