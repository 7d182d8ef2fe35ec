import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

/** The page's own width decides the layout (the sidebar takes part of the window), hence a container. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  maxWidth: '90rem',
  containerType: 'inline-size',
});

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.element,
});

/** The unseated list beside the plan on wide pages; above it on phones. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.element,
  alignItems: 'start',
  '@container': { '(min-width: 52rem)': { gridTemplateColumns: '19rem minmax(0, 1fr)' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  padding: vars.space.card,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const unseatedPanel = style([
  panel,
  {
    '@container': {
      '(min-width: 52rem)': {
        position: 'sticky',
        top: vars.space.element,
        maxHeight: '85vh',
        overflow: 'auto',
      },
    },
    selectors: {
      '&[data-over="true"]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const filters = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.text });

export const guestList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
});

export const guestRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.375rem',
  minWidth: 0,
  padding: '0.25rem 0.375rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

/** The name above its badges, so a narrow column still shows the whole name. */
export const guestText = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  paddingBlock: '0.25rem',
});

export const guestName = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const guestBadges = style({ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' });

export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  minWidth: '1.75rem',
  minHeight: '2.75rem',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-pressed="true"]': { cursor: 'grabbing' },
  },
});

export const dragging = style({ opacity: 0.4 });

export const overlay = style([
  guestRow,
  {
    boxShadow: `0 0.5rem 1.5rem ${vars.color.border}`,
    border: `1px solid ${vars.color.primary}`,
    cursor: 'grabbing',
  },
]);

export const plan = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.element,
  alignItems: 'start',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const table = style([
  panel,
  {
    transition: 'outline-color 120ms',
    selectors: {
      '&[data-over="true"]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-full="true"]': { borderColor: vars.color.warning },
    },
  },
]);

export const tableHeader = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.text });
export const tableTitle = style([sectionTitle, { flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }]);
export const tableMeta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.375rem',
  alignItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The table drawn small: its shape with one dot per seat, filled where someone sits. */
export const shape = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignContent: 'center',
  gap: '0.25rem',
  padding: '0.5rem',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});
export const shapes = styleVariants({
  round: [shape, { borderRadius: '50%', width: '6.5rem', height: '6.5rem', margin: '0 auto' }],
  long: [shape, { borderRadius: vars.radius.md, width: '100%', minHeight: '3rem' }],
});
export const seat = style({
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: '50%',
  border: `1px solid ${vars.color.textMuted}`,
  selectors: {
    '&[data-taken="true"]': { background: vars.color.primary, borderColor: vars.color.primary },
    '&[data-extra="true"]': { background: vars.color.error, borderColor: vars.color.error },
  },
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const warnings = style([panel, { borderColor: vars.color.warning }]);
export const warningsOk = style([panel]);
export const warningHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.text,
});
export const warningList = style({
  margin: 0,
  paddingInlineStart: '1.25rem',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
});

export const noteList = style([guestList]);
export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });
export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.text,
  justifyContent: 'flex-end',
});
export const dangerZone = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  paddingTop: vars.space.text,
  borderTop: `1px solid ${vars.color.border}`,
});
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
