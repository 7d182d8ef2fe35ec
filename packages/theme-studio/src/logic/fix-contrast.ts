import {
  type BaseColorRole,
  COLOR_MODES,
  CONTRAST_TARGET,
  type ColorMode,
  type ThemePalette,
  type ThemeSettings,
} from '@wedding/tokens';
import { CONTRAST_PAIRS, type ContrastPairId, checkPaletteContrast, paintedColors } from './contrast-pairs';
import { nearestPassingShadeOf } from './nearest-passing-shade';

export interface ContrastFixScope {
  /** Only these pairs (default: every pair below the target). */
  pairIds?: readonly ContrastPairId[];
  /** Only this mode (default: both). */
  mode?: ColorMode;
}

function fixPalette(
  palette: ThemePalette,
  mode: ColorMode,
  pairIds: ReadonlySet<ContrastPairId>,
): ThemePalette {
  const failing = checkPaletteContrast(palette, mode).filter(
    (check) => check.belowTarget && pairIds.has(check.pair.id),
  );
  const roles = [...new Set(failing.map((check) => check.pair.foreground))] as BaseColorRole[];
  let fixed = palette;
  for (const role of roles) {
    // Every pair this colour is the text of must pass, judged with the backgrounds its new shade yields.
    const backgroundsOfRole = CONTRAST_PAIRS.filter((pair) => pair.foreground === role).map(
      (pair) => pair.background,
    );
    const shade = nearestPassingShadeOf(
      fixed[role],
      (candidate) => {
        const painted = paintedColors({ ...fixed, [role]: candidate }, mode);
        return backgroundsOfRole.map((background) => painted[background]);
      },
      CONTRAST_TARGET,
    );
    fixed = { ...fixed, [role]: shade };
  }
  return fixed;
}

/**
 * The one-action contrast fix: every text colour below the 4.5:1 target (docs/requirements.md A5) moves to its nearest
 * passing shade, keeping hue and chroma where the gamut allows (nearestPassingShade). Backgrounds are never changed:
 * they carry the couple's mood, and moving the text is the smaller visible change.
 */
export function fixThemeContrast(theme: ThemeSettings, scope: ContrastFixScope = {}): ThemeSettings {
  const pairIds = new Set<ContrastPairId>(scope.pairIds ?? CONTRAST_PAIRS.map((pair) => pair.id));
  const modes = scope.mode ? [scope.mode] : COLOR_MODES;
  const colors = { ...theme.colors };
  for (const mode of modes) colors[mode] = fixPalette(theme.colors[mode], mode, pairIds);
  return { ...theme, colors };
}
