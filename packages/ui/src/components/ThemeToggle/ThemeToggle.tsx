import { useUiStrings } from '../../i18n/useUiStrings';
import { MoonIcon, SunIcon } from '../../icons/icons';
import { button } from '../Button/Button.css';
import { useThemeMode } from '../ThemeProvider/ThemeModeContext';

export interface ThemeToggleProps {
  size?: 'sm' | 'md' | 'lg';
}

/**
 * Theme toggle light/dark (docs/requirements.md B2): a pressed toggle means dark; it switches the nearest
 * ThemeProvider. A native `<button aria-pressed>`: it sits in the public site's first view, where react-aria's press
 * handling would cost more script than a toggle needs.
 */
export function ThemeToggle({ size = 'md' }: ThemeToggleProps) {
  const { t } = useUiStrings();
  const { resolved, setPreference } = useThemeMode();
  const dark = resolved === 'dark';
  return (
    <button
      type="button"
      className={button({ variant: 'ghost', size, iconOnly: true })}
      aria-label={t('themeToggle.dark')}
      aria-pressed={dark}
      onClick={() => setPreference(dark ? 'light' : 'dark')}
      data-mode={resolved}
    >
      {dark ? <MoonIcon aria-hidden="true" /> : <SunIcon aria-hidden="true" />}
    </button>
  );
}
