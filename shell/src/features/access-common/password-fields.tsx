import { Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formMessage } from './validation/form-messages';
import type { FieldHints, FieldState } from './field-state';
import { FormField } from './form-field';

export interface PasswordFieldsProps {
  idPrefix: string;
  password: FieldState;
  repeat: FieldState;
  form: FieldHints<'password' | 'repeat'>;
}

/** New password and its repeat; the rule stays visible under the first field (spec 5). */
export function PasswordFields({ idPrefix, password, repeat, form }: PasswordFieldsProps) {
  const { t, i18n } = useTranslation('access');
  const field = (key: 'password' | 'repeat', [value, set]: FieldState) => (
    <Input.Password
      id={`${idPrefix}-${key}`}
      autoComplete="new-password"
      prefix={<LockOutlined aria-hidden />}
      value={value}
      onChange={(event) => set(event.target.value)}
      onBlur={() => form.blur(key)}
      data-testid={`${idPrefix}-${key}`}
    />
  );
  return (
    <>
      <FormField id={`${idPrefix}-password`} label={t('common.password')} hint={form.hint('password')} help={formMessage('password_hint', i18n.language)} required>
        {field('password', password)}
      </FormField>
      <FormField id={`${idPrefix}-repeat`} label={t('common.repeat_password')} hint={form.hint('repeat')} required>
        {field('repeat', repeat)}
      </FormField>
    </>
  );
}
