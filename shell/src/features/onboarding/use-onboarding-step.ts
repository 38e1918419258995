import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tenon/ui';
import { accessErrorText } from '../access-common/access-error-keys';
import { notify } from '../layout/notifier';
import type { OnboardingState, OnboardingStep } from '../access-common/access-types';
import { linkProblem } from '../access-common/link-state-screens';
import { onboardingPath, stepOfWrongStep } from './onboarding-paths';

/**
 * Posts one onboarding step; a step out of order goes to the page of the step reached, a dead link to its screen.
 * `next` is the step the link reaches (null after the last one, which closes the link: its state is not read again).
 */
export function useOnboardingStep<T, V = void>(
  token: string,
  next: OnboardingStep | null,
  post: (variables: V) => Promise<T>,
  onDone: (result: T) => Promise<void>,
) {
  const { t, i18n } = useTranslation('access');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation<T, Error, V>({
    mutationFn: post,
    onSuccess: async (result) => {
      if (next !== null) {
        queryClient.setQueryData<OnboardingState>(['onboarding', token], (state) => (state === undefined ? state : { ...state, step: next }));
        // The server's state also carries what the step made (the company, the project).
        void queryClient.invalidateQueries({ queryKey: ['onboarding', token] });
      }
      await onDone(result);
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.code === 'WRONG_STEP') {
        const reached: OnboardingStep | null = stepOfWrongStep(error.details);
        await queryClient.invalidateQueries({ queryKey: ['onboarding', token] });
        if (reached !== null) await navigate(onboardingPath(reached, token), { replace: true });
        return;
      }
      if (linkProblem(error) !== null) {
        await queryClient.invalidateQueries({ queryKey: ['onboarding', token] });
        return;
      }
      notify({ kind: 'error', title: t('onboarding.title'), description: accessErrorText(error, i18n.language) });
    },
  });
}
