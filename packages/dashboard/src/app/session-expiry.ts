import { useSyncExternalStore } from 'react';

/**
 * Whether the session ended while the app thought the user was signed in (a call answered 401
 * authenticationRequired). The shell then shows the session_expired screen; after logging in again the user
 * returns to the page they were on. A plain store, because the API client reports it outside React.
 */
export function createSessionExpiry() {
  let expired = false;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    isExpired: () => expired,
    markExpired: () => {
      if (expired) return;
      expired = true;
      emit();
    },
    reset: () => {
      if (!expired) return;
      expired = false;
      emit();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SessionExpiry = ReturnType<typeof createSessionExpiry>;

export function useSessionExpired(store: SessionExpiry): boolean {
  return useSyncExternalStore(store.subscribe, store.isExpired, store.isExpired);
}
