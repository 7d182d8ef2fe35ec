/**
 * A 5 MB PNG of one colour can declare 30,000 x 30,000 pixels and decode to gigabytes, so decoding
 * stops above this many input pixels (e.g. 8,000 x 5,000), well under sharp's own default of 268 M.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Longest edge of the stored image; larger photos are scaled down, smaller ones kept as they are. */
export const MAX_STORED_EDGE_PX = 2_400;
export const THUMBNAIL_EDGE_PX = 400;
export const WEBP_QUALITY = 82;
export const THUMBNAIL_WEBP_QUALITY = 70;
