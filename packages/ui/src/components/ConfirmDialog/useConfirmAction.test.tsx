import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useConfirmAction } from './useConfirmAction';

const describeError = (error: unknown) => (error instanceof Error ? error.message : 'unknown');

describe('delete dialog (docs/requirements.md B4): busy while running, failure message kept', () => {
  it('is busy while the action runs and calls onSuccess after it resolves', async () => {
    let resolve: () => void = () => {};
    const action = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useConfirmAction(action, onSuccess, describeError));
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run();
    });
    expect(result.current.status).toBe('busy');
    await act(async () => {
      resolve();
      await running;
    });
    expect(result.current.status).toBe('idle');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('a rejection keeps the message and does not call onSuccess', async () => {
    const onSuccess = vi.fn();
    const { result } = renderHook(() =>
      useConfirmAction(() => Promise.reject(new Error('deleteError')), onSuccess, describeError),
    );
    await act(() => result.current.run());
    expect(result.current.status).toBe('error');
    expect(result.current.errorMessage).toBe('deleteError');
    expect(onSuccess).not.toHaveBeenCalled();
    act(() => result.current.reset());
    expect(result.current.errorMessage).toBeNull();
  });
});
