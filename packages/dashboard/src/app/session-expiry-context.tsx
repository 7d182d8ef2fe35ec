import { createContext, useContext } from 'react';
import type { SessionExpiry } from './session-expiry';

export const SessionExpiryContext = createContext<SessionExpiry | null>(null);

export function useSessionExpiry(): SessionExpiry {
  const store = useContext(SessionExpiryContext);
  if (!store) throw new Error('useSessionExpiry needs the DashboardProviders');
  return store;
}
