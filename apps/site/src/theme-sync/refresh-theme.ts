import type { AttachedThemeScope, ThemeCssVars } from '@wedding/ui';
import { type EmbeddedSiteState, SITE_STATE_ELEMENT_ID } from '../site-state';
import { FONT_STYLESHEET_ATTRIBUTE, PAGE_CANVAS_STYLE_ID } from './theme-markup';

/** What the server renders of a page from the wedding's theme. */
export interface ServerTheme {
  /** Both colour modes' variables, derived on the server (no colour maths in the browser). */
  cssVars: ThemeCssVars;
  layout: string;
  density: string;
  /** The font stylesheets the server links (hashed build addresses the browser cannot know by itself). */
  fontStylesheets: string[];
  /** The page canvas rule (html's background per mode). */
  canvasCss: string | null;
}

/** The open page a newer theme is put into. */
export interface ThemeTarget {
  document: Document;
  /** The page's ThemeScope, taken over at hydration. */
  themeScope: Pick<AttachedThemeScope, 'element' | 'setCssVars'>;
  /** How long new font stylesheets may take before the theme is applied anyway. */
  stylesheetTimeoutMs?: number;
}

const FONT_LINKS = `link[rel="stylesheet"][${FONT_STYLESHEET_ATTRIBUTE}]`;

/**
 * The theme of a page the server rendered, read from its HTML: the embedded state's variables, layout and density,
 * the marked font stylesheets and the canvas rule. Null unless it is this wedding's admitted site (the guest's
 * access ended, or the site was closed: the page keeps its look until the next navigation shows why).
 */
export function readServerTheme(html: string, weddingId: string): ServerTheme | null {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const stateText = page.getElementById(SITE_STATE_ELEMENT_ID)?.textContent;
  if (!stateText) return null;
  const state = JSON.parse(stateText) as EmbeddedSiteState;
  if (state.screen !== 'site' || state.wedding.id !== weddingId) return null;
  const { theme, density } = state.wedding.customization;
  return {
    cssVars: state.themeCssVars,
    layout: theme.layout,
    density,
    fontStylesheets: [...page.querySelectorAll(FONT_LINKS)]
      .map((link) => link.getAttribute('href'))
      .filter((href): href is string => href !== null),
    canvasCss: page.getElementById(PAGE_CANVAS_STYLE_ID)?.textContent ?? null,
  };
}

function stylesheetSettled(link: HTMLLinkElement, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  });
}

/**
 * Moves `data-layout` / `data-density` from the old value to the new one on the theme root and on the elements
 * inside that repeat the root's value (the page wrapper's data-layout). Elements that use the attribute for
 * something else (the header's data-layout="mobile") are left alone.
 */
function swapDataAttribute(root: HTMLElement, name: 'layout' | 'density', value: string): void {
  const previous = root.dataset[name];
  if (previous === value) return;
  if (previous !== undefined) {
    for (const element of root.querySelectorAll<HTMLElement>(`[data-${name}]`)) {
      if (element.dataset[name] === previous) element.dataset[name] = value;
    }
  }
  root.dataset[name] = value;
}

/**
 * Puts a newer theme into the open page in place: nothing is re-rendered or replaced, so the scroll position, an
 * open dialog, the focus and the RSVP wizard's state stay as they are. New font stylesheets are linked first and
 * waited for (up to `stylesheetTimeoutMs`), so the text does not fall back to a generic font in between; then the
 * variables (now and for later mode switches), layout, density and the canvas change in one go, and stylesheets of
 * fonts no longer used are unlinked.
 */
export async function applyServerTheme(theme: ServerTheme, target: ThemeTarget): Promise<void> {
  const { document, themeScope, stylesheetTimeoutMs = 3000 } = target;
  const linked = new Map<string, HTMLLinkElement>();
  for (const link of document.querySelectorAll<HTMLLinkElement>(FONT_LINKS)) {
    linked.set(link.getAttribute('href') ?? '', link);
  }
  const added = theme.fontStylesheets
    .filter((href) => !linked.has(href))
    .map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.setAttribute('href', href);
      link.setAttribute(FONT_STYLESHEET_ATTRIBUTE, '');
      document.head.append(link);
      return link;
    });
  await Promise.all(added.map((link) => stylesheetSettled(link, stylesheetTimeoutMs)));
  themeScope.setCssVars(theme.cssVars);
  swapDataAttribute(themeScope.element, 'layout', theme.layout);
  swapDataAttribute(themeScope.element, 'density', theme.density);
  const canvas = document.getElementById(PAGE_CANVAS_STYLE_ID);
  if (canvas && theme.canvasCss !== null) canvas.textContent = theme.canvasCss;
  for (const [href, link] of linked) if (!theme.fontStylesheets.includes(href)) link.remove();
}

/**
 * The page the guest has open, as the server renders it now: the same access decision as the page itself, and
 * the server's own theme variables and font addresses. Only a tab of the browser the couple saved in gets here,
 * whose request carries the couple's session: a member's preview, which counts no guest view.
 */
async function fetchCurrentPage(): Promise<string> {
  const response = await fetch(window.location.href, {
    cache: 'no-store',
    credentials: 'same-origin',
    headers: { Accept: 'text/html' },
  });
  if (!response.ok) throw new Error(`the page answered ${response.status}`);
  return response.text();
}

/** Takes the server's current theme of this wedding into the open page (a no-op when it is not its site any more). */
export async function refreshTheme(
  weddingId: string,
  target: ThemeTarget,
  fetchPage: () => Promise<string> = fetchCurrentPage,
): Promise<void> {
  const theme = readServerTheme(await fetchPage(), weddingId);
  if (theme) await applyServerTheme(theme, target);
}
