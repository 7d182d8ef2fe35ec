import type { Locale } from '@wedding/core';
import { type MailText, mailLocale, mailText } from './i18n/mail-text';
import type { MailContent } from './mail-content';
import { type MailTheme, mailThemeOf } from './theme/mail-theme';

/** What every part of a template needs besides the content: the language, its texts and the theme. */
export interface MailContext {
  locale: Locale;
  text: MailText;
  theme: MailTheme;
}

/**
 * Wedding emails wear the wedding's theme; account emails (no wedding) wear the product's default theme, which
 * is what parsing an empty customization yields.
 */
export function createMailContext(content: MailContent, requestedLocale: Locale): MailContext {
  const locale = mailLocale(requestedLocale);
  const customization = 'wedding' in content ? content.wedding.customization : {};
  return { locale, text: mailText(locale), theme: mailThemeOf(customization) };
}
