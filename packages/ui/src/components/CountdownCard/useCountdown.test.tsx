import { act, renderHook } from '@testing-library/react';
import { COUNTDOWN_REFRESH_MS } from '@wedding/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';

const wedding = new Date('2027-06-10T12:00:00Z');
const SECOND = 1000;
const DAY = 86_400_000;

describe('countdown refresh every 60 s', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the day count for 60 s although the real count changed, then shows the new one', () => {
    // 10 s past "2 days to go": the true count drops to 1 after 10 s, the card follows at the 60 s refresh.
    vi.setSystemTime(wedding.getTime() - DAY - 10 * SECOND);
    const { result } = renderHook(() => useCountdown(wedding));
    expect(result.current.days).toBe(2);
    act(() => vi.advanceTimersByTime(COUNTDOWN_REFRESH_MS - 1));
    expect(result.current.days).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ days: 1, bigDay: false });
  });

  it('keeps refreshing: the second refresh reaches the big day', () => {
    vi.setSystemTime(wedding.getTime() - 90 * SECOND);
    const { result } = renderHook(() => useCountdown(wedding));
    expect(result.current.days).toBe(1);
    act(() => vi.advanceTimersByTime(COUNTDOWN_REFRESH_MS));
    expect(result.current.days).toBe(1);
    act(() => vi.advanceTimersByTime(COUNTDOWN_REFRESH_MS));
    expect(result.current).toEqual({ days: 0, bigDay: true });
  });

  it('re-renders in between (a new inline clock each time) do not postpone the refresh', () => {
    vi.setSystemTime(wedding.getTime() - DAY - 10 * SECOND);
    const { result, rerender } = renderHook(() => useCountdown(wedding, () => new Date()));
    for (let elapsed = 0; elapsed < COUNTDOWN_REFRESH_MS; elapsed += 20 * SECOND) {
      act(() => vi.advanceTimersByTime(20 * SECOND));
      rerender();
    }
    expect(result.current.days).toBe(1);
  });

  it('reads the latest clock the caller gave at each refresh', () => {
    const firstClock = () => new Date(wedding.getTime() - 3 * DAY);
    const { result, rerender } = renderHook(({ getNow }) => useCountdown(wedding, getNow), {
      initialProps: { getNow: firstClock },
    });
    expect(result.current.days).toBe(3);
    const laterClock = () => new Date(wedding.getTime() - 12 * 3_600_000);
    rerender({ getNow: laterClock });
    act(() => vi.advanceTimersByTime(COUNTDOWN_REFRESH_MS));
    expect(result.current.days).toBe(1);
  });

  it('stops its timer when the card goes away', () => {
    const { unmount } = renderHook(() => useCountdown(wedding));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
