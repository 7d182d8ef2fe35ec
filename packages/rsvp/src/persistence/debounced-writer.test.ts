import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedWriter } from './debounced-writer';

describe('RSVP draft: debounced writes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes only the latest value once typing pauses for the delay', () => {
    const write = vi.fn();
    const writer = createDebouncedWriter(write, 300);
    writer.schedule('a');
    vi.advanceTimersByTime(299);
    writer.schedule('ab');
    vi.advanceTimersByTime(299);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(write).toHaveBeenCalledExactlyOnceWith('ab');
  });
  it('flush writes the pending value at once and only once', () => {
    const write = vi.fn();
    const writer = createDebouncedWriter(write, 300);
    writer.schedule('abc');
    writer.flush();
    writer.flush();
    vi.advanceTimersByTime(300);
    expect(write).toHaveBeenCalledExactlyOnceWith('abc');
  });
  it('cancel drops the pending value', () => {
    const write = vi.fn();
    const writer = createDebouncedWriter(write, 300);
    writer.schedule('abc');
    writer.cancel();
    vi.advanceTimersByTime(300);
    expect(write).not.toHaveBeenCalled();
  });
});
