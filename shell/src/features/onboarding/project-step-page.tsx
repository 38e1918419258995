import { useState } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NEW_PROJECT_DEFAULTS, projectBody, validateProjectForm, type ProjectFormValues } from '../access-common/validation/access-forms';
import { onboardingProject } from '../access-common/access-api';
import { AccessFrame } from '../access-common/access-frame';
import { ImagePicker } from '../access-common/image-picker';
import { useFormHints } from '../access-common/use-form-hints';
import { OnboardingGate } from './onboarding-gate';
import { OnboardingSteps } from './onboarding-steps';
import { ProjectFields } from './project-fields';
import { useOnboardingStep } from './use-onboarding-step';

function ProjectStepForm({ token }: { token: string }) {
  const { t } = useTranslation('access');
  const navigate = useNavigate();
  const [values, setValues] = useState<ProjectFormValues>({ ...NEW_PROJECT_DEFAULTS });
  const [logo, setLogo] = useState<{ id: string; url: string } | null>(null);
  const errors = validateProjectForm(values);
  const form = useFormHints(errors);
  const save = useOnboardingStep(
    token,
    'schedules',
    () => onboardingProject(token, { ...projectBody(values), image: logo?.id }),
    async () => navigate(`/schedules/${token}`, { replace: true }),
  );
  const onSubmit = form.submitWith(save);
  return (
    <form onSubmit={onSubmit} noValidate data-testid="project-form">
      <ImagePicker testId="project-logo" label={t('onboarding.logo')} url={logo?.url ?? null} linkToken={token} onUploaded={setLogo} />
      <ProjectFields idPrefix="project" values={values} onChange={setValues} hint={form.hint} onBlur={form.blur} />
      <Button type="primary" htmlType="submit" block size="large" disabled={!form.valid} loading={save.isPending} data-testid="project-submit">
        {t('common.continue')}
      </Button>
    </form>
  );
}

export function ProjectStepPage() {
  const { t } = useTranslation('access');
  return (
    <OnboardingGate step="project">
      {(state, token) => (
        <AccessFrame
          testId="onboarding-project"
          title={t('onboarding.project_title')}
          subtitle={state.company === undefined ? undefined : t('onboarding.project_subtitle', { company: state.company.name })}
          width={620}
          header={<OnboardingSteps current="project" />}
        >
          <ProjectStepForm token={token} />
        </AccessFrame>
      )}
    </OnboardingGate>
  );
}
