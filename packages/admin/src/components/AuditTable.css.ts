import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  paddingBlock: vars.space.text,
});
export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.text} ${vars.space.text}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });
