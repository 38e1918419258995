import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { selectionStore, sessionStore } from '@tenon/ui';
import { revokeCurrentSession } from './identity-api';

/** Revokes the company session on the server (best effort), then forgets everything stored locally. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (sessionStore.getState().companySession !== null) {
      try {
        await revokeCurrentSession();
      } catch {
        // The token may already be revoked; signing out locally is what matters here.
      }
    }
    sessionStore.clear();
    selectionStore.clear();
    queryClient.clear();
    await navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
