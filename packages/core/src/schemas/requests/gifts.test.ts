import { describe, expect, it } from 'vitest';
import { giftRequestSchema } from './gifts';

const base = { householdId: 'c'.repeat(25), description: 'Weingläser' };

describe('a gift as the couple types it', () => {
  it('reads an amount typed with a decimal comma or point, and blank as none', () => {
    expect(giftRequestSchema.parse({ ...base, amount: '12,50', currency: 'eur' })).toMatchObject({
      amount: 12.5,
      currency: 'EUR',
    });
    expect(giftRequestSchema.parse({ ...base, amount: '100.00', currency: 'PLN' }).amount).toBe(100);
    expect(giftRequestSchema.parse({ ...base, amount: '  ', currency: 'EUR' })).toMatchObject({
      amount: null,
      currency: null,
    });
  });

  it('refuses what is no amount, a third decimal, and an amount without its currency', () => {
    const issues = (input: Record<string, unknown>) =>
      giftRequestSchema.safeParse({ ...base, ...input }).error?.issues.map((issue) => issue.message);
    expect(issues({ amount: 'zwölf', currency: 'EUR' })).toEqual(['validation.invalidType']);
    expect(issues({ amount: '1,234', currency: 'EUR' })).toEqual(['gifts.amountDecimals']);
    expect(issues({ amount: '5' })).toEqual(['gifts.currencyRequired']);
  });
});
