import type { ApiClient } from '@wedding/api-client';
import { createContext, type ReactNode, useContext } from 'react';

const ApiContext = createContext<ApiClient | null>(null);

/** The one API client of the app; screens reach the API only through it. */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi needs an <ApiProvider>');
  return client;
}
