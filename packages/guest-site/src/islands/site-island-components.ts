import type { ComponentType } from 'react';
import type { WeddingSitePageProps } from '../page/WeddingSitePage/WeddingSitePage';
import { CountdownIsland } from './content/CountdownIsland';
import { GalleryIsland } from './content/GalleryIsland';
import { HeaderIsland } from './content/HeaderIsland';
import { LocationsIsland } from './content/LocationsIsland';
import { RsvpIsland } from './content/RsvpIsland';
import { ScheduleIsland } from './content/ScheduleIsland';
import type { SiteIslandId } from './site-islands';

export type SiteIslandComponent = ComponentType<WeddingSitePageProps>;

/** Every island's content, imported at once: for the page itself and for servers rendering the islands apart. */
export const SITE_ISLAND_COMPONENTS: Readonly<Record<SiteIslandId, SiteIslandComponent>> = {
  header: HeaderIsland,
  countdown: CountdownIsland,
  schedule: ScheduleIsland,
  locations: LocationsIsland,
  gallery: GalleryIsland,
  rsvp: RsvpIsland,
};
