import {
  COLOR_MODES,
  DEFAULT_PRESET_ID,
  DEFAULT_THEME,
  deriveSemanticColors,
  SEMANTIC_COLOR_ROLES,
  THEME_PRESETS,
} from '@wedding/tokens';
import { useId, useState } from 'react';
import { ColorSwatch } from './ColorSwatch';
import { MODE_LABELS, PresetPaletteTable } from './PresetPaletteTable';
import { caption, code, dataCell, field, headerCell, section, select, table } from './token-docs.css';

export interface PresetExplorerProps {
  locale: string;
  initialPresetId?: string;
}

/** Pick one preset and see its five colours and every semantic colour derived from them, in both modes. */
export function PresetExplorer({ locale, initialPresetId = DEFAULT_PRESET_ID }: PresetExplorerProps) {
  const selectId = useId();
  const [presetId, setPresetId] = useState(initialPresetId);
  const preset = THEME_PRESETS.find((item) => item.id === presetId) ?? THEME_PRESETS[0]!;
  const derived = {
    light: deriveSemanticColors(preset.theme.colors.light, 'light', DEFAULT_THEME.colors.light),
    dark: deriveSemanticColors(preset.theme.colors.dark, 'dark', DEFAULT_THEME.colors.dark),
  };
  return (
    <div className={section}>
      <div className={field}>
        <label htmlFor={selectId}>Preset</label>
        <select
          id={selectId}
          className={select}
          value={preset.id}
          onChange={(event) => setPresetId(event.target.value)}
        >
          {THEME_PRESETS.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <p>{preset.description}</p>
      <PresetPaletteTable preset={preset} locale={locale} />
      <table className={table}>
        <caption className={caption}>{preset.name}: derived semantic colours</caption>
        <thead>
          <tr>
            <th scope="col" className={headerCell}>
              Semantic role
            </th>
            {COLOR_MODES.map((mode) => (
              <th key={mode} scope="col" className={headerCell}>
                {MODE_LABELS[mode]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SEMANTIC_COLOR_ROLES.map((role) => (
            <tr key={role}>
              <th scope="row" className={headerCell}>
                <code className={code}>{role}</code>
              </th>
              {COLOR_MODES.map((mode) => (
                <td key={mode} className={dataCell}>
                  <ColorSwatch color={derived[mode][role]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
