import { COUNTDOWN_REFRESH_MS } from '@wedding/core';
import { RSVP_PRELOAD_MARGIN_PX, type SiteIslandId } from '@wedding/guest-site';

/**
 * When an island is worth its script: 'now' for the header every first view shows (its menu, theme toggle and
 * language are what a guest may touch first); 'tick' for the countdown, which shows whole days: until its first
 * 60 s refresh is due the server's count is exactly what it would show, so it is hydrated then (or when touched),
 * and its date formatting (the page's first Intl call, ~25 ms on a phone) stays out of the page load; 'near' when
 * the island comes within reach of the viewport or the guest moves focus or a pointer into it; 'rsvp' like 'near'
 * but from further away, and whenever the guest heads for #rsvp (the wizard should be ready when they arrive).
 */
const TRIGGERS: Readonly<Record<SiteIslandId, 'now' | 'tick' | 'near' | 'rsvp'>> = {
  header: 'now',
  countdown: 'tick',
  schedule: 'near',
  locations: 'near',
  gallery: 'near',
  rsvp: 'rsvp',
};

/** How close to the viewport a 'near' island starts loading: about a screen's scroll ahead. */
export const ISLAND_NEAR_MARGIN_PX = 400;
const RSVP_HASH = '#rsvp';

/** Calls `wanted` once, when the island `id` in `element` is wanted; returns a function that stops watching. */
export function whenIslandWanted(id: SiteIslandId, element: HTMLElement, wanted: () => void): () => void {
  const trigger = TRIGGERS[id];
  if (trigger === 'now') {
    wanted();
    return () => undefined;
  }
  const cleanups: (() => void)[] = [];
  const stop = () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const fire = () => {
    stop();
    wanted();
  };
  const listen = (target: EventTarget, type: string, listener: (event: Event) => void) => {
    target.addEventListener(type, listener, true);
    cleanups.push(() => target.removeEventListener(type, listener, true));
  };
  listen(element, 'focusin', fire);
  listen(element, 'pointerdown', fire);
  if (trigger === 'tick') {
    const timer = setTimeout(fire, COUNTDOWN_REFRESH_MS);
    cleanups.push(() => clearTimeout(timer));
    return stop;
  }
  const margin = trigger === 'rsvp' ? RSVP_PRELOAD_MARGIN_PX : ISLAND_NEAR_MARGIN_PX;
  // The island's element has no box (display: contents): its children are what scrolls into view.
  const observed = [...element.children];
  if (typeof IntersectionObserver === 'function' && observed.length > 0) {
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && fire(),
      {
        rootMargin: `${margin}px 0px`,
      },
    );
    for (const child of observed) observer.observe(child);
    cleanups.push(() => observer.disconnect());
  } else {
    fire();
    return () => undefined;
  }
  if (trigger === 'rsvp') {
    if (window.location.hash === RSVP_HASH) {
      fire();
      return () => undefined;
    }
    listen(window, 'hashchange', () => window.location.hash === RSVP_HASH && fire());
    listen(document, 'click', (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(`a[href$="${RSVP_HASH}"]`)) fire();
    });
  }
  return stop;
}
