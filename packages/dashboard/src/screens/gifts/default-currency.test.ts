import { describe, expect, it } from 'vitest';
import { defaultGiftCurrency } from './default-currency';

describe('a new gift starts with a currency the couple uses', () => {
  it('takes the latest gift with an amount', () => {
    expect(defaultGiftCurrency([{ currency: null }, { currency: 'CHF' }, { currency: 'EUR' }], 'de')).toBe(
      'CHF',
    );
  });

  it("without one, the interface language's", () => {
    expect(defaultGiftCurrency([], 'pl')).toBe('PLN');
    expect(defaultGiftCurrency([{ currency: null }], 'hi')).toBe('INR');
  });
});
