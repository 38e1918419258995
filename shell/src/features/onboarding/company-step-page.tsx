import { useState } from 'react';
import { Button, Form, Input, Select } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { validateCompanyForm } from '../access-common/validation/access-forms';
import { onboardingCompany } from '../access-common/access-api';
import { AccessFrame } from '../access-common/access-frame';
import { FormField } from '../access-common/form-field';
import { ImagePicker } from '../access-common/image-picker';
import { useFormHints } from '../access-common/use-form-hints';
import { OnboardingGate } from './onboarding-gate';
import { OnboardingSteps } from './onboarding-steps';
import { NUMBER_OF_PROJECTS, countryOptions } from './project-options';
import { useOnboardingStep } from './use-onboarding-step';

function CompanyStepForm({ token }: { token: string }) {
  const { t, i18n } = useTranslation('access');
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [numberOfProjects, setNumberOfProjects] = useState('');
  const [country, setCountry] = useState('');
  const [logo, setLogo] = useState<{ id: string; url: string } | null>(null);
  const errors = validateCompanyForm({ name, numberOfProjects, country });
  const form = useFormHints(errors);
  const save = useOnboardingStep(
    token,
    'project',
    () => onboardingCompany(token, { name: name.trim(), numberOfProjects, country, image: logo?.id }),
    async () => navigate(`/confirmationproject/${token}`, { replace: true }),
  );
  const onSubmit = form.submitWith(save);
  return (
    <form onSubmit={onSubmit} noValidate data-testid="company-form">
      <Form layout="vertical" component={false}>
        <ImagePicker testId="company-logo" label={t('onboarding.logo')} url={logo?.url ?? null} linkToken={token} onUploaded={setLogo} />
        <FormField id="company-name" label={t('common.company_name')} hint={form.hint('name')} required>
          <Input id="company-name" autoComplete="organization" value={name} onChange={(e) => setName(e.target.value)} onBlur={() => form.blur('name')} data-testid="company-name" />
        </FormField>
        <FormField id="company-projects" label={t('onboarding.number_of_projects')} hint={form.hint('numberOfProjects')} required>
          <Select
            id="company-projects"
            aria-label={t('onboarding.number_of_projects')}
            value={numberOfProjects === '' ? undefined : numberOfProjects}
            placeholder={t('common.choose')}
            onChange={(value: string) => setNumberOfProjects(value)}
            onBlur={() => form.blur('numberOfProjects')}
            options={NUMBER_OF_PROJECTS.map((value) => ({ value, label: value }))}
            data-testid="company-projects"
          />
        </FormField>
        <FormField id="company-country" label={t('common.country')} hint={form.hint('country')} required>
          <Select
            id="company-country"
            aria-label={t('common.country')}
            showSearch
            optionFilterProp="label"
            value={country === '' ? undefined : country}
            placeholder={t('common.choose')}
            onChange={(value: string) => setCountry(value)}
            onBlur={() => form.blur('country')}
            options={countryOptions(i18n.language)}
            data-testid="company-country"
          />
        </FormField>
        <Button type="primary" htmlType="submit" block size="large" disabled={!form.valid} loading={save.isPending} data-testid="company-submit">
          {t('common.continue')}
        </Button>
      </Form>
    </form>
  );
}

export function CompanyStepPage() {
  const { t } = useTranslation('access');
  return (
    <OnboardingGate step="company">
      {(_state, token) => (
        <AccessFrame testId="onboarding-company" title={t('onboarding.company_title')} subtitle={t('onboarding.company_subtitle')} width={560} header={<OnboardingSteps current="company" />}>
          <CompanyStepForm token={token} />
        </AccessFrame>
      )}
    </OnboardingGate>
  );
}
