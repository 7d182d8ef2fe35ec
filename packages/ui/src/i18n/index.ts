export { formatMessage, type MessageParams } from './format-message';
export { I18nProvider, type I18nProviderProps } from './I18nProvider';
export { loadUiLocale } from './load-ui-locale';
export { type UiMessageKey, type UiMessages, uiMessages } from './messages';
export { UiLocaleProvider, useUiLocale } from './ui-locale';
export { type UiStrings, useUiStrings } from './useUiStrings';
