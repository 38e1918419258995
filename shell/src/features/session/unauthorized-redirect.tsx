import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { onUnauthorized, selectionStore } from '@tenon/ui';
import { notify } from '../layout/notifier';

/**
 * A rejected token (revoked or expired session) ends everything stored and returns to sign in, saying why: the page
 * that asked is gone by then, so it cannot say it itself.
 */
export function UnauthorizedRedirect() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onUnauthorized(() => {
        selectionStore.clear();
        queryClient.clear();
        void navigate('/login', { replace: true });
        notify({ kind: 'warning', title: t('login.session_ended_title'), description: t('login.session_ended') });
      }),
    [navigate, queryClient, t],
  );
  return null;
}
