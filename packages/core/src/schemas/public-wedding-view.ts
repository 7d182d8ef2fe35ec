import type { Locale } from '../constants';
import type { Customization } from './customization';

/** A wedding text block in one locale (docs/requirements.md B3: info[0]). */
export interface PublicWeddingInfo {
  locale: string;
  brideName: string;
  groomName: string;
  welcomeTitle: string | null;
  welcomeText: string | null;
  ceremonyTitle: string | null;
  ceremonyText: string | null;
  receptionTitle: string | null;
  receptionText: string | null;
  travelText: string | null;
}

export interface PublicLocation {
  id: string;
  type: 'ceremony' | 'reception' | 'party' | 'accommodation';
  name: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  description: string | null;
  parkingInfo: string | null;
  googleMapsUrl: string | null;
}

export interface PublicScheduleEvent {
  id: string;
  /** Calendar day, YYYY-MM-DD. */
  day: string;
  /** HH:mm, local to the wedding. */
  time: string;
  endTime: string | null;
  title: string;
  description: string | null;
  location: string | null;
  type: string;
  required: boolean;
  /**
   * The meals guests choose from for this event, in the guest's language; absent or empty when the couple offers
   * no choice.
   */
  mealOptions?: PublicMealOption[];
}

/** A meal option of an event as guests read it. */
export interface PublicMealOption {
  id: string;
  name: string;
  description: string | null;
  /** A kids' meal. */
  isKids: boolean;
}

export interface PublicAccommodation {
  id: string;
  type: string;
  name: string;
  address: string;
  priceRange: string | null;
  distance: string | null;
  phone: string | null;
  website: string | null;
  specialRate: string | null;
  amenities: string[];
  rating: number | null;
}

export interface PublicGalleryImage {
  id: string;
  url: string;
  thumbnailUrl: string | null;
  caption: string | null;
  width: number;
  height: number;
  tags: string[];
  category: string | null;
}

export interface PublicGalleryCategory {
  id: string;
  name: string;
  count: number;
}

export interface PublicPageBackground {
  id: string;
  page: string;
  imageId: string;
  url: string;
  opacity: number;
  position: string;
  size: string;
  showPattern: boolean;
  grayscale: boolean;
}

/**
 * What GET /api/public/weddings/{slug} answers as `wedding` for an admitted guest: never the access code,
 * guests or RSVPs. The API builds it, the public site renders it; both type-check against this one shape.
 */
export interface PublicWeddingView {
  id: string;
  slug: string;
  locale: Locale;
  weddingDate: string | null;
  countdownDate: string | null;
  /** The couple's RSVP deadline (ISO instant); after it the site shows a closed card, not the wizard. */
  rsvpDeadline?: string | null;
  /** The IANA zone the deadline's day, the countdown and the schedule's times are meant in. */
  timeZone: string;
  brideName: string;
  groomName: string;
  info: PublicWeddingInfo | null;
  infos: PublicWeddingInfo[];
  availableLocales: string[];
  customization: Customization;
  locations: PublicLocation[];
  schedule: PublicScheduleEvent[];
  /**
   * Whether the couple plans per event (an event for chosen guests only, or one with meals): then the RSVP asks
   * each named person per event. Otherwise the single answer (docs/requirements.md B3) covers every event, as it always
   * did.
   */
  rsvpPerEvent?: boolean;
  accommodations: PublicAccommodation[];
  gallery: { images: PublicGalleryImage[]; categories: PublicGalleryCategory[] };
  pageBackgrounds: PublicPageBackground[];
  /**
   * The household a personal link admitted (its members' names, the head first), so the RSVP names them; null when
   * the guest came in with the shared access code (or a member previews).
   */
  household?: PublicHousehold | null;
}

/** A household admitted by its personal link, as the guest site greets it. */
export interface PublicHousehold {
  names: string[];
}

/** GET /api/public/weddings/{slug}/card: couple names, or null for the 'private wedding' fallback. */
export interface PublicWeddingCard {
  slug: string;
  brideName: string | null;
  groomName: string | null;
}
