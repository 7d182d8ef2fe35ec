import type { Locale } from '@wedding/core';
import { formatNameList } from '@wedding/core';
import type { MailText } from '../i18n/mail-text';
import type { MailWedding } from '../mail-content';

/** "Anna und Ben": the partners who have a name, or a word for the couple when neither has one yet. */
export function coupleNames(wedding: MailWedding, locale: Locale, text: MailText): string {
  const names = [wedding.partner1, wedding.partner2].map((name) => name.trim()).filter((name) => name !== '');
  return names.length > 0 ? formatNameList(names, locale) : text('common', 'unnamedCouple');
}
