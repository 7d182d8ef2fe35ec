import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAnnouncement } from './use-announcement';
import { useSearchDraft } from './use-search-draft';

describe('timings (docs/requirements.md B9): search debounce 500 ms (filter panel 300 ms), announcements cleared after 1 s', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits the list search 500 ms after typing stops, the panel search after 300 ms', () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useSearchDraft('', commit));
    act(() => result.current.setDraft('Ann', 'header'));
    act(() => vi.advanceTimersByTime(499));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledWith('Ann');
    act(() => result.current.setDraft('Anna ', 'panel'));
    act(() => vi.advanceTimersByTime(300));
    expect(commit).toHaveBeenLastCalledWith('Anna');
  });

  it('a picked suggestion commits at once; a new URL brings its search into the box', () => {
    const commit = vi.fn();
    const { result, rerender } = renderHook(({ committed }) => useSearchDraft(committed, commit), {
      initialProps: { committed: '' },
    });
    act(() => result.current.commitNow('Jonas Weber'));
    expect(commit).toHaveBeenCalledWith('Jonas Weber');
    rerender({ committed: 'Mia' });
    expect(result.current.draft).toBe('Mia');
  });

  it('announces a result and clears it 1 s later', () => {
    const { result } = renderHook(() => useAnnouncement('5 Gäste gefunden', 'q'));
    expect(result.current).toBe('5 Gäste gefunden');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe('');
  });
});
