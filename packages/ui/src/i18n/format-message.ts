export type MessageParams = Record<string, string | number>;

/**
 * Whole numbers from 0 to 999 print as plain digits in all six languages of the product (each uses Latin digits
 * and groups only from 1,000 on), so they need no Intl.NumberFormat: its first use on a page loads the ICU data
 * (~15 ms on a phone), which a step counter ('Step 1 of 5') must not cost.
 */
const isPlainDigits = (value: number) => Number.isInteger(value) && value >= 0 && value < 1000;

/** Replaces `{name}` placeholders; unknown placeholders stay visible so a missing parameter is noticed. */
export function formatMessage(template: string, params: MessageParams | undefined, locale: string): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value !== 'number') return value;
    return isPlainDigits(value) ? String(value) : new Intl.NumberFormat(locale).format(value);
  });
}
