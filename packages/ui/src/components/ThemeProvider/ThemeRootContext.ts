import { createContext, useContext } from 'react';

/** The ThemeProvider's scoping element: overlays portal into it so they carry the same theme variables. */
export const ThemeRootContext = createContext<HTMLElement | null>(null);

export function useThemeRoot(): HTMLElement | null {
  return useContext(ThemeRootContext);
}
