import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@tenon/ui';

const MAX_RETRIES = 2;
const CACHE_MS = 30_000;

// Spec 9: 2 retries, 30 s stale and cache time, no refetch on focus. Client errors (4xx) are answers, not
// glitches, so they are not retried.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        staleTime: CACHE_MS,
        gcTime: CACHE_MS,
        refetchOnWindowFocus: false,
      },
    },
  });
}
