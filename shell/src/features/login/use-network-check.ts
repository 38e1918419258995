import { useQuery } from '@tanstack/react-query';
import { ApiError, checkHealth } from '@tenon/ui';

/** Spec 8: the sign-in page checks that the servers are reachable and warns when the network blocks them. */
export function useNetworkBlocked(): boolean {
  const health = useQuery({ queryKey: ['network-check'], queryFn: checkHealth, retry: 1, staleTime: 0, gcTime: 0 });
  const error = health.error;
  // A degraded answer still proves the network works; only an unreachable or foreign answer blocks.
  return error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'UNEXPECTED_RESPONSE');
}
