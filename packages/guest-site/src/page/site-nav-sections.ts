import type { Locale, PublicWeddingView } from '@wedding/core';
import { frameText } from '../frame/frame-text';
import type { SiteSectionLink } from '../frame/SiteHeader/SiteHeader';
import { isNavigableSection, type NavigableSectionId, siteSections } from './site-sections';

const NAV_LABEL_KEY = {
  info: 'nav.info',
  schedule: 'nav.schedule',
  locations: 'nav.locations',
  accommodations: 'nav.accommodations',
  gallery: 'nav.gallery',
  rsvp: 'nav.rsvp',
} as const satisfies Record<NavigableSectionId, string>;

/** The header's tabs: one per section the page shows that has a tab, in page order, labelled in the locale. */
export function siteNavSections(wedding: PublicWeddingView, locale: Locale): SiteSectionLink[] {
  return siteSections(wedding)
    .filter(isNavigableSection)
    .map((id) => ({ id, label: frameText(NAV_LABEL_KEY[id], locale) }));
}
