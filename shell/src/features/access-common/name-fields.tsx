import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldHints, FieldState } from './field-state';
import { FormField } from './form-field';

export interface NameFieldsProps {
  idPrefix: string;
  name: FieldState;
  lastname: FieldState;
  form: FieldHints<'name' | 'lastname'>;
}

/** A person's first and last name, both required, as the browser fills them in (given and family name). */
export function NameFields({ idPrefix, name, lastname, form }: NameFieldsProps) {
  const { t } = useTranslation('access');
  const field = (key: 'name' | 'lastname', label: string, autoComplete: string, [value, set]: FieldState) => (
    <FormField id={`${idPrefix}-${key}`} label={label} hint={form.hint(key)} required>
      <Input
        id={`${idPrefix}-${key}`}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => set(event.target.value)}
        onBlur={() => form.blur(key)}
        data-testid={`${idPrefix}-${key}`}
      />
    </FormField>
  );
  return (
    <>
      {field('name', t('common.first_name'), 'given-name', name)}
      {field('lastname', t('common.last_name'), 'family-name', lastname)}
    </>
  );
}
