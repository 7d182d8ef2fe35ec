import {
  BASE_COLOR_ROLES,
  type BaseColorRole,
  type ColorMode,
  DEFAULT_THEME,
  type ThemeSettings,
} from '@wedding/tokens';
import { useState } from 'react';
import { useStudioText } from '../../i18n/use-studio-text';
import type { ContrastPairId } from '../../logic/contrast-pairs';
import { ColorPicker } from '../ColorPicker/ColorPicker';
import { ContrastChecker } from '../ContrastChecker/ContrastChecker';
import { ColorSwatch } from '../shared/ColorSwatch';
import { Segmented } from '../shared/Segmented';
import * as shared from '../shared/studio.css';

export interface ColorsPanelProps {
  theme: ThemeSettings;
  onColorChange: (mode: ColorMode, role: BaseColorRole, value: string) => void;
  onFixContrast: (scope: { mode?: ColorMode; pairIds?: readonly ContrastPairId[] }) => void;
  initialMode?: ColorMode;
}

/** The colour each role is judged against in the picker: text colours against the page, the page against text. */
const CONTRAST_PARTNER: Record<BaseColorRole, BaseColorRole> = {
  primary: 'background',
  secondary: 'background',
  accent: 'background',
  background: 'text',
  text: 'background',
};

/**
 * The colours tab: five colours per mode (docs/requirements.md A3), one picker for the chosen colour, and the contrast
 * check.
 */
export function ColorsPanel({
  theme,
  onColorChange,
  onFixContrast,
  initialMode = 'light',
}: ColorsPanelProps) {
  const { t } = useStudioText();
  const [mode, setMode] = useState<ColorMode>(initialMode);
  const [role, setRole] = useState<BaseColorRole>('primary');
  const palette = theme.colors[mode];
  const partner = CONTRAST_PARTNER[role];
  return (
    <div className={shared.section}>
      <Segmented
        label={t('colors.mode')}
        options={[
          { value: 'light', label: t('mode.light') },
          { value: 'dark', label: t('mode.dark') },
        ]}
        value={mode}
        onChange={setMode}
      />
      <Segmented
        label={t('colors.role')}
        options={BASE_COLOR_ROLES.map((entry) => ({
          value: entry,
          label: t(`role.${entry}`),
          icon: <ColorSwatch color={palette[entry]} size="1rem" />,
        }))}
        value={role}
        onChange={setRole}
      />
      <ColorPicker
        key={`${mode}-${role}`}
        label={t('colors.pickerTitle', { role: t(`role.${role}`), mode: t(`mode.${mode}`) })}
        value={palette[role]}
        defaultValue={DEFAULT_THEME.colors[mode][role]}
        onChange={(value) => onColorChange(mode, role, value)}
        contrastWith={{ label: t(`role.${partner}`), color: palette[partner] }}
      />
      <ContrastChecker theme={theme} mode={mode} onFix={onFixContrast} />
    </div>
  );
}
