import { normalizeSectionOrder, type PublicWeddingView, type SitePage } from '@wedding/core';
import { infoCardContents } from '../sections/InfoCards/info-card-content';

/**
 * The content sections below the hero, in their default page order. Countdown and info cards sit next to the
 * hero; the rest follow in the couple's order (`customization.sectionOrder`), by default with RSVP last so the
 * page ends on the guest's one task (the hero's call to action jumps there directly).
 */
export const siteSectionIds = [
  'countdown',
  'info',
  'schedule',
  'locations',
  'accommodations',
  'gallery',
  'rsvp',
] as const;
export type SiteSectionId = (typeof siteSectionIds)[number];

/** Sections that are tabs in the header; the countdown is part of the page top, not a destination. */
export type NavigableSectionId = Exclude<SiteSectionId, 'countdown'>;

export function isNavigableSection(id: SiteSectionId): id is NavigableSectionId {
  return id !== 'countdown';
}

/**
 * The page whose background (the page keys of docs/requirements.md A3) sits behind a section. The hero, countdown and
 * info cards form the 'info' page together.
 */
export const sectionBackgroundPage: Readonly<Record<SiteSectionId, Exclude<SitePage, 'invite'>>> = {
  countdown: 'info',
  info: 'info',
  schedule: 'schedule',
  locations: 'location',
  accommodations: 'accommodation',
  gallery: 'gallery',
  rsvp: 'rsvp',
};

/**
 * Which sections exist for this wedding, in page order, following `customization.features`: countdown with
 * showCountdown and a date, info always (when it has a card to show; travel is a card of it, per showTravel),
 * locations, schedule, accommodations and RSVP with their flags, the gallery with showGallery and at least one
 * image. Missing flags count as off. The page top (countdown, info) comes first, then the others in the
 * couple's `sectionOrder`.
 */
export function siteSections(wedding: PublicWeddingView): SiteSectionId[] {
  const features: Partial<Record<string, boolean>> = wedding.customization.features ?? {};
  const present: Record<SiteSectionId, boolean> = {
    countdown: features.showCountdown === true && Boolean(wedding.countdownDate ?? wedding.weddingDate),
    info: infoCardContents(wedding).length > 0,
    schedule: features.showSchedule === true,
    locations: features.showLocation === true,
    accommodations: features.showAccommodation === true,
    gallery: features.showGallery === true && wedding.gallery.images.length > 0,
    rsvp: features.showRsvp === true,
  };
  const order: SiteSectionId[] = [
    'countdown',
    'info',
    ...normalizeSectionOrder(wedding.customization.sectionOrder),
  ];
  return order.filter((id) => present[id]);
}
