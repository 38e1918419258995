import { useState } from 'react';
import { Button, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '@tenon/ui';
import { COMPANY_TYPES, SIGNUP_COMPANY_SIZES, type CompanyDetails } from '../access-common/access-types';
import type { FormErrors } from '../access-common/validation/form-messages';
import { updateCurrentCompany } from './settings-api';
import { FormField } from '../access-common/form-field';
import { ImagePicker } from '../access-common/image-picker';
import { useFormHints } from '../access-common/use-form-hints';
import { countryOptions } from '../onboarding/project-options';
import { useSettingsSave } from './use-settings-save';

export function CompanyGeneralTab({ company, readOnly }: { company: CompanyDetails; readOnly: boolean }) {
  const { t, i18n } = useTranslation('settings');
  const [name, setName] = useState(company.name);
  const [country, setCountry] = useState(company.country);
  const [size, setSize] = useState(company.size);
  const [type, setType] = useState(company.type);
  const [requireResources, setRequireResources] = useState(company.requireResources);
  const [logo, setLogo] = useState<{ id: string | null; url: string | null }>({ id: null, url: company.image });
  const errors: FormErrors<'name' | 'country'> = {
    ...(name.trim() === '' ? { name: 'required:name' as const } : {}),
    ...(country === '' ? { country: 'required:country' as const } : {}),
  };
  const form = useFormHints(errors);
  const save = useSettingsSave(
    async () => {
      const saved = await updateCurrentCompany({ name: name.trim(), country, size, type, requireResources, ...(logo.id === null ? {} : { image: logo.id }) });
      // The modules read the switch from the session: the Resources page shows or hides without signing in again.
      sessionStore.updateCompany({ requireResources: saved.requireResources });
      return saved;
    },
    [['company']],
  );
  return (
    <div style={{ maxWidth: 520 }} data-testid="company-general-tab">
      <Form layout="vertical" component={false} disabled={readOnly}>
        {readOnly ? null : <ImagePicker testId="company-settings-logo" label={t('company.logo')} url={logo.url} onUploaded={setLogo} />}
        <FormField id="company-settings-name" label={t('access:common.company_name')} hint={form.hint('name')} required>
          <Input id="company-settings-name" value={name} disabled={readOnly} onChange={(e) => setName(e.target.value)} onBlur={() => form.blur('name')} data-testid="company-settings-name" />
        </FormField>
        <FormField id="company-settings-country" label={t('access:common.country')} hint={form.hint('country')} required>
          <Select id="company-settings-country" aria-label={t('access:common.country')} disabled={readOnly} showSearch optionFilterProp="label" value={country || undefined} onChange={(value: string) => setCountry(value)} onBlur={() => form.blur('country')} options={countryOptions(i18n.language)} />
        </FormField>
        <FormField id="company-settings-size" label={t('company.size')}>
          <Select id="company-settings-size" aria-label={t('company.size')} disabled={readOnly} allowClear value={size || undefined} onChange={(value: string | undefined) => setSize(value ?? '')} options={SIGNUP_COMPANY_SIZES.map((value) => ({ value, label: t(`access:company_sizes.${value}`) }))} />
        </FormField>
        <FormField id="company-settings-type" label={t('company.type')}>
          <Select id="company-settings-type" aria-label={t('company.type')} disabled={readOnly} allowClear value={type || undefined} onChange={(value: string | undefined) => setType(value ?? '')} options={COMPANY_TYPES.map((value) => ({ value, label: t(`access:company_types.${value}`) }))} />
        </FormField>
        <FormField id="company-settings-require-resources" label={t('company.require_resources')} help={t('company.require_resources_hint')}>
          <Switch id="company-settings-require-resources" checked={requireResources} disabled={readOnly} onChange={setRequireResources} data-testid="company-settings-require-resources" />
        </FormField>
        {readOnly ? null : (
          <Button type="primary" style={{ marginTop: 8 }} disabled={!form.valid} loading={save.isPending} onClick={() => save.mutate()} data-testid="company-settings-save">
            {t('save')}
          </Button>
        )}
      </Form>
    </div>
  );
}
