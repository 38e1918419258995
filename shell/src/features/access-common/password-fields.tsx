import { Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formMessage } from '@tenon/ui';
import { FormField } from './form-field';

export interface PasswordFieldsProps {
  idPrefix: string;
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  passwordHint?: string;
  repeatHint?: string;
  onBlur: (field: 'password' | 'repeat') => void;
}

/** New password and its repeat; the rule stays visible under the first field (spec 5). */
export function PasswordFields({ idPrefix, password, repeat, onPassword, onRepeat, passwordHint, repeatHint, onBlur }: PasswordFieldsProps) {
  const { t, i18n } = useTranslation('access');
  return (
    <>
      <FormField id={`${idPrefix}-password`} label={t('common.password')} hint={passwordHint} help={formMessage('password_hint', i18n.language)} required>
        <Input.Password
          id={`${idPrefix}-password`}
          autoComplete="new-password"
          prefix={<LockOutlined aria-hidden />}
          value={password}
          onChange={(event) => onPassword(event.target.value)}
          onBlur={() => onBlur('password')}
          data-testid={`${idPrefix}-password`}
        />
      </FormField>
      <FormField id={`${idPrefix}-repeat`} label={t('common.repeat_password')} hint={repeatHint} required>
        <Input.Password
          id={`${idPrefix}-repeat`}
          autoComplete="new-password"
          prefix={<LockOutlined aria-hidden />}
          value={repeat}
          onChange={(event) => onRepeat(event.target.value)}
          onBlur={() => onBlur('repeat')}
          data-testid={`${idPrefix}-repeat`}
        />
      </FormField>
    </>
  );
}
