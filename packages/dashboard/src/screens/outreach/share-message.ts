import { formatNameList, type Locale, translate } from '@wedding/core';

/**
 * The text a couple sends a household by WhatsApp or SMS: in the household's language (guests read their own, not
 * the couple's interface language), with its names, the couple and its personal link.
 */
export function shareMessage(
  household: { names: readonly string[]; link: string },
  couple: string,
  locale: Locale,
): string {
  return translate('outreach.shareMessage', locale, {
    names: formatNameList(household.names, locale),
    couple,
    link: household.link,
  });
}

/**
 * The number WhatsApp can dial: international numbers only (a leading + or 00). A national number ("0170 …") names
 * no country, so it is left to the couple to pick the contact in WhatsApp rather than guessing a country code.
 */
export function whatsAppNumber(phone: string | null): string | null {
  if (!phone) return null;
  const compact = phone.replace(/[\s\-./()]/g, '');
  if (compact.startsWith('+')) return digitsOrNull(compact.slice(1));
  if (compact.startsWith('00')) return digitsOrNull(compact.slice(2));
  return null;
}

function digitsOrNull(value: string): string | null {
  return /^\d{4,}$/.test(value) ? value : null;
}

/** wa.me click-to-chat: the message prefilled, to the household's number when WhatsApp can dial it. */
export function whatsAppHref(phone: string | null, message: string): string {
  const number = whatsAppNumber(phone) ?? '';
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/**
 * An SMS with the message prefilled. `?&body=` is the form both iOS (which reads `&body`) and Android (which reads
 * `?body`) accept.
 */
export function smsHref(phone: string, message: string): string {
  const number = phone.replace(/[^\d+]/g, '');
  return `sms:${number}?&body=${encodeURIComponent(message)}`;
}
