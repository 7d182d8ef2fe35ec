import type { GiftView, Locale } from '@wedding/core';

/** The currency of the interface language's main country, for a wedding without any amount yet. */
const LOCALE_CURRENCIES: Readonly<Record<Locale, string>> = {
  de: 'EUR',
  en: 'EUR',
  es: 'EUR',
  pl: 'PLN',
  tr: 'TRY',
  hi: 'INR',
};

/** A new gift's currency: the one the couple used last, else the interface language's. */
export function defaultGiftCurrency(gifts: readonly Pick<GiftView, 'currency'>[], locale: Locale): string {
  return gifts.find((gift) => gift.currency)?.currency ?? LOCALE_CURRENCIES[locale];
}
