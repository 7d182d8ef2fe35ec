import { describe, expect, it } from 'vitest';
import { outreachLinks } from './outreach-links';

describe('outreach links', () => {
  const links = outreachLinks('w1');

  it("points at a household's QR code", () => {
    expect(links.householdQr('h1')).toBe('/api/weddings/w1/households/h1/qr.svg');
  });

  it('carries the print choice, and the ids only for chosen households', () => {
    const all = new URL(
      links.cards({ kind: 'saveTheDate', size: 'A5', locale: 'en', audience: 'all', households: ['h1'] }),
      'https://x.example',
    );
    expect(all.pathname).toBe('/api/weddings/w1/cards.pdf');
    expect(Object.fromEntries(all.searchParams)).toEqual({
      kind: 'saveTheDate',
      size: 'A5',
      locale: 'en',
      audience: 'all',
    });
    const sheet = new URL(
      links.qrSheet({ locale: 'de', audience: 'chosen', households: ['h1', 'h2'] }),
      'https://x.example',
    );
    expect(sheet.pathname).toBe('/api/weddings/w1/qr-sheet.pdf');
    expect(Object.fromEntries(sheet.searchParams)).toEqual({
      locale: 'de',
      audience: 'chosen',
      households: 'h1,h2',
    });
  });
});
