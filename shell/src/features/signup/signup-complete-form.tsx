import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Divider, Form, Input, Select } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '@tenon/ui';
import { COMPANY_TYPES, SIGNUP_COMPANY_SIZES } from '../access-common/access-types';
import { accessErrorText } from '../access-common/access-error-keys';
import { notify } from '../layout/notifier';
import { validateSignupCompleteForm } from '../access-common/validation/access-forms';
import type { SignupCompleteBody } from '@tenon/contracts/types';
import { completeSignup } from '../access-common/access-api';
import { FormField } from '../access-common/form-field';
import { NameFields } from '../access-common/name-fields';
import { PasswordFields } from '../access-common/password-fields';
import { useFormHints } from '../access-common/use-form-hints';
import { signInAndOpenFirstCompany } from '../access-common/open-first-company';
import { linkProblem } from '../access-common/link-state-screens';

type CompanyFields = NonNullable<SignupCompleteBody['company']>;

export function SignupCompleteForm({ token, withCompany }: { token: string; withCompany: boolean }) {
  const { t, i18n } = useTranslation('access');
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [lastname, setLastname] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [companyName, setCompanyName] = useState('');
  const [companySize, setCompanySize] = useState<CompanyFields['size'] | ''>('');
  const [companyType, setCompanyType] = useState<CompanyFields['type']>(undefined);
  const errors = validateSignupCompleteForm({ name, lastname, password, repeat }, withCompany ? { companyName, companySize } : undefined);
  const form = useFormHints(errors);

  const complete = useMutation({
    mutationFn: () =>
      completeSignup(token, {
        name: name.trim(),
        lastname: lastname.trim(),
        password,
        company: withCompany && companySize !== '' ? { name: companyName.trim(), size: companySize, type: companyType } : undefined,
      }),
    onSuccess: async (response) => {
      if (response.onboardingToken !== undefined) {
        sessionStore.signIn(response);
        await navigate(`/schedules/${response.onboardingToken}`, { replace: true });
        return;
      }
      const opened = await signInAndOpenFirstCompany(response);
      await navigate(opened ? '/projects' : '/selectCompany', { replace: true });
    },
    onError: async (error) => {
      // Spec 4: a failed sign-up call leaves no stored session behind.
      sessionStore.clear();
      const problem = linkProblem(error);
      if (problem === 'closed') {
        await navigate('/login', { replace: true });
        return;
      }
      notify({ kind: 'error', title: t('signup.title'), description: accessErrorText(error, i18n.language) });
    },
  });

  const onSubmit = form.submitWith(complete);
  return (
    <form onSubmit={onSubmit} noValidate data-testid="signup-complete-form">
      <Form layout="vertical" component={false}>
        <NameFields idPrefix="signup" name={[name, setName]} lastname={[lastname, setLastname]} form={form} />
        <PasswordFields idPrefix="signup" password={[password, setPassword]} repeat={[repeat, setRepeat]} form={form} />
        {withCompany ? (
          <>
            <Divider orientation="left" plain>
              {t('signup.company_section')}
            </Divider>
            <FormField id="signup-company-name" label={t('common.company_name')} hint={form.hint('companyName')} required>
              <Input id="signup-company-name" autoComplete="organization" value={companyName} onChange={(e) => setCompanyName(e.target.value)} onBlur={() => form.blur('companyName')} data-testid="signup-company-name" />
            </FormField>
            <FormField id="signup-company-size" label={t('common.company_size')} hint={form.hint('companySize')} required>
              <Select
                id="signup-company-size"
                aria-label={t('common.company_size')}
                value={companySize === '' ? undefined : companySize}
                placeholder={t('common.choose')}
                onChange={(value: CompanyFields['size']) => setCompanySize(value)}
                onBlur={() => form.blur('companySize')}
                options={SIGNUP_COMPANY_SIZES.map((size) => ({ value: size, label: t(`company_sizes.${size}`) }))}
                data-testid="signup-company-size"
              />
            </FormField>
            <FormField id="signup-company-type" label={t('common.company_type_optional')}>
              <Select
                id="signup-company-type"
                aria-label={t('common.company_type_optional')}
                allowClear
                value={companyType}
                placeholder={t('common.choose')}
                onChange={(value: CompanyFields['type']) => setCompanyType(value)}
                options={COMPANY_TYPES.map((type) => ({ value: type, label: t(`company_types.${type}`) }))}
                data-testid="signup-company-type"
              />
            </FormField>
          </>
        ) : null}
        <Button type="primary" htmlType="submit" block size="large" disabled={!form.valid} loading={complete.isPending} data-testid="signup-complete-submit">
          {withCompany ? t('signup.create_company_submit') : t('signup.create_user_submit')}
        </Button>
      </Form>
    </form>
  );
}
