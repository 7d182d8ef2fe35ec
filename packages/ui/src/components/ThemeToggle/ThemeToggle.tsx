import { ToggleButton } from 'react-aria-components';
import { useUiStrings } from '../../i18n/useUiStrings';
import { MoonIcon, SunIcon } from '../../icons/icons';
import { button } from '../Button/Button.css';
import { useThemeMode } from '../ThemeProvider/ThemeModeContext';

export interface ThemeToggleProps {
  size?: 'sm' | 'md' | 'lg';
}

/** Spec B 2 theme toggle light/dark: a pressed toggle means dark; it switches the nearest ThemeProvider. */
export function ThemeToggle({ size = 'md' }: ThemeToggleProps) {
  const { t } = useUiStrings();
  const { resolved, setPreference } = useThemeMode();
  const dark = resolved === 'dark';
  return (
    <ToggleButton
      className={button({ variant: 'ghost', size, iconOnly: true })}
      aria-label={t('themeToggle.dark')}
      isSelected={dark}
      onChange={(selected) => setPreference(selected ? 'dark' : 'light')}
      data-mode={resolved}
    >
      {dark ? <MoonIcon aria-hidden="true" /> : <SunIcon aria-hidden="true" />}
    </ToggleButton>
  );
}
