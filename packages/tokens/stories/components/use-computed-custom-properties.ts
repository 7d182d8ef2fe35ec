import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Reads custom properties as the browser resolved them at `ref` (var() references substituted), so the tables
 * show what the shipped CSS really yields for the current mode, preset and density. `themeKey` re-reads them
 * when the toolbar changes the theme.
 */
export function useComputedCustomProperties(
  ref: RefObject<HTMLElement | null>,
  names: readonly string[],
  themeKey: string,
): Record<string, string> {
  const [values, setValues] = useState<Record<string, string>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: themeKey is the signal that the inherited theme changed.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const styles = getComputedStyle(element);
    setValues(Object.fromEntries(names.map((name) => [name, styles.getPropertyValue(name).trim()])));
  }, [ref, names, themeKey]);
  return values;
}
