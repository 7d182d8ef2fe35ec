import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

const mobile = '(max-width: 639px)';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"side header" "side main"',
  gridTemplateRows: 'auto 1fr',
  minHeight: '100vh',
  '@media': { [mobile]: { gridTemplateAreas: '"side header" "main main"' } },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.element,
  top: '-4rem',
  zIndex: 60,
  padding: vars.space.text,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.element } },
});

export const side = style({
  gridArea: 'side',
  '@media': {
    [`not all and ${mobile}`]: {
      position: 'sticky',
      top: 0,
      height: '100vh',
      overflowY: 'auto',
      display: 'flex',
    },
    [mobile]: { padding: vars.space.text, display: 'flex', alignItems: 'flex-start' },
  },
});

export const header = style({
  gridArea: 'header',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  padding: `${vars.space.element} ${vars.space.card}`,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
  '@media': { [mobile]: { paddingInline: vars.space.text } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const main = style({
  gridArea: 'main',
  padding: vars.space.card,
  minWidth: 0,
  outline: 'none',
  '@media': { [mobile]: { padding: vars.space.element } },
});

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  paddingBlock: vars.space.text,
  borderTop: `1px solid ${vars.color.border}`,
});

export const blockLabel = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
  paddingInline: vars.space.text,
});

export const actionRow = style({ display: 'flex', flexWrap: 'wrap', gap: '0.25rem', alignItems: 'center' });

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.text, minWidth: 0 });

export const identityText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const username = style({
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const role = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const linkButton = style({ textDecoration: 'none' });

/** The member's role keeps the page read-only: told once, above the page, with a notice's edge. */
export const readOnlyNotice = style({
  margin: 0,
  marginBottom: vars.space.element,
  padding: vars.space.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
  lineHeight: vars.lineHeight.relaxed,
});
