import type { Locale, PublicLocation } from '@wedding/core';
import { useEffect, useRef, useState } from 'react';
import { googleMapsEmbedUrl } from '../logic/google-maps';
import { sectionText } from '../section-text';
import * as styles from './LocationHub.css';

export interface MapEmbedProps {
  location: PublicLocation;
  locale: Locale;
  /** Start with the map shown (stories of the state after consent). */
  initiallyShown?: boolean;
}

/**
 * Privacy: Google is not contacted before the guest asks for the map. Until then only a notice and a
 * 'Show map' button are rendered; the click inserts the iframe and moves focus to it (the button is gone).
 */
export function MapEmbed({ location, locale, initiallyShown = false }: MapEmbedProps) {
  const [shown, setShown] = useState(initiallyShown);
  const [focusMap, setFocusMap] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const noticeId = `map-notice-${location.id}`;

  useEffect(() => {
    if (focusMap) frameRef.current?.focus();
  }, [focusMap]);

  if (shown) {
    return (
      <div className={styles.mapBox}>
        <iframe
          ref={frameRef}
          className={styles.mapFrame}
          src={googleMapsEmbedUrl(location)}
          title={sectionText('map.title', locale, { name: location.name })}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className={styles.mapConsent}>
      <p id={noticeId} style={{ margin: 0 }}>
        {sectionText('map.notice', locale)}
      </p>
      <button
        type="button"
        className={styles.mapButton}
        aria-describedby={noticeId}
        onClick={() => {
          setShown(true);
          setFocusMap(true);
        }}
      >
        {sectionText('map.show', locale)}
      </button>
    </div>
  );
}
