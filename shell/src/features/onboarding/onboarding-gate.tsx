import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingState, useSession } from '@tenon/ui';
import type { OnboardingState, OnboardingStep } from '../access-common/access-types';
import { onboardingState } from '../access-common/access-api';
import { AccessFrame } from '../access-common/access-frame';
import { LinkProblemScreen, linkProblem } from '../access-common/link-state-screens';
import { onboardingPath } from './onboarding-paths';

export function useOnboardingState(token: string) {
  return useQuery({ queryKey: ['onboarding', token], queryFn: () => onboardingState(token), retry: false });
}

/** Opens a step only when the link is at that step; otherwise sends the person to the step the link reached. */
export function OnboardingGate({ step, children }: { step: OnboardingStep; children: (state: OnboardingState, token: string) => ReactNode }) {
  const { t } = useTranslation('access');
  const { token = '' } = useParams();
  const { userToken } = useSession();
  const state = useOnboardingState(token);
  if (state.isLoading) {
    return (
      <AccessFrame testId="onboarding-loading" title={t('onboarding.title')}>
        <LoadingState />
      </AccessFrame>
    );
  }
  if (state.isError || state.data === undefined) {
    const problem = linkProblem(state.error);
    if (problem === 'closed') return <Navigate to={userToken === null ? '/login' : '/selectCompany'} replace />;
    return (
      <AccessFrame testId="onboarding-invalid" title={t('onboarding.title')}>
        <LinkProblemScreen problem={problem === 'expired' ? 'expired' : 'invalid'} actionLabel={t('common.back_to_login')} actionPath="/login" />
      </AccessFrame>
    );
  }
  if (state.data.step !== step) return <Navigate to={onboardingPath(state.data.step, token)} replace />;
  return <>{children(state.data, token)}</>;
}
