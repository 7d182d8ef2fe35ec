import { isAppHref } from '@wedding/dashboard';

/** As long as TanStack Router's own intent preloading waits, so a pointer crossing a menu preloads nothing. */
const HOVER_DELAY_MS = 50;

/** The app path a link leads to, or null for a link the browser handles (another origin, a new tab, a download). */
function appHrefOf(target: EventTarget | null): string | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return null;
  const href = `${url.pathname}${url.search}${url.hash}`;
  return isAppHref(href) ? href : null;
}

/**
 * Preloads the page a link leads to (its route chunk, its loader's data, its area's strings) when the pointer rests
 * on the link, when it is focused or touched. The screens draw plain links (they stay router-free, see
 * `AppLink` in @wedding/dashboard and the sidebar of @wedding/ui), which the router's `defaultPreload: 'intent'`
 * cannot see, so the app listens for the same intent on the whole document. Returns the function that stops it.
 */
export function preloadLinksOnIntent(preloadHref: (href: string) => Promise<unknown>): () => void {
  let waiting: { href: string; timer: ReturnType<typeof setTimeout> } | null = null;
  const preload = (href: string) => {
    // A failed preload is forgotten: the click loads the page again and shows its error there.
    preloadHref(href).catch(() => undefined);
  };
  const cancel = () => {
    if (waiting) clearTimeout(waiting.timer);
    waiting = null;
  };
  const onPointerOver = (event: PointerEvent) => {
    const href = appHrefOf(event.target);
    if (!href || event.pointerType === 'touch' || waiting?.href === href) return;
    cancel();
    waiting = { href, timer: setTimeout(() => preload(href), HOVER_DELAY_MS) };
  };
  const onPointerOut = (event: PointerEvent) => {
    if (waiting && appHrefOf(event.relatedTarget) !== waiting.href) cancel();
  };
  const onImmediateIntent = (event: Event) => {
    const href = appHrefOf(event.target);
    if (href) preload(href);
  };
  document.addEventListener('pointerover', onPointerOver);
  document.addEventListener('pointerout', onPointerOut);
  document.addEventListener('focusin', onImmediateIntent);
  document.addEventListener('touchstart', onImmediateIntent, { passive: true });
  return () => {
    cancel();
    document.removeEventListener('pointerover', onPointerOver);
    document.removeEventListener('pointerout', onPointerOut);
    document.removeEventListener('focusin', onImmediateIntent);
    document.removeEventListener('touchstart', onImmediateIntent);
  };
}
