import type { Locale } from '@wedding/core';
import { hasSectionText, sectionText } from '../section-text';

/** Known types and amenities are translated; anything a couple typed freely is shown as written. */
export function accommodationTypeLabel(type: string, locale: Locale): string {
  const key = `accommodations.type.${type.toLowerCase()}`;
  return hasSectionText(key) ? sectionText(key, locale) : type;
}

export function amenityLabel(amenity: string, locale: Locale): string {
  const key = `amenity.${amenity.toLowerCase()}`;
  return hasSectionText(key) ? sectionText(key, locale) : amenity;
}

/** Five stars, filled to the nearest whole star (the exact value is in the text beside them). */
export function ratingStars(rating: number): string {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(filled) + '☆'.repeat(5 - filled);
}
