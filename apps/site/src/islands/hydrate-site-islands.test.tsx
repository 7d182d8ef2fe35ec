// @vitest-environment happy-dom
import { loadSiteLocale } from '@wedding/guest-site';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { admittedWedding } from '../fixtures/admitted-wedding';
import type { ScreenState } from '../screens/screen-props';
import { embeddedSiteState, renderSitePage } from '../server/render-site-page';
import type { SiteActions } from '../site-actions';
import type { SitePageState } from '../site-state';
import { type HydrateIsland, hydrateSiteIslands } from './hydrate-site-islands';

// Tell React that act() is used on purpose here (this test hydrates by hand).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The fixture with every island: countdown, two schedule days (tabs), a venue, a gallery photo, RSVP. */
const wedding: typeof admittedWedding = {
  ...admittedWedding,
  customization: {
    ...admittedWedding.customization,
    features: {
      ...admittedWedding.customization.features,
      showCountdown: true,
      showSchedule: true,
      showLocation: true,
      showGallery: true,
      showRsvp: true,
    },
  },
  schedule: [
    ...admittedWedding.schedule,
    {
      id: 'event-brunch',
      day: '2027-06-13',
      time: '11:00',
      endTime: '13:00',
      title: 'Brunch',
      description: null,
      location: 'Manor',
      type: 'other',
      required: false,
    },
  ],
  gallery: {
    images: [
      {
        id: 'photo-1',
        url: '/uploads/photo-1.jpg',
        thumbnailUrl: null,
        caption: 'At the lake',
        width: 800,
        height: 600,
        tags: [],
        category: null,
      },
    ],
    categories: [],
  },
};

const loaded: SitePageState = {
  screen: 'site',
  locale: 'en',
  colorMode: 'light',
  wedding,
  now: '2026-06-01T10:00:00.000Z',
  viewer: 'guest',
};

/**
 * A controllable IntersectionObserver (happy-dom's never reports): `scrollNear(element)` reports the element as
 * intersecting to every observer watching it; `everythingVisible` reports every observed element at once.
 */
const observers = new Set<FakeIntersectionObserver>();
let everythingVisible = false;
class FakeIntersectionObserver {
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    observers.add(this);
  }
  observe(element: Element) {
    this.watched.add(element);
    if (everythingVisible) queueMicrotask(() => this.report(element));
  }
  report(element: Element) {
    if (!this.watched.has(element)) return;
    const entry = { isIntersecting: true, target: element } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
    observers.delete(this);
  }
  takeRecords() {
    return [];
  }
}
const scrollNear = (element: Element) => {
  for (const observer of [...observers]) observer.report(element);
};

function fakeActions(): SiteActions {
  return {
    changeLocale: vi.fn(),
    rememberColorMode: vi.fn(),
    submitAccessCode: vi.fn(),
    logout: vi.fn(async () => undefined),
  };
}

/** The same site previewed by a member of the wedding with their session. */
const previewed: SitePageState = {
  ...loaded,
  viewer: 'member',
  account: { username: 'clara.d', role: 'user' },
};

/** The server's page in the document, as the browser receives it. */
function serverPage(state: SitePageState = loaded): HTMLElement {
  document.body.innerHTML = `<div id="root">${renderSitePage(state).html}</div>`;
  return document.getElementById('root') as HTMLElement;
}

/** Hydrates with React (the browser build maps it to Preact's compat layer), collecting recoverable errors. */
async function hydrateIslands(root: HTMLElement, actions: SiteActions, loadedState: SitePageState = loaded) {
  const recoverable: unknown[] = [];
  const hydrate: HydrateIsland = (element, island, identifierPrefix) => {
    hydrateRoot(element, island, {
      identifierPrefix,
      onRecoverableError: (error) => recoverable.push(error),
    });
  };
  const state = embeddedSiteState(loadedState) as ScreenState<'site'>;
  let islands: ReturnType<typeof hydrateSiteIslands> | undefined;
  await act(async () => {
    islands = hydrateSiteIslands(state, actions, root, hydrate);
    // The countdown waits for its first refresh (60 s) unless touched: touch it in the all-visible runs.
    if (everythingVisible)
      root.querySelector('[data-island="countdown"] > *')?.dispatchEvent(new Event('pointerdown'));
  });
  // Each island hydrates in a task of its own after its chunk arrived.
  for (let round = 0; round < 10 && (islands?.hydrated.length ?? 0) < 6; round += 1) {
    await act(async () => {
      await islands?.settled();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
  return { islands: islands as ReturnType<typeof hydrateSiteIslands>, recoverable };
}

beforeAll(async () => {
  await loadSiteLocale('en');
});

beforeEach(() => {
  everythingVisible = true;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  document.body.innerHTML = '';
  observers.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the admitted site, hydrated island by island', () => {
  it('renders each island apart on the server: its element holds its own markup', () => {
    const html = renderSitePage(loaded).html;
    for (const id of ['header', 'countdown', 'schedule', 'locations', 'gallery', 'rsvp']) {
      expect(html, id).toMatch(new RegExp(`<div data-island="${id}"[^>]*><`));
    }
  });

  it('hydrates every island without a mismatch and leaves the rest as server HTML', async () => {
    const root = serverPage();
    const hero = root.querySelector('#top');
    const heroHtml = hero?.outerHTML;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const { islands, recoverable } = await hydrateIslands(root, fakeActions());

    expect([...islands.hydrated].sort()).toEqual(
      ['countdown', 'gallery', 'header', 'locations', 'rsvp', 'schedule'].sort(),
    );
    expect(recoverable).toEqual([]);
    expect(consoleError.mock.calls.map((call) => String(call[0]).slice(0, 300))).toEqual([]);
    // Static parts are the very same nodes, untouched.
    expect(root.querySelector('#top')).toBe(hero);
    expect(root.querySelector('#top')?.outerHTML).toBe(heroHtml);
  });

  it('hydrates the header at once and a part further down only when the guest comes near it', async () => {
    everythingVisible = false;
    const root = serverPage();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { islands } = await hydrateIslands(root, fakeActions());
    expect(islands.hydrated).toEqual(['header']);
    expect(root.hasAttribute('data-hydrated')).toBe(true);

    const schedule = root.querySelector('[data-island="schedule"] > section') as Element;
    await act(async () => {
      scrollNear(schedule);
      await islands.settled();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await act(async () => {
      await islands.settled();
    });
    expect(islands.hydrated).toEqual(['header', 'schedule']);
  });

  it('keeps what a guest can do: theme toggle for the whole page, day tabs, map consent', async () => {
    const root = serverPage();
    const actions = fakeActions();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await hydrateIslands(root, actions);

    const themeRoot = root.querySelector<HTMLElement>('[data-theme-root]');
    const toggle = root.querySelector<HTMLButtonElement>('header button[aria-pressed]');
    expect(themeRoot?.dataset.themeMode).toBe('light');
    await act(async () => toggle?.click());
    expect(themeRoot?.dataset.themeMode).toBe('dark');
    expect(toggle?.getAttribute('aria-pressed')).toBe('true');
    expect(actions.rememberColorMode).toHaveBeenCalledWith('dark');

    const tabs = [...root.querySelectorAll<HTMLButtonElement>('#schedule [role="tab"]')];
    expect(tabs).toHaveLength(2);
    await act(async () => tabs[1]?.click());
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    expect(root.querySelector(`#${tabs[1]?.getAttribute('aria-controls')}`)?.hasAttribute('hidden')).toBe(
      false,
    );

    const showMap = [...root.querySelectorAll<HTMLButtonElement>('#locations button')].find(
      (button) => button.textContent === 'Show map',
    );
    expect(root.querySelector('#locations iframe')).toBeNull();
    await act(async () => showMap?.click());
    expect(root.querySelector('#locations iframe')).not.toBeNull();
  });

  it("hydrates a member's header with their user menu, whose Log out ends the session", async () => {
    const root = serverPage(previewed);
    const actions = fakeActions();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { recoverable } = await hydrateIslands(root, actions, previewed);
    expect(recoverable).toEqual([]);
    expect(consoleError.mock.calls.map((call) => String(call[0]).slice(0, 300))).toEqual([]);

    const header = root.querySelector('[data-island="header"]') as HTMLElement;
    expect([...header.querySelectorAll('button')].map((button) => button.textContent)).not.toContain(
      'Log out',
    );
    const trigger = header.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]');
    expect(trigger?.textContent).toBe('CLclara.dUser');
    await act(async () => trigger?.click());
    const items = [...header.querySelectorAll<HTMLElement>('[role="menu"] [role="menuitem"]')];
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Go to dashboard', '/dashboard'],
      ['Account settings', '/account/settings'],
      ['Log out', null],
    ]);
    await act(async () => items[2]?.click());
    expect(actions.logout).toHaveBeenCalledWith('clara-und-david', 'member');
  });
});
