import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { frameText } from '../frame-text';
import { SiteHeader } from './SiteHeader';
import { useCurrentSection } from './useCurrentSection';

type Callback = (entries: Array<{ target: Element; isIntersecting: boolean }>) => void;

/** Records what the hook observes and lets a test play the browser's intersection reports. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(id: string, isIntersecting: boolean) {
    const target = this.observed.find((element) => element.id === id);
    if (!target) throw new Error(`${id} is not observed`);
    act(() => this.callback([{ target, isIntersecting }]));
  }
}

const ids = ['info', 'schedule', 'rsvp'];

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  for (const id of ids) {
    const section = document.createElement('section');
    section.id = id;
    document.body.append(section);
  }
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const id of ids) document.getElementById(id)?.remove();
});

describe('useCurrentSection', () => {
  it('follows the section that crosses the reading line and keeps it between sections', () => {
    const { result } = renderHook(() => useCurrentSection(ids));
    const observer = FakeIntersectionObserver.last as FakeIntersectionObserver;
    expect(observer.observed.map((element) => element.id)).toEqual(ids);
    expect(observer.options.rootMargin).toBe('-40% 0px -60% 0px');
    expect(result.current).toBeUndefined();
    observer.report('schedule', true);
    expect(result.current).toBe('schedule');
    observer.report('schedule', false);
    // In the gap below the first section's top: the last one stays marked.
    vi.spyOn(document.getElementById('info') as HTMLElement, 'getBoundingClientRect').mockReturnValue({
      top: -500,
    } as DOMRect);
    observer.report('rsvp', false);
    expect(result.current).toBe('schedule');
  });

  it('marks nothing once the page is scrolled back above the first section', () => {
    const { result } = renderHook(() => useCurrentSection(ids));
    const observer = FakeIntersectionObserver.last as FakeIntersectionObserver;
    observer.report('info', true);
    expect(result.current).toBe('info');
    vi.spyOn(document.getElementById('info') as HTMLElement, 'getBoundingClientRect').mockReturnValue({
      top: window.innerHeight,
    } as DOMRect);
    observer.report('info', false);
    expect(result.current).toBeUndefined();
  });

  it('stops observing on unmount', () => {
    const { unmount } = renderHook(() => useCurrentSection(ids));
    const observer = FakeIntersectionObserver.last as FakeIntersectionObserver;
    unmount();
    expect(observer.disconnected).toBe(true);
  });
});

describe('SiteHeader', () => {
  it('links each section tab to its anchor and marks the one being read', () => {
    render(
      <SiteHeader
        wedding={{ brideName: 'Lena', groomName: 'Jonas', info: null }}
        locale="de"
        sections={ids.map((id) => ({ id, label: id.toUpperCase() }))}
        layout="desktop"
        onLocaleChange={vi.fn()}
        onLogout={vi.fn()}
      />,
    );
    const nav = screen.getByRole('navigation', { name: frameText('header.navLabel', 'de') });
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#info', '#schedule', '#rsvp']);
    (FakeIntersectionObserver.last as FakeIntersectionObserver).report('rsvp', true);
    expect(screen.getByRole('link', { name: 'RSVP' }).getAttribute('aria-current')).toBe('location');
    expect(screen.getByRole('link', { name: 'INFO' }).getAttribute('aria-current')).toBeNull();
  });

  it('names the home link even when the couple left their names empty', () => {
    render(
      <SiteHeader
        wedding={{ brideName: '', groomName: ' ', info: null }}
        locale="pl"
        sections={[]}
        layout="desktop"
        onLocaleChange={vi.fn()}
        onLogout={vi.fn()}
      />,
    );
    expect(
      screen.getByRole('link', { name: frameText('header.brandFallback', 'pl') }).getAttribute('href'),
    ).toBe('#top');
  });
});
