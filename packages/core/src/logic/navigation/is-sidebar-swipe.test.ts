import { describe, expect, it } from 'vitest';
import { isSidebarSwipe } from './is-sidebar-swipe';

describe('sidebar swipe (docs/requirements.md A2 and B9): over 50 px horizontal, under 100 px vertical, within 300 ms', () => {
  it('opens on a right swipe and closes on a left swipe', () => {
    expect(isSidebarSwipe({ dx: 51, dy: 0, durationMs: 100 })).toBe('open');
    expect(isSidebarSwipe({ dx: -51, dy: 0, durationMs: 100 })).toBe('close');
  });

  it('needs more than 50 px horizontally', () => {
    expect(isSidebarSwipe({ dx: 50, dy: 0, durationMs: 100 })).toBeNull();
    expect(isSidebarSwipe({ dx: -50, dy: 0, durationMs: 100 })).toBeNull();
  });

  it('needs less than 100 px vertically', () => {
    expect(isSidebarSwipe({ dx: 80, dy: 99, durationMs: 100 })).toBe('open');
    expect(isSidebarSwipe({ dx: 80, dy: 100, durationMs: 100 })).toBeNull();
    expect(isSidebarSwipe({ dx: 80, dy: -100, durationMs: 100 })).toBeNull();
  });

  it('needs at most 300 ms', () => {
    expect(isSidebarSwipe({ dx: 80, dy: 0, durationMs: 300 })).toBe('open');
    expect(isSidebarSwipe({ dx: 80, dy: 0, durationMs: 301 })).toBeNull();
  });
});
