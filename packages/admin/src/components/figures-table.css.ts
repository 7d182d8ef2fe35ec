import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

/** A table of figures (analytics days, database tables): names at the start, numbers aligned at the end. */
export const figuresTable = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${figuresTable} th, ${figuresTable} td`, {
  padding: '0.375rem 0.5rem',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'end',
});
globalStyle(`${figuresTable} th[scope="row"], ${figuresTable} thead th:first-child`, {
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
});
/** Its scroll box when it is wider than the screen (focusable: the keyboard can scroll it). */
export const figuresScroller = style({ overflowX: 'auto' });
