import { createContext, useContext } from 'react';
import type { FontLoadState } from './useFontLoading';

export const FontStatusContext = createContext<FontLoadState>({ status: 'idle', failed: [] });

export function useFontStatus(): FontLoadState {
  return useContext(FontStatusContext);
}
