import type { PublicWeddingView } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { demoWedding } from '../sections/fixtures/demo-wedding';
import { siteNavSections } from './site-nav-sections';
import { isNavigableSection, sectionBackgroundPage, siteSectionIds, siteSections } from './site-sections';

const allOn = {
  showCountdown: true,
  showGallery: true,
  showSchedule: true,
  showRsvp: true,
  showLocation: true,
  showTravel: true,
  showAccommodation: true,
};
const allOff = Object.fromEntries(Object.keys(allOn).map((flag) => [flag, false])) as typeof allOn;

function withFeatures(
  features: Partial<typeof allOn>,
  base: PublicWeddingView = demoWedding,
): PublicWeddingView {
  return { ...base, customization: { ...base.customization, features: { ...allOff, ...features } } };
}

describe('siteSections: feature flags decide which sections exist', () => {
  it('shows every section in page order when every flag is on', () => {
    expect(siteSections(withFeatures(allOn))).toEqual([
      'countdown',
      'info',
      'schedule',
      'locations',
      'accommodations',
      'gallery',
      'rsvp',
    ]);
  });

  it('keeps only the info cards when every flag is off', () => {
    expect(siteSections(withFeatures({}))).toEqual(['info']);
  });

  it.each([
    ['showCountdown', 'countdown'],
    ['showSchedule', 'schedule'],
    ['showLocation', 'locations'],
    ['showAccommodation', 'accommodations'],
    ['showGallery', 'gallery'],
    ['showRsvp', 'rsvp'],
  ] as const)('%s switches %s on and off alone', (flag, section) => {
    expect(siteSections(withFeatures({ [flag]: true }))).toEqual(
      section === 'countdown' ? ['countdown', 'info'] : ['info', section],
    );
    expect(siteSections(withFeatures({ ...allOn, [flag]: false }))).not.toContain(section);
  });

  it('leaves the gallery out while it has no images, even when switched on', () => {
    const empty = { ...demoWedding, gallery: { images: [], categories: [] } };
    expect(siteSections(withFeatures({ showGallery: true }, empty))).not.toContain('gallery');
  });

  it('leaves the countdown out without a date to count to', () => {
    const undated = { ...demoWedding, weddingDate: null, countdownDate: null };
    expect(siteSections(withFeatures({ showCountdown: true }, undated))).not.toContain('countdown');
  });

  it('leaves the info section out when there is nothing to say in it', () => {
    const silent: PublicWeddingView = { ...demoWedding, info: null, schedule: [], locations: [] };
    expect(siteSections(withFeatures({ showRsvp: true }, silent))).toEqual(['rsvp']);
  });

  it('treats missing flags as off', () => {
    const bare = { ...demoWedding, customization: { ...demoWedding.customization, features: {} } };
    expect(siteSections(bare as unknown as PublicWeddingView)).toEqual(['info']);
  });
});

describe("siteSections: the couple's order", () => {
  const ordered = (sectionOrder: unknown, features: Partial<typeof allOn> = allOn) => {
    const wedding = withFeatures(features);
    return siteSections({
      ...wedding,
      customization: { ...wedding.customization, sectionOrder } as PublicWeddingView['customization'],
    });
  };

  it('keeps the page top first and follows the stored order after it', () => {
    expect(ordered(['rsvp', 'gallery', 'schedule', 'locations', 'accommodations'])).toEqual([
      'countdown',
      'info',
      'rsvp',
      'gallery',
      'schedule',
      'locations',
      'accommodations',
    ]);
  });

  it('leaves a switched-off section out of its place without moving the others', () => {
    expect(
      ordered(['rsvp', 'gallery', 'schedule', 'locations', 'accommodations'], {
        ...allOn,
        showGallery: false,
      }),
    ).toEqual(['countdown', 'info', 'rsvp', 'schedule', 'locations', 'accommodations']);
  });

  it('puts sections an old or partial order lacks at the end in their default order', () => {
    expect(ordered(['gallery'])).toEqual([
      'countdown',
      'info',
      'gallery',
      'schedule',
      'locations',
      'accommodations',
      'rsvp',
    ]);
    expect(ordered(undefined)).toEqual(siteSectionIds);
  });

  it('is the order of the header tabs', () => {
    const wedding = withFeatures(allOn);
    const reordered = {
      ...wedding,
      customization: {
        ...wedding.customization,
        sectionOrder: ['rsvp', 'schedule', 'locations', 'accommodations', 'gallery'],
      },
    } as PublicWeddingView;
    expect(siteNavSections(reordered, 'en').map((link) => link.id)).toEqual([
      'info',
      'rsvp',
      'schedule',
      'locations',
      'accommodations',
      'gallery',
    ]);
  });
});

describe('section navigation and backgrounds', () => {
  it('offers every section but the countdown as a header tab', () => {
    expect(siteSectionIds.filter(isNavigableSection)).toEqual([
      'info',
      'schedule',
      'locations',
      'accommodations',
      'gallery',
      'rsvp',
    ]);
  });

  it('maps each section to its background page key', () => {
    expect(sectionBackgroundPage.locations).toBe('location');
    expect(sectionBackgroundPage.accommodations).toBe('accommodation');
    expect(sectionBackgroundPage.countdown).toBe('info');
  });
});
