import { act, renderHook } from '@testing-library/react';
import { STAT_COUNT_UP_MS } from '@wedding/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { easeOutCubic, useCountUp } from './useCountUp';

describe('stat count-up (docs/requirements.md A4 and B2) over 1500 ms with ease-out', () => {
  let now = 0;
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    now = 0;
    frames = [];
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  function frameAt(time: number) {
    now = time;
    const pending = frames;
    frames = [];
    act(() => {
      for (const frame of pending) frame(time);
    });
  }

  it('ease-out starts fast and ends at exactly 1', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5);
    expect(easeOutCubic(1)).toBe(1);
  });

  it('stays at 0 until the card is in view', () => {
    const { result } = renderHook(() => useCountUp(200, false));
    expect(result.current).toBe(0);
    expect(frames).toHaveLength(0);
  });

  it('is past the linear midpoint halfway and reaches the value at 1500 ms, not before', () => {
    const { result } = renderHook(() => useCountUp(200, true));
    frameAt(STAT_COUNT_UP_MS / 2);
    expect(result.current).toBeGreaterThan(100);
    frameAt(STAT_COUNT_UP_MS * 0.75);
    expect(result.current).toBeLessThan(200);
    frameAt(STAT_COUNT_UP_MS - 1);
    expect(frames).toHaveLength(1);
    frameAt(STAT_COUNT_UP_MS);
    expect(result.current).toBe(200);
    expect(frames).toHaveLength(0);
  });
});
