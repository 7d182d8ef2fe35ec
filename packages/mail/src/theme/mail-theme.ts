import {
  DEFAULT_CUSTOMIZATION,
  deriveSemanticColors,
  formatHex,
  parseColor,
  parseCustomization,
} from '@wedding/tokens';
import { headingStackFor, SANS_SERIF_STACK } from './system-font-stacks';

/** The colours (#rrggbb) and font stacks an email is drawn with. */
export interface MailTheme {
  colors: {
    /** Behind the card: the theme's most tinted surface. */
    page: string;
    /** The card holding the message: the theme's background. */
    card: string;
    /** Boxes inside the card (an answer summary, a personal note). */
    panel: string;
    text: string;
    /** Secondary text; 4.5:1 on page, card and panel. */
    textMuted: string;
    border: string;
    primary: string;
    /** Text on primary; 4.5:1 by derivation. */
    onPrimary: string;
    /** Decoration only (a rule, a quote bar): it carries no text, so it needs no contrast. */
    accent: string;
  };
  fonts: { heading: string; body: string };
}

const SEMANTIC_ROLES_USED = {
  page: 'surfaceMuted',
  card: 'background',
  panel: 'surface',
  text: 'text',
  textMuted: 'textMuted',
  border: 'border',
  primary: 'primary',
  onPrimary: 'onPrimary',
  accent: 'accent',
} as const satisfies Record<keyof MailTheme['colors'], string>;

/**
 * A wedding's theme for its emails, from its stored customization (read leniently: anything missing or broken
 * takes the default theme's value). Light mode only: the design is fixed to light (see the color-scheme meta in
 * MailLayout), because mail clients that force dark mode invert colours unpredictably.
 */
export function mailThemeOf(customization: unknown): MailTheme {
  const { theme } = parseCustomization(customization);
  const semantic = deriveSemanticColors(
    theme.colors.light,
    'light',
    DEFAULT_CUSTOMIZATION.theme.colors.light,
  );
  const colors = Object.fromEntries(
    Object.entries(SEMANTIC_ROLES_USED).map(([name, role]) => {
      const parsed = parseColor(semantic[role]);
      const hex = parsed ? formatHex(parsed) : null;
      if (!hex) throw new TypeError(`The derived ${role} colour is not a colour: ${semantic[role]}`);
      return [name, hex];
    }),
  ) as MailTheme['colors'];
  return { colors, fonts: { heading: headingStackFor(theme.fonts.heading), body: SANS_SERIF_STACK } };
}
