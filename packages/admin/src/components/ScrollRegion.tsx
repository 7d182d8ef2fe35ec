import type { ReactNode } from 'react';
import { figuresScroller } from './figures-table.css';

/**
 * A named box around a table that may be wider than the screen: it scrolls sideways and the keyboard can reach it
 * to scroll (axe's scrollable-region-focusable). A group, not a region landmark: it usually sits in a card of the
 * same name, and two landmarks with one name cannot be told apart (axe's landmark-unique).
 */
export function ScrollRegion({
  label,
  className = figuresScroller,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this box holds a table.
    <div role="group" className={className} tabIndex={0} aria-label={label}>
      {children}
    </div>
  );
}
