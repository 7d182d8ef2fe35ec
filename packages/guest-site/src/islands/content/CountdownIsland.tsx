import type { WeddingSitePageProps } from '../../page/WeddingSitePage/WeddingSitePage';
import { CountdownSection } from '../../sections/CountdownSection/CountdownSection';

/** Island 'countdown': the days left, refreshed by the guest's clock. */
export function CountdownIsland({ wedding, locale, now }: WeddingSitePageProps) {
  return <CountdownSection wedding={wedding} locale={locale} now={now} />;
}
