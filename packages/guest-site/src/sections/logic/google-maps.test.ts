import { describe, expect, it } from 'vitest';
import { googleMapsEmbedUrl, googleMapsLinkUrl } from './google-maps';

const church = {
  name: 'St.-Marien-Kirche',
  address: 'Karl-Liebknecht-Straße 8',
  postalCode: '10178',
  city: 'Berlin',
  googleMapsUrl: null,
};

describe('Google Maps addresses', () => {
  it('embeds name, address and city, encoded', () => {
    expect(googleMapsEmbedUrl(church)).toBe(
      `https://www.google.com/maps?q=${encodeURIComponent('St.-Marien-Kirche, Karl-Liebknecht-Straße 8, 10178 Berlin')}&output=embed`,
    );
  });

  it("links to the couple's own URL when set, otherwise to a search", () => {
    expect(googleMapsLinkUrl({ ...church, googleMapsUrl: ' https://maps.app.goo.gl/x ' })).toBe(
      'https://maps.app.goo.gl/x',
    );
    expect(googleMapsLinkUrl(church)).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=St\./,
    );
  });
});
