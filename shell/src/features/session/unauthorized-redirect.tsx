import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { onUnauthorized, selectionStore } from '@tenon/ui';

/** A rejected token (revoked or expired session) ends everything stored and returns to sign in. */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onUnauthorized(() => {
        selectionStore.clear();
        queryClient.clear();
        void navigate('/login', { replace: true });
      }),
    [navigate, queryClient],
  );
  return null;
}
