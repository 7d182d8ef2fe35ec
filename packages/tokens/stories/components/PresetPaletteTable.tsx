import {
  BASE_COLOR_ROLES,
  type BaseColorRole,
  COLOR_MODES,
  type ColorMode,
  contrastRatio,
  DEFAULT_THEME,
  deriveSemanticColors,
  type ThemePreset,
} from '@wedding/tokens';
import { ColorSwatch } from './ColorSwatch';
import { ContrastRatio } from './ContrastRatio';
import { caption, captionDetail, dataCell, headerCell, table } from './token-docs.css';

const ROLE_LABELS: Record<BaseColorRole, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  background: 'Background',
  text: 'Text',
};
export const MODE_LABELS: Record<ColorMode, string> = { light: 'Light', dark: 'Dark' };

export interface PresetContrast {
  textOnBackground: number;
  onPrimaryOnPrimary: number;
}

/** The two pairs the gallery reports per mode; on-primary is the colour the theme derives for text on primary. */
export function presetContrast(preset: ThemePreset, mode: ColorMode): PresetContrast {
  const palette = preset.theme.colors[mode];
  const semantic = deriveSemanticColors(palette, mode, DEFAULT_THEME.colors[mode]);
  return {
    textOnBackground: contrastRatio(palette.text, palette.background),
    onPrimaryOnPrimary: contrastRatio(semantic.onPrimary, semantic.primary),
  };
}

export interface PresetPaletteTableProps {
  preset: ThemePreset;
  locale: string;
}

/** One preset: its five colours in light and dark, with the contrast of text on background and on-primary on primary. */
export function PresetPaletteTable({ preset, locale }: PresetPaletteTableProps) {
  const flags = [preset.isPopular ? 'popular' : null, preset.isPremium ? 'premium' : null].filter(Boolean);
  return (
    <table className={table} data-preset-id={preset.id}>
      <caption className={caption}>
        {preset.name}
        <span className={captionDetail}>
          {preset.category} · layout {preset.theme.layout} · {preset.theme.fonts.heading} /{' '}
          {preset.theme.fonts.body}
          {flags.length > 0 ? ` · ${flags.join(', ')}` : ''}
        </span>
      </caption>
      <thead>
        <tr>
          <th scope="col" className={headerCell}>
            Mode
          </th>
          {BASE_COLOR_ROLES.map((role) => (
            <th key={role} scope="col" className={headerCell}>
              {ROLE_LABELS[role]}
            </th>
          ))}
          <th scope="col" className={headerCell}>
            Text on background
          </th>
          <th scope="col" className={headerCell}>
            On-primary on primary
          </th>
        </tr>
      </thead>
      <tbody>
        {COLOR_MODES.map((mode) => {
          const contrast = presetContrast(preset, mode);
          return (
            <tr key={mode} data-mode={mode}>
              <th scope="row" className={headerCell}>
                {MODE_LABELS[mode]}
              </th>
              {BASE_COLOR_ROLES.map((role) => (
                <td key={role} className={dataCell}>
                  <ColorSwatch color={preset.theme.colors[mode][role]} />
                </td>
              ))}
              <td className={dataCell} data-pair="text-on-background">
                <ContrastRatio ratio={contrast.textOnBackground} locale={locale} />
              </td>
              <td className={dataCell} data-pair="on-primary-on-primary">
                <ContrastRatio ratio={contrast.onPrimaryOnPrimary} locale={locale} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
