import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@tenon/ui';
import { inspectProfileToken } from '../access-common/access-api';
import { AccessFrame } from '../access-common/access-frame';
import { LinkProblemScreen, linkProblem } from '../access-common/link-state-screens';
import { OnboardingSteps } from '../onboarding/onboarding-steps';
import { ProfileForm } from './profile-form';

/** Spec 2.7: the invited (or registered) person's profile; an invalid link offers Register. */
export function ProfilePage() {
  const { t } = useTranslation('access');
  const { token = '' } = useParams();
  const info = useQuery({ queryKey: ['profile-token', token], queryFn: () => inspectProfileToken(token), retry: false, staleTime: Infinity });

  if (info.isLoading) {
    return (
      <AccessFrame testId="profile-loading" title={t('profile.title')}>
        <LoadingState />
      </AccessFrame>
    );
  }
  if (info.isError || info.data === undefined) {
    if (linkProblem(info.error) === 'closed') return <Navigate to="/login" replace />;
    return (
      <AccessFrame testId="profile-invalid" title={t('profile.title')}>
        <LinkProblemScreen problem="invalid" actionLabel={t('profile.register')} actionPath="/register" />
      </AccessFrame>
    );
  }
  const invitedBy = info.data.company;
  return (
    <AccessFrame
      testId="profile-page"
      title={t('profile.title')}
      subtitle={invitedBy === undefined ? t('profile.subtitle') : t('profile.invited', { company: invitedBy.name })}
      width={560}
      header={invitedBy === undefined ? <OnboardingSteps current="profile" /> : null}
    >
      <ProfileForm token={token} email={info.data.email} />
    </AccessFrame>
  );
}
