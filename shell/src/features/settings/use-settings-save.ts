import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accessErrorText } from '../access-common/access-error-keys';
import { notify } from '../layout/notifier';

/** A settings change: success toast, error text of its code, and the lists it touched refetched. */
export function useSettingsSave<T, V = void>(save: (variables: V) => Promise<T>, invalidate: readonly QueryKey[], successText?: (result: T) => string) {
  const { t, i18n } = useTranslation('settings');
  const queryClient = useQueryClient();
  return useMutation<T, Error, V>({
    mutationFn: save,
    onSuccess: async (result) => {
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      notify({ kind: 'success', title: t('title'), description: successText === undefined ? t('saved') : successText(result) });
    },
    onError: (error) => notify({ kind: 'error', title: t('title'), description: accessErrorText(error, i18n.language) }),
  });
}
