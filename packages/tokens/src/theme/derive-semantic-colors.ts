import { CONTRAST_TARGET, CONTRAST_WARNING_BELOW } from '../color/constants';
import { ensureContrast } from '../color/ensure-contrast';
import { formatOklch } from '../color/format-oklch';
import { mixOklch } from '../color/mix-oklch';
import { parseColor } from '../color/parse-color';
import { pickOnColor } from '../color/pick-on-color';
import { toSrgbGamut } from '../color/to-srgb-gamut';
import type { OklchColor } from '../color/types';
import { statusColorTokens } from '../generated/tokens';
import { BASE_COLOR_ROLES, type BaseColorRole, type ColorMode } from './roles';
import type { SemanticColors, ThemePalette } from './types';

/** How far surfaces move from the background towards the text colour. */
const SURFACE_MIX = 0.04;
const SURFACE_MUTED_MIX = 0.09;
const TEXT_MUTED_MIX = 0.35;
const BORDER_MIX = 0.3;

function parsePalette(palette: ThemePalette, fallback: ThemePalette): Record<BaseColorRole, OklchColor> {
  const entries = BASE_COLOR_ROLES.map((role) => {
    const color = parseColor(palette[role]) ?? parseColor(fallback[role]);
    if (!color) throw new TypeError(`No valid ${role} colour in the theme or its fallback`);
    return [role, toSrgbGamut(color)] as const;
  });
  return Object.fromEntries(entries) as Record<BaseColorRole, OklchColor>;
}

function statusColor(mode: ColorMode, role: keyof (typeof statusColorTokens)['light']): OklchColor {
  const color = parseColor(statusColorTokens[mode][role]);
  if (!color) throw new TypeError(`statusColor.${mode}.${role} is not a colour`);
  return color;
}

/**
 * Derives every semantic colour of one mode from a theme's five colours:
 * - surfaces mix the background slightly towards the text colour;
 * - textMuted reaches 4.5:1 on the most tinted surface (so also on surface and background);
 * - border, focusRing and status colours reach 3:1 against the background (WCAG 1.4.11 non-text contrast);
 * - every on-colour reaches 4.5:1 on its fill.
 * The five base colours are kept as chosen (the customizer warns about their contrast); an unparsable one is
 * replaced by the same role of `fallback`.
 */
export function deriveSemanticColors(
  palette: ThemePalette,
  mode: ColorMode,
  fallback: ThemePalette,
): SemanticColors {
  const base = parsePalette(palette, fallback);
  const surface = mixOklch(base.background, base.text, SURFACE_MIX);
  const surfaceMuted = mixOklch(base.background, base.text, SURFACE_MUTED_MIX);
  const textMuted = ensureContrast(
    mixOklch(base.text, base.background, TEXT_MUTED_MIX),
    surfaceMuted,
    CONTRAST_TARGET,
  );
  const border = ensureContrast(
    mixOklch(base.background, base.text, BORDER_MIX),
    base.background,
    CONTRAST_WARNING_BELOW,
  );
  const success = ensureContrast(statusColor(mode, 'success'), base.background, CONTRAST_WARNING_BELOW);
  const warning = ensureContrast(statusColor(mode, 'warning'), base.background, CONTRAST_WARNING_BELOW);
  const error = ensureContrast(statusColor(mode, 'error'), base.background, CONTRAST_WARNING_BELOW);
  const colors: Record<keyof SemanticColors, OklchColor> = {
    background: base.background,
    surface,
    surfaceMuted,
    text: base.text,
    textMuted,
    border,
    primary: base.primary,
    onPrimary: pickOnColor(base.primary),
    secondary: base.secondary,
    onSecondary: pickOnColor(base.secondary),
    accent: base.accent,
    onAccent: pickOnColor(base.accent),
    success,
    onSuccess: pickOnColor(success),
    warning,
    onWarning: pickOnColor(warning),
    error,
    onError: pickOnColor(error),
    focusRing: ensureContrast(base.primary, base.background, CONTRAST_WARNING_BELOW),
    overlay: statusColor(mode, 'overlay'),
  };
  return Object.fromEntries(
    Object.entries(colors).map(([role, color]) => [role, formatOklch(color)]),
  ) as SemanticColors;
}
