import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@tenon/ui';
import { inspectSignupToken } from '../access-common/access-api';
import { AccessFrame } from '../access-common/access-frame';
import { LinkProblemScreen, linkProblem } from '../access-common/link-state-screens';
import { SignupCompleteForm } from './signup-complete-form';

/** Spec 2.6 and 4: joined company → create user; no company → create company and user; expired; closed → /login. */
export function SignupConfirmationPage() {
  const { t } = useTranslation('access');
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [joining, setJoining] = useState(false);
  const info = useQuery({ queryKey: ['signup-token', token], queryFn: () => inspectSignupToken(token), retry: false, staleTime: Infinity });

  if (info.isLoading) {
    return (
      <AccessFrame testId="signup-confirmation-loading" title={t('signup.confirm_title')}>
        <LoadingState />
      </AccessFrame>
    );
  }
  if (info.isError) {
    const problem = linkProblem(info.error);
    if (problem === 'closed') return <Navigate to="/login" replace />;
    return (
      <AccessFrame testId="signup-confirmation-expired" title={t('signup.confirm_title')}>
        <LinkProblemScreen problem={problem === 'invalid' ? 'invalid' : 'expired'} actionLabel={t('signup.back_to_signup')} actionPath="/signup" />
      </AccessFrame>
    );
  }
  const data = info.data;
  if (data === undefined) return null;

  if (data.state === 'joined-company' && !joining) {
    return (
      <AccessFrame testId="signup-joined-company" title={t('signup.joined_title')}>
        <Result
          status="success"
          title={t('signup.joined', { company: data.company?.name ?? '' })}
          subTitle={t('signup.joined_hint', { email: data.email })}
          extra={
            <Button type="primary" onClick={() => setJoining(true)} data-testid="signup-joined-continue">
              {t('signup.joined_continue')}
            </Button>
          }
        />
        <div style={{ textAlign: 'center' }}>
          <Button type="link" onClick={() => void navigate('/login')}>
            {t('common.back_to_login')}
          </Button>
        </div>
      </AccessFrame>
    );
  }
  const withCompany = data.state === 'create-company-and-user';
  return (
    <AccessFrame
      testId={withCompany ? 'signup-create-company-and-user' : 'signup-create-user'}
      title={withCompany ? t('signup.create_company_title') : t('signup.create_user_title')}
      subtitle={data.email}
      width={520}
    >
      <SignupCompleteForm token={token} withCompany={withCompany} />
    </AccessFrame>
  );
}
