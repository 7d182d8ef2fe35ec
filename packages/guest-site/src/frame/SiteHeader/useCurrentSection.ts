import { useEffect, useState } from 'react';

/** The reading line: a section is current while it crosses 40 % of the viewport height. */
const READING_LINE = 0.4;

/**
 * The id of the section under the reading line while the guest scrolls (for aria-current in the header).
 * Undefined on the server and until the first observation, so server and client render the same markup.
 * Between two sections the last one stays current; above the first one nothing is.
 */
export function useCurrentSection(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(undefined);
  const idList = ids.join(' ');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const order = idList.split(' ');
    const elements = order
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    const [first] = elements;
    if (!first) return;
    const crossing = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) crossing.add(entry.target.id);
          else crossing.delete(entry.target.id);
        }
        const found = order.find((id) => crossing.has(id));
        if (found) setCurrent(found);
        else if (first.getBoundingClientRect().top > window.innerHeight * READING_LINE) setCurrent(undefined);
      },
      // A one-pixel band at the reading line: exactly one section crosses it at a time.
      { rootMargin: `-${READING_LINE * 100}% 0px -${100 - READING_LINE * 100}% 0px`, threshold: 0 },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [idList]);

  return current;
}
