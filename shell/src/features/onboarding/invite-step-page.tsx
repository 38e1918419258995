import { useState } from 'react';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '@tenon/ui';
import { formMessage } from '../access-common/validation/form-messages';
import { inviteRowsBody, validateInviteRows, type InviteRowValues } from '../access-common/validation/access-forms';
import type { OnboardingState } from '../access-common/access-types';
import { createCompanySession } from '../session/identity-api';
import { onboardingInvite } from '../access-common/access-api';
import { AccessFrame } from '../access-common/access-frame';
import { useLanguage } from '../access-common/use-language';
import { InviteRows } from './invite-rows';
import { OnboardingGate } from './onboarding-gate';
import { OnboardingSteps } from './onboarding-steps';
import { useOnboardingStep } from './use-onboarding-step';

/** The onboarding ends on the projects home, in the session of the company just made. */
async function openOnboardedCompany(state: OnboardingState): Promise<string> {
  const { userToken, user } = sessionStore.getState();
  if (userToken === null || user === null || state.company === undefined) return '/login';
  const company = state.company;
  const companies = sessionStore.getState().companies.some((known) => known.id === company.id) ? sessionStore.getState().companies : [...sessionStore.getState().companies, company];
  sessionStore.signIn({ token: userToken, user, companies });
  sessionStore.openCompanySession(await createCompanySession(company.id));
  return '/projects';
}

function InviteStepForm({ token, state }: { token: string; state: OnboardingState }) {
  const { t, i18n } = useTranslation('access');
  const lang = useLanguage();
  const navigate = useNavigate();
  const [rows, setRows] = useState<InviteRowValues[]>([{ email: '', role: '' }]);
  const [touched, setTouched] = useState(false);
  const check = validateInviteRows(rows, 1);
  const send = useOnboardingStep(
    token,
    null,
    (users: Array<{ email: string; role: string }> = []) => onboardingInvite(token, users, lang),
    async () => navigate(await openOnboardedCompany(state), { replace: true }),
  );
  const message = touched && check.error !== undefined ? formMessage(check.error, i18n.language) : undefined;
  return (
    <div>
      <InviteRows rows={rows} onChange={setRows} invalidRows={check.invalidRows} message={message} onBlur={() => setTouched(true)} />
      <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 16 }}>
        {/* Spec 2.9: Skip goes to /projects (the step closes with no guests). */}
        <Button onClick={() => send.mutate([])} disabled={send.isPending} data-testid="invite-skip">
          {t('invite.skip')}
        </Button>
        <Button type="primary" disabled={check.error !== undefined} loading={send.isPending} onClick={() => send.mutate(inviteRowsBody(rows))} data-testid="invite-send">
          {t('invite.send')}
        </Button>
      </Space>
    </div>
  );
}

export function InviteStepPage() {
  const { t } = useTranslation('access');
  return (
    <OnboardingGate step="invite">
      {(state, token) => (
        <AccessFrame testId="onboarding-invite" title={t('invite.title')} subtitle={t('invite.subtitle')} width={560} header={<OnboardingSteps current="team" />}>
          <InviteStepForm token={token} state={state} />
        </AccessFrame>
      )}
    </OnboardingGate>
  );
}
