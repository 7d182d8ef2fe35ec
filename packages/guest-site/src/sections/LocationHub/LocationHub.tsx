import type { Locale, PublicLocation, PublicWeddingView } from '@wedding/core';
import { visuallyHidden } from '@wedding/ui';
import { googleMapsLinkUrl } from '../logic/google-maps';
import { sectionText } from '../section-text';
import { ExternalLink } from '../shared/ExternalLink';
import { SectionShell } from '../shared/SectionShell';
import { SiteTabs } from '../shared/SiteTabs/SiteTabs';
import * as shared from '../shared/section.css';
import * as styles from './LocationHub.css';
import { MapEmbed } from './MapEmbed';

export const locationHubTabs = ['venues', 'accommodations'] as const;
export type LocationHubTab = (typeof locationHubTabs)[number];

export interface LocationHubProps {
  wedding: PublicWeddingView;
  locale: Locale;
  /** Tab open on the first paint (docs/requirements.md B4: venues or accommodations). */
  defaultTab?: LocationHubTab;
  /** Location ids whose map starts shown, as if the guest had already agreed (stories). */
  mapsShownFor?: readonly string[];
}

function LocationCard({
  location,
  locale,
  mapShown,
}: {
  location: PublicLocation;
  locale: Locale;
  mapShown: boolean;
}) {
  return (
    <li className={shared.card}>
      <p className={styles.typeLabel}>{sectionText(`locations.type.${location.type}`, locale)}</p>
      <h3 className={shared.cardTitle}>{location.name}</h3>
      <address className={styles.address}>
        {location.address}
        <br />
        {location.postalCode} {location.city}, {location.country}
      </address>
      {location.description ? <p className={shared.text}>{location.description}</p> : null}
      {location.parkingInfo ? (
        <dl className={shared.facts}>
          <dt>{sectionText('locations.parking', locale)}</dt>
          <dd>{location.parkingInfo}</dd>
        </dl>
      ) : null}
      <div className={shared.actions}>
        <ExternalLink href={googleMapsLinkUrl(location)} locale={locale} className={shared.linkButton}>
          {sectionText('locations.openInMaps', locale)}
          <span className={visuallyHidden}>: {location.name}</span>
        </ExternalLink>
      </div>
      <MapEmbed location={location} locale={locale} initiallyShown={mapShown} />
    </li>
  );
}

/** Section #locations: venues and accommodation locations in two tabs, each card with a consent-gated map. */
export function LocationHub({ wedding, locale, defaultTab = 'venues', mapsShownFor = [] }: LocationHubProps) {
  const groups: Record<LocationHubTab, PublicLocation[]> = {
    venues: wedding.locations.filter((location) => location.type !== 'accommodation'),
    accommodations: wedding.locations.filter((location) => location.type === 'accommodation'),
  };
  const tabLabel = { venues: 'locations.venuesTab', accommodations: 'locations.accommodationsTab' } as const;
  const emptyText = { venues: 'locations.noVenues', accommodations: 'locations.noAccommodations' } as const;
  return (
    <SectionShell id="locations" heading={sectionText('locations.heading', locale)}>
      <SiteTabs
        label={sectionText('locations.tabsLabel', locale)}
        tabs={locationHubTabs.map((tab) => ({
          value: tab,
          label: sectionText(tabLabel[tab], locale, { count: groups[tab].length }),
        }))}
        defaultValue={defaultTab}
        renderPanel={(tab) =>
          groups[tab].length === 0 ? (
            <p className={shared.emptyText}>{sectionText(emptyText[tab], locale)}</p>
          ) : (
            <ul className={shared.cardGrid}>
              {groups[tab].map((location) => (
                <LocationCard
                  key={location.id}
                  location={location}
                  locale={locale}
                  mapShown={mapsShownFor.includes(location.id)}
                />
              ))}
            </ul>
          )
        }
      />
    </SectionShell>
  );
}
