import { formatMessage } from '../i18n/format-message';
import de from '../i18n/locales/de.json';
import type { UiMessageKey } from '../i18n/messages';

/** German (default locale) interface strings for story assertions, so tests never re-type a translation. */
export function deText(key: UiMessageKey, params?: Record<string, string | number>): string {
  return formatMessage(de[key], params, 'de');
}
