import { useUiStrings } from '../../i18n/useUiStrings';
import { useFontStatus } from './FontStatusContext';
import * as styles from './ThemeProvider.css';

/** docs/requirements.md A8: 'Failed to load {font}. Using fallback font.' for each family that failed. */
export function FontLoadNotice() {
  const { t } = useUiStrings();
  const { status, failed } = useFontStatus();
  return (
    <div role="status" data-font-status={status}>
      {failed.map((font) => (
        <p key={font} className={styles.notice}>
          {t('font.loadError', { font })}
        </p>
      ))}
    </div>
  );
}
