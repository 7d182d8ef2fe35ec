import { primitiveFontFamilies } from '../generated/tokens';
import { withMetricFallback } from './metric-fallback';

/** docs/requirements.md A2: typography selector categories. */
export const FONT_CATEGORIES = ['serif', 'sans-serif', 'display', 'handwriting', 'monospace'] as const;
export type FontCategory = (typeof FONT_CATEGORIES)[number];

/** docs/requirements.md A3: web fonts are offered at weights 400, 500, 600 and 700. */
export const FONT_WEIGHTS = [400, 500, 600, 700] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

export interface FontsourcePackage {
  /** npm package that self-hosts the font (a dependency of @wedding/tokens). */
  packageName: string;
  /** CSS entry points, one per weight, e.g. '@fontsource/inter/400.css'. */
  imports: readonly string[];
}

export interface FontOption {
  /** CSS family name, stored in customizations (theme.fonts.heading/body). */
  name: string;
  displayName: string;
  category: FontCategory;
  /**
   * Spec field name kept: true for a web font. Web fonts are self-hosted from @fontsource packages,
   * never loaded from a third-party font service.
   */
  googleFont: boolean;
  previewText: string;
  /** Weights actually shipped (some families lack 500 or 600). */
  weights: readonly FontWeight[];
  /** Full CSS font-family value with fallbacks. */
  stack: string;
  fontsource: FontsourcePackage | null;
}

const PREVIEW_TEXT = 'Together with their families, Anna & Ben invite you to celebrate';

function webFont(
  name: string,
  category: FontCategory,
  packageName: string,
  weights: readonly FontWeight[],
  stack: string,
): FontOption {
  return {
    name,
    displayName: name,
    category,
    googleFont: true,
    previewText: PREVIEW_TEXT,
    weights,
    // While the web font loads, its metric-matched fallback face holds its place (no layout shift on swap).
    stack: withMetricFallback(name, stack),
    fontsource: { packageName, imports: weights.map((weight) => `${packageName}/${weight}.css`) },
  };
}

function systemFont(name: string, displayName: string, category: FontCategory, stack: string): FontOption {
  return {
    name,
    displayName,
    category,
    googleFont: false,
    previewText: PREVIEW_TEXT,
    weights: [400, 700],
    stack,
    fontsource: null,
  };
}

const families = primitiveFontFamilies;
const ALL_WEIGHTS = FONT_WEIGHTS;

/**
 * docs/requirements.md A3: about 20 built-in fonts, 15 of them web fonts. Weights were checked against each @fontsource
 * package's files: Crimson Text and Source Sans Pro have no 500, Lato has neither 500 nor 600.
 */
export const FONT_CATALOGUE: readonly FontOption[] = [
  webFont('Playfair Display', 'serif', '@fontsource/playfair-display', ALL_WEIGHTS, families.playfairDisplay),
  webFont('Crimson Text', 'serif', '@fontsource/crimson-text', [400, 600, 700], families.crimsonText),
  webFont('Dancing Script', 'handwriting', '@fontsource/dancing-script', ALL_WEIGHTS, families.dancingScript),
  webFont('Inter', 'sans-serif', '@fontsource/inter', ALL_WEIGHTS, families.inter),
  webFont('Lora', 'serif', '@fontsource/lora', ALL_WEIGHTS, families.lora),
  webFont('Montserrat', 'sans-serif', '@fontsource/montserrat', ALL_WEIGHTS, families.montserrat),
  webFont('Open Sans', 'sans-serif', '@fontsource/open-sans', ALL_WEIGHTS, families.openSans),
  webFont(
    'Source Sans Pro',
    'sans-serif',
    '@fontsource/source-sans-pro',
    [400, 600, 700],
    families.sourceSansPro,
  ),
  webFont('Nunito', 'sans-serif', '@fontsource/nunito', ALL_WEIGHTS, families.nunito),
  webFont('Lato', 'sans-serif', '@fontsource/lato', [400, 700], families.lato),
  webFont('Roboto', 'sans-serif', '@fontsource/roboto', ALL_WEIGHTS, families.roboto),
  webFont('Poppins', 'sans-serif', '@fontsource/poppins', ALL_WEIGHTS, families.poppins),
  webFont(
    'Cormorant Garamond',
    'serif',
    '@fontsource/cormorant-garamond',
    ALL_WEIGHTS,
    families.cormorantGaramond,
  ),
  webFont('Cinzel', 'display', '@fontsource/cinzel', ALL_WEIGHTS, families.cinzel),
  webFont('JetBrains Mono', 'monospace', '@fontsource/jetbrains-mono', ALL_WEIGHTS, families.jetbrainsMono),
  systemFont('system-ui', 'System UI', 'sans-serif', families.systemUi),
  systemFont('Georgia', 'Georgia', 'serif', families.georgia),
  systemFont('Times New Roman', 'Times New Roman', 'serif', families.timesNewRoman),
  systemFont('Arial', 'Arial', 'sans-serif', families.arial),
  systemFont('Courier New', 'Courier New', 'monospace', families.courierNew),
];

/** Font lists (docs/requirements.md A3). */
export const HEADING_FONTS = [
  'Playfair Display',
  'Crimson Text',
  'Dancing Script',
  'Inter',
  'Lora',
  'Montserrat',
  'Open Sans',
] as const;
export const BODY_FONTS = [
  'Inter',
  'Source Sans Pro',
  'Nunito',
  'Lato',
  'Open Sans',
  'Roboto',
  'Poppins',
] as const;
/** The brand font list: heading and body fonts plus Cormorant Garamond. */
export const BRAND_FONTS: readonly string[] = [
  ...new Set([...HEADING_FONTS, ...BODY_FONTS, 'Cormorant Garamond']),
];

export const DEFAULT_FONTS = { heading: 'Playfair Display', body: 'Inter' } as const;
