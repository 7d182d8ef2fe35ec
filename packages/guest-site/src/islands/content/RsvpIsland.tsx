import type { WeddingSitePageProps } from '../../page/WeddingSitePage/WeddingSitePage';
import { RsvpSection } from '../../sections/RsvpSection/RsvpSection';

/**
 * Island 'rsvp': the wizard, loaded as the guest heads for it; after the deadline the closed card, decided with the
 * server's `now` from the page state (the same on the server and in the hydrating browser).
 */
export function RsvpIsland({ wedding, locale, now }: WeddingSitePageProps) {
  return <RsvpSection wedding={wedding} locale={locale} now={now} />;
}
