import type { PublicLocation } from '@wedding/core';

type MappedLocation = Pick<PublicLocation, 'name' | 'address' | 'postalCode' | 'city' | 'googleMapsUrl'>;

function mapQuery(location: MappedLocation): string {
  const place = [location.postalCode, location.city].filter(Boolean).join(' ');
  return [location.name, location.address, place].filter(Boolean).join(', ');
}

/** Embed address for the map iframe; only requested after the guest clicked 'Show map'. */
export function googleMapsEmbedUrl(location: MappedLocation): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(mapQuery(location))}&output=embed`;
}

/** The couple's own Google Maps link when set, otherwise a search for name and address. */
export function googleMapsLinkUrl(location: MappedLocation): string {
  const own = location.googleMapsUrl?.trim();
  if (own) return own;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapQuery(location))}`;
}
