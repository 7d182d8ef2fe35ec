import type { PublicWeddingInfo } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { coupleNames, weddingCoupleNames } from './couple-names';

describe('coupleNames', () => {
  it('joins both names with an ampersand', () => {
    expect(coupleNames('Anna', 'Ben')).toBe('Anna & Ben');
  });
  it('shows one name alone and null when neither is known', () => {
    expect(coupleNames('Anna', null)).toBe('Anna');
    expect(coupleNames('  ', 'Ben')).toBe('Ben');
    expect(coupleNames(null, undefined)).toBeNull();
  });
});

describe('weddingCoupleNames', () => {
  it("prefers the names of the guest's language version", () => {
    const info: PublicWeddingInfo = {
      locale: 'en',
      brideName: 'Lena',
      groomName: 'Jonas',
      welcomeTitle: null,
      welcomeText: null,
      ceremonyTitle: null,
      ceremonyText: null,
      receptionTitle: null,
      receptionText: null,
      travelText: null,
    };
    expect(weddingCoupleNames({ brideName: 'L.', groomName: 'J.', info })).toBe('Lena & Jonas');
    expect(weddingCoupleNames({ brideName: 'Lena', groomName: 'Jonas', info: null })).toBe('Lena & Jonas');
  });
});
