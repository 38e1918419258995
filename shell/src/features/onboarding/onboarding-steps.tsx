import { Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export const ONBOARDING_STEPS = ['profile', 'company', 'project', 'schedules', 'team'] as const;
export type OnboardingHeaderStep = (typeof ONBOARDING_STEPS)[number] | 'password';

/** Spec 2.9: the header text of each step (profile, company, first project, schedules, team, password). */
export function OnboardingSteps({ current, only = false }: { current: OnboardingHeaderStep; only?: boolean }) {
  const { t } = useTranslation('access');
  const index = ONBOARDING_STEPS.indexOf(current as (typeof ONBOARDING_STEPS)[number]);
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Text strong data-testid="onboarding-header" style={{ display: 'block', marginBottom: only ? 0 : 12 }}>
        {t(`onboarding.header.${current}`)}
      </Typography.Text>
      {only || index < 0 ? null : (
        <Steps
          size="small"
          current={index}
          responsive={false}
          items={ONBOARDING_STEPS.map((step) => ({ title: t(`onboarding.steps.${step}`) }))}
          data-testid="onboarding-steps"
        />
      )}
    </div>
  );
}
