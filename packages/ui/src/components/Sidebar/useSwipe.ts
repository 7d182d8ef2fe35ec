import { isSidebarSwipe } from '@wedding/core';
import { useEffect, useRef } from 'react';

interface SwipeStart {
  x: number;
  y: number;
  time: number;
}

function pointOf(event: PointerEvent | TouchEvent): { x: number; y: number } | null {
  if ('changedTouches' in event) {
    const touch = event.changedTouches[0];
    return touch ? { x: touch.clientX, y: touch.clientY } : null;
  }
  return { x: event.clientX, y: event.clientY };
}

/**
 * Listens on the document for horizontal swipes (pointer or touch) and reports 'open' (right) or 'close'
 * (left) by @wedding/core's isSidebarSwipe rule. A touch fires both event kinds; both report the same
 * direction, and opening or closing twice is harmless.
 */
export function useSwipe(enabled: boolean, onSwipe: (direction: 'open' | 'close') => void): void {
  const onSwipeRef = useRef(onSwipe);
  onSwipeRef.current = onSwipe;
  useEffect(() => {
    if (!enabled) return;
    const starts = new Map<string, SwipeStart>();
    const start = (kind: string) => (event: PointerEvent | TouchEvent) => {
      const point = pointOf(event);
      if (point) starts.set(kind, { ...point, time: performance.now() });
    };
    const end = (kind: string) => (event: PointerEvent | TouchEvent) => {
      const from = starts.get(kind);
      const point = pointOf(event);
      starts.delete(kind);
      if (!from || !point) return;
      const direction = isSidebarSwipe({
        dx: point.x - from.x,
        dy: point.y - from.y,
        durationMs: performance.now() - from.time,
      });
      if (direction) onSwipeRef.current(direction);
    };
    const listeners = [
      ['pointerdown', start('pointer')],
      ['pointerup', end('pointer')],
      ['touchstart', start('touch')],
      ['touchend', end('touch')],
    ] as const;
    for (const [type, listener] of listeners) {
      document.addEventListener(type, listener as EventListener, { passive: true });
    }
    return () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener);
    };
  }, [enabled]);
}
