import type { WeddingSitePageProps } from '../../page/WeddingSitePage/WeddingSitePage';
import { LocationHub } from '../../sections/LocationHub/LocationHub';

/** Island 'locations': venue / accommodation tabs and the consent-gated maps. */
export function LocationsIsland({ wedding, locale }: WeddingSitePageProps) {
  return <LocationHub wedding={wedding} locale={locale} />;
}
