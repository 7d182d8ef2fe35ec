import { type RefObject, useEffect, useState } from 'react';

/** Start loading the wizard this far before the section scrolls into view. */
export const RSVP_PRELOAD_MARGIN_PX = 800;
const RSVP_HASH = '#rsvp';

/**
 * Whether the RSVP wizard should be loaded: false on the server and the first client render (so hydration
 * matches the skeleton), then true once the section comes within 800 px of the viewport, the address is #rsvp,
 * or the guest clicks any link to #rsvp.
 */
export function useRsvpWizardWanted(sectionRef: RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    if (window.location.hash === RSVP_HASH) {
      want();
      return;
    }
    const onHashChange = () => {
      if (window.location.hash === RSVP_HASH) want();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(`a[href$="${RSVP_HASH}"]`)) want();
    };
    window.addEventListener('hashchange', onHashChange);
    document.addEventListener('click', onClick, true);
    let observer: IntersectionObserver | undefined;
    const section = sectionRef.current;
    if (section && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => entries.some((entry) => entry.isIntersecting) && want(),
        {
          rootMargin: `${RSVP_PRELOAD_MARGIN_PX}px 0px`,
        },
      );
      observer.observe(section);
    }
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      document.removeEventListener('click', onClick, true);
      observer?.disconnect();
    };
  }, [wanted, sectionRef]);
  return wanted;
}
