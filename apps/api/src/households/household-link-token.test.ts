import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config.js';
import {
  householdLinkToken,
  isHouseholdSignatureValid,
  parseHouseholdLinkToken,
} from './household-link-token.js';

describe('household link tokens', () => {
  const config = defaultConfig();

  it('round-trips and is short enough for a small QR code', () => {
    const token = householdLinkToken(config, 'wedding1', 'cmguest000000000000000001', 3);
    expect(token.length).toBeLessThanOrEqual(50);
    const parsed = parseHouseholdLinkToken(token);
    expect(parsed).toMatchObject({ guestId: 'cmguest000000000000000001', generation: 3 });
    expect(parsed && isHouseholdSignatureValid(config, 'wedding1', parsed)).toBe(true);
  });

  it('is bound to the wedding, the guest and the generation, and to the key', () => {
    const parsed = parseHouseholdLinkToken(householdLinkToken(config, 'wedding1', 'guest1', 1));
    if (!parsed) throw new Error('unparsable');
    expect(isHouseholdSignatureValid(config, 'wedding2', parsed)).toBe(false);
    expect(isHouseholdSignatureValid(config, 'wedding1', { ...parsed, guestId: 'guest2' })).toBe(false);
    expect(isHouseholdSignatureValid(config, 'wedding1', { ...parsed, generation: 2 })).toBe(false);
    expect(isHouseholdSignatureValid(defaultConfig(), 'wedding1', parsed)).toBe(false);
    // A rotated key still verifies the links it signed while it is listed as a previous one.
    const rotated = defaultConfig({ previousSecrets: [config.secret] });
    expect(isHouseholdSignatureValid(rotated, 'wedding1', parsed)).toBe(true);
  });

  it('refuses anything that is not a token', () => {
    for (const text of [
      '',
      'a.b',
      'guest.0.abcdefghijklmnopqrstuv',
      'g.1.short',
      'g/x.1.abcdefghijklmnopqrstuv',
    ]) {
      expect(parseHouseholdLinkToken(text)).toBeUndefined();
    }
  });
});
