import { CROSS_TAB_TOAST_MS } from '@wedding/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOAST_DURATION_MS, ToastQueue } from './toast-queue';

describe('toasts (docs/requirements.md A4): queue with default and custom durations', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps toasts in arrival order with their tone', () => {
    const queue = new ToastQueue();
    queue.add({ tone: 'success', title: 'saved' });
    queue.add({ tone: 'warning', title: 'partial' });
    queue.add({ tone: 'error', title: 'failed' });
    expect(queue.getSnapshot().map((toast) => [toast.tone, toast.title])).toEqual([
      ['success', 'saved'],
      ['warning', 'partial'],
      ['error', 'failed'],
    ]);
  });

  it('closes a toast after the default duration, not 1 ms earlier', () => {
    const queue = new ToastQueue();
    queue.add({ tone: 'success', title: 'saved' });
    vi.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS - 1);
    expect(queue.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toHaveLength(0);
  });

  it('cross-tab toast (docs/requirements.md A4): a custom 2000 ms duration closes at 2000 ms', () => {
    const queue = new ToastQueue();
    queue.add({ tone: 'success', title: 'Theme updated from another tab', durationMs: CROSS_TAB_TOAST_MS });
    queue.add({ tone: 'success', title: 'default' });
    vi.advanceTimersByTime(CROSS_TAB_TOAST_MS - 1);
    expect(queue.getSnapshot()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot().map((toast) => toast.title)).toEqual(['default']);
  });

  it('dismisses by id and notifies subscribers once per change', () => {
    const queue = new ToastQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    const id = queue.add({ tone: 'error', title: 'x' });
    queue.dismiss(id);
    queue.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('shows at most the newest five at once', () => {
    const queue = new ToastQueue();
    for (let index = 1; index <= 6; index++) queue.add({ tone: 'success', title: String(index) });
    expect(queue.getSnapshot().map((toast) => toast.title)).toEqual(['2', '3', '4', '5', '6']);
  });
});
