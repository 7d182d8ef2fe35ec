import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The factor that shrinks content of `contentWidth` CSS pixels to the width of `frame`, kept current as the frame
 * resizes (a page preview drawn at its real viewport width inside a narrower column). `fallback` until measured.
 */
export function useFitScale(
  frame: RefObject<HTMLElement | null>,
  contentWidth: number,
  fallback = 0.25,
): number {
  const [scale, setScale] = useState(fallback);
  useIsomorphicLayoutEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScale(element.clientWidth > 0 ? element.clientWidth / contentWidth : fallback);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, contentWidth, fallback]);
  return scale;
}
