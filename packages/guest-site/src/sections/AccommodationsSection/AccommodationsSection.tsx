import type { Locale, PublicAccommodation, PublicWeddingView } from '@wedding/core';
import { visuallyHidden } from '@wedding/ui';
import { phoneHref } from '../logic/phone-href';
import { plainIntlSpaces } from '../logic/plain-intl-spaces';
import { sectionText } from '../section-text';
import { ExternalLink } from '../shared/ExternalLink';
import { SectionShell } from '../shared/SectionShell';
import * as shared from '../shared/section.css';
import * as styles from './AccommodationsSection.css';
import { accommodationTypeLabel, amenityLabel, ratingStars } from './accommodation-labels';

export interface AccommodationsSectionProps {
  wedding: PublicWeddingView;
  locale: Locale;
}

function AccommodationCard({
  accommodation,
  locale,
}: {
  accommodation: PublicAccommodation;
  locale: Locale;
}) {
  const { rating } = accommodation;
  return (
    <li className={shared.card}>
      <p className={styles.typeLabel}>{accommodationTypeLabel(accommodation.type, locale)}</p>
      <h3 className={shared.cardTitle}>{accommodation.name}</h3>
      <p className={shared.text}>{accommodation.address}</p>
      <dl className={shared.facts}>
        {rating !== null ? (
          <>
            <dt>{sectionText('accommodations.rating', locale)}</dt>
            <dd>
              <span className={styles.stars} aria-hidden="true">
                {ratingStars(rating)}
              </span>
              {sectionText('accommodations.ratingValue', locale, {
                rating: plainIntlSpaces(
                  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(rating),
                ),
              })}
            </dd>
          </>
        ) : null}
        {accommodation.priceRange ? (
          <>
            <dt>{sectionText('accommodations.priceRange', locale)}</dt>
            <dd>{accommodation.priceRange}</dd>
          </>
        ) : null}
        {accommodation.distance ? (
          <>
            <dt>{sectionText('accommodations.distance', locale)}</dt>
            <dd>{accommodation.distance}</dd>
          </>
        ) : null}
        {accommodation.phone ? (
          <>
            <dt>{sectionText('accommodations.phone', locale)}</dt>
            <dd>
              <a className={shared.inlineLink} href={phoneHref(accommodation.phone)}>
                {accommodation.phone}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {accommodation.specialRate ? (
        <p className={styles.specialRate}>
          <strong>{sectionText('accommodations.specialRate', locale)}:</strong> {accommodation.specialRate}
        </p>
      ) : null}
      {accommodation.amenities.length > 0 ? (
        <ul className={styles.amenities} aria-label={sectionText('accommodations.amenities', locale)}>
          {accommodation.amenities.map((amenity) => (
            <li key={amenity} className={styles.amenity}>
              {amenityLabel(amenity, locale)}
            </li>
          ))}
        </ul>
      ) : null}
      {accommodation.website ? (
        <div className={shared.actions}>
          <ExternalLink href={accommodation.website} locale={locale} className={shared.linkButton}>
            {sectionText('accommodations.website', locale)}
            <span className={visuallyHidden}>: {accommodation.name}</span>
          </ExternalLink>
        </div>
      ) : null}
    </li>
  );
}

/** Section #accommodations: where guests can stay, with the couple's special rates. */
export function AccommodationsSection({ wedding, locale }: AccommodationsSectionProps) {
  return (
    <SectionShell id="accommodations" heading={sectionText('accommodations.heading', locale)}>
      {wedding.accommodations.length === 0 ? (
        <p className={shared.emptyText}>{sectionText('accommodations.empty', locale)}</p>
      ) : (
        <ul className={shared.cardGrid}>
          {wedding.accommodations.map((accommodation) => (
            <AccommodationCard key={accommodation.id} accommodation={accommodation} locale={locale} />
          ))}
        </ul>
      )}
    </SectionShell>
  );
}
