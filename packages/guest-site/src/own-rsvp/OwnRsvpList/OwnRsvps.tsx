import type { Locale } from '@wedding/core';
import type { OwnRsvpClient } from '@wedding/rsvp';
import { OwnRsvpList } from './OwnRsvpList';
import { useOwnRsvps } from './use-own-rsvps';

export interface OwnRsvpsProps {
  slug: string;
  locale: Locale;
  refreshKey?: unknown;
  client?: OwnRsvpClient;
}

/** "Your answers" from this device, wired to the API (the RSVP section loads it with the wizard). */
export function OwnRsvps({ slug, locale, refreshKey, client }: OwnRsvpsProps) {
  const own = useOwnRsvps({ slug, locale, refreshKey, client });
  return (
    <OwnRsvpList
      locale={locale}
      rsvps={own.rsvps}
      onDelete={own.remove}
      announcement={own.announcement}
      headingRef={own.headingRef}
    />
  );
}
