import type { PublicLocation, PublicScheduleEvent, PublicWeddingView } from '@wedding/core';

export const infoCardKinds = ['ceremony', 'reception', 'travel'] as const;
export type InfoCardKind = (typeof infoCardKinds)[number];

export interface InfoCardContent {
  kind: InfoCardKind;
  title: string | null;
  text: string | null;
  event: PublicScheduleEvent | null;
  venue: PublicLocation | null;
}

/**
 * Which info cards the page shows and what feeds them: ceremony and reception when the couple wrote about them
 * or the schedule and locations know them; travel only with the showTravel feature and a travel text.
 */
export function infoCardContents(wedding: PublicWeddingView): InfoCardContent[] {
  const firstEvent = (type: string) => wedding.schedule.find((event) => event.type === type) ?? null;
  const firstVenue = (type: PublicLocation['type']) =>
    wedding.locations.find((location) => location.type === type) ?? null;
  const info = wedding.info;
  const cards: InfoCardContent[] = [
    {
      kind: 'ceremony',
      title: info?.ceremonyTitle ?? null,
      text: info?.ceremonyText ?? null,
      event: firstEvent('ceremony'),
      venue: firstVenue('ceremony'),
    },
    {
      kind: 'reception',
      title: info?.receptionTitle ?? null,
      text: info?.receptionText ?? null,
      event: firstEvent('reception'),
      venue: firstVenue('reception'),
    },
  ];
  const withContent = cards.filter((card) => card.title || card.text || card.event || card.venue);
  if (wedding.customization.features.showTravel && info?.travelText) {
    withContent.push({ kind: 'travel', title: null, text: info.travelText, event: null, venue: null });
  }
  return withContent;
}
