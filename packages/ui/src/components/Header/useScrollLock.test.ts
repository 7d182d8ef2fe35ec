import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrollLock } from './useScrollLock';

describe('public header (docs/requirements.md A2): the open mobile menu locks page scroll', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('hides overflow while locked and restores the previous value afterwards', () => {
    document.body.style.overflow = 'clip';
    const { rerender, unmount } = renderHook(({ locked }) => useScrollLock(locked), {
      initialProps: { locked: false },
    });
    expect(document.body.style.overflow).toBe('clip');
    rerender({ locked: true });
    expect(document.body.style.overflow).toBe('hidden');
    rerender({ locked: false });
    expect(document.body.style.overflow).toBe('clip');
    rerender({ locked: true });
    unmount();
    expect(document.body.style.overflow).toBe('clip');
  });
});
