import type { SiteIslandComponent } from './site-island-components';
import type { SiteIslandId } from './site-islands';

/**
 * One chunk per island for the browser: a guest downloads the code of a part of the page when it is about to be
 * hydrated (the header at once, the gallery when it scrolls near), never the code of the parts that stay HTML.
 */
const loaders: Readonly<Record<SiteIslandId, () => Promise<SiteIslandComponent>>> = {
  header: () => import('./content/HeaderIsland').then((module) => module.HeaderIsland),
  countdown: () => import('./content/CountdownIsland').then((module) => module.CountdownIsland),
  schedule: () => import('./content/ScheduleIsland').then((module) => module.ScheduleIsland),
  locations: () => import('./content/LocationsIsland').then((module) => module.LocationsIsland),
  gallery: () => import('./content/GalleryIsland').then((module) => module.GalleryIsland),
  rsvp: () => import('./content/RsvpIsland').then((module) => module.RsvpIsland),
};

export const loadSiteIsland = (id: SiteIslandId): Promise<SiteIslandComponent> => loaders[id]();
