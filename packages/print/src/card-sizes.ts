/** Paper sizes of a household card (portrait); A6 is postcard size, A5 folds into a C5 envelope. */
export const CARD_SIZES = ['A6', 'A5'] as const;
export type CardSize = (typeof CARD_SIZES)[number];
