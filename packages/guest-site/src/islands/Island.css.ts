import { style } from '@vanilla-extract/css';

/** No box of its own: the island's content lays out as if the wrapper were not there. */
export const island = style({ display: 'contents' });
