import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from '../access-common/validation/form-messages';
import type { ProjectFormValues } from '../access-common/validation/access-forms';
import { FormField } from '../access-common/form-field';
import { CURRENCIES, PROJECT_TYPES, SIZE_TYPES, countryOptions } from './project-options';

export interface ProjectFieldsProps {
  idPrefix: string;
  values: ProjectFormValues;
  onChange: (values: ProjectFormValues) => void;
  hint: (field: keyof ProjectFormValues) => string | undefined;
  onBlur: (field: keyof ProjectFormValues) => void;
  disabled?: boolean;
}

/** Name, type, country, currency, budget, size type and size (spec 2.9); shared by onboarding and project settings. */
export function ProjectFields({ idPrefix, values, onChange, hint, onBlur, disabled }: ProjectFieldsProps) {
  const { t, i18n } = useTranslation('access');
  const set = (field: keyof ProjectFormValues) => (value: string) => onChange({ ...values, [field]: value });
  const id = (field: string) => `${idPrefix}-${field}`;
  const select = (field: 'type' | 'country' | 'currency' | 'sizetype', label: string, options: Array<{ value: string; label: string }>) => (
    <FormField id={id(field)} label={label} hint={hint(field)} required>
      <Select
        id={id(field)}
        aria-label={label}
        showSearch
        optionFilterProp="label"
        disabled={disabled}
        value={values[field] === '' ? undefined : values[field]}
        placeholder={t('common.choose')}
        onChange={set(field)}
        onBlur={() => onBlur(field)}
        options={options}
        data-testid={id(field)}
      />
    </FormField>
  );
  return (
    <Form layout="vertical" component={false}>
      <FormField id={id('name')} label={t('project.name')} hint={hint('name')} required>
        <Input id={id('name')} disabled={disabled} value={values.name} onChange={(e) => set('name')(e.target.value)} onBlur={() => onBlur('name')} data-testid={id('name')} />
      </FormField>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
        {select('type', t('project.type'), PROJECT_TYPES.map((type) => ({ value: type, label: t(`project_types.${type}`) })))}
        {select('country', t('common.country'), countryOptions(i18n.language))}
        {select('currency', t('project.currency'), CURRENCIES.map((currency) => ({ value: currency, label: currency })))}
        <FormField id={id('budget')} label={t('project.budget')} hint={hint('budget')} required>
          <Input id={id('budget')} inputMode="decimal" disabled={disabled} value={values.budget} onChange={(e) => set('budget')(e.target.value)} onBlur={() => onBlur('budget')} data-testid={id('budget')} />
        </FormField>
        {select('sizetype', t('project.sizetype'), SIZE_TYPES.map((unit) => ({ value: unit, label: unit })))}
        <FormField id={id('size')} label={t('project.size')} hint={hint('size')} required>
          <Input id={id('size')} inputMode="decimal" disabled={disabled} value={values.size} onChange={(e) => set('size')(e.target.value)} onBlur={() => onBlur('size')} data-testid={id('size')} />
        </FormField>
      </div>
    </Form>
  );
}

export type ProjectFieldErrors = FormErrors<keyof ProjectFormValues>;
