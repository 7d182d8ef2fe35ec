import { act, renderHook } from '@testing-library/react';
import { COPY_CONFIRMATION_MS } from '@wedding/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCopyToClipboard } from './useCopyToClipboard';

describe('copy confirmation 2000 ms (docs/requirements.md A9 and B9)', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();
  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it('shows copied for 2000 ms, then idle again (1999 ms still copied)', async () => {
    writeText.mockResolvedValue();
    const { result } = renderHook(() => useCopyToClipboard());
    await act(() => result.current.copy('ABCD1234'));
    expect(writeText).toHaveBeenCalledWith('ABCD1234');
    expect(result.current.status).toBe('copied');
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(result.current.status).toBe('copied');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toBe('idle');
  });

  it('clipboard failure (docs/requirements.md B8): status error and the onError callback (for the copyError toast)', async () => {
    const failure = new Error('denied');
    writeText.mockRejectedValue(failure);
    const onError = vi.fn();
    const { result } = renderHook(() => useCopyToClipboard({ onError }));
    await act(() => result.current.copy('x'));
    expect(result.current.status).toBe('error');
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('a second copy restarts the 2000 ms window', async () => {
    writeText.mockResolvedValue();
    const { result } = renderHook(() => useCopyToClipboard());
    await act(() => result.current.copy('a'));
    act(() => vi.advanceTimersByTime(1500));
    await act(() => result.current.copy('b'));
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.status).toBe('copied');
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.status).toBe('idle');
  });
});
