import { useQuery } from '@tanstack/react-query';
import { isGatewayReachable } from '../session/identity-api';

/** Spec 8: the sign-in page checks that the servers are reachable and warns when the network blocks them. */
export function useNetworkBlocked(): boolean {
  const reachable = useQuery({ queryKey: ['network-check'], queryFn: isGatewayReachable, retry: false, staleTime: 0, gcTime: 0 });
  return reachable.data === false;
}
