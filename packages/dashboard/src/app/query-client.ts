import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@wedding/api-client';

/** A 4xx will answer the same on a retry (bad input, missing, forbidden); network failures, timeouts and 5xx may not. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * Server state for the dashboard: answers stay fresh for 30 s (a second tab or member sees changes on focus),
 * failed reads are retried twice when retrying can help, writes are never repeated by the cache (the screens
 * decide, so nothing is saved twice).
 */
export function createDashboardQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
      },
      mutations: { retry: false },
    },
  });
}
