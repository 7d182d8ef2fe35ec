/**
 * Writes custom properties and data attributes straight onto the scoping element, so a mode or theme switch
 * repaints through CSS inheritance without React re-rendering the subtree. Properties written before but absent
 * now are removed; returns the names written this time.
 */
export function applyCssVars(
  element: HTMLElement,
  cssVars: Readonly<Record<string, string>>,
  previous: ReadonlySet<string>,
): Set<string> {
  for (const name of previous) if (!(name in cssVars)) element.style.removeProperty(name);
  for (const [name, value] of Object.entries(cssVars)) element.style.setProperty(name, value);
  return new Set(Object.keys(cssVars));
}
