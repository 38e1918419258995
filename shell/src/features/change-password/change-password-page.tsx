import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Form, Result } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@tenon/ui';
import { accessErrorText } from '../access-common/access-error-keys';
import { notify } from '../layout/notifier';
import { validateChangePasswordForm } from '../access-common/validation/access-forms';
import { inspectPasswordReset, resetPassword } from '../access-common/access-api';
import { AccessFrame } from '../access-common/access-frame';
import { PasswordFields } from '../access-common/password-fields';
import { useFormHints } from '../access-common/use-form-hints';
import { LinkProblemScreen, linkProblem } from '../access-common/link-state-screens';
import { OnboardingSteps } from '../onboarding/onboarding-steps';

/** Spec 2.8: loading → valid or invalid → submitted → success. */
export function ChangePasswordPage() {
  const { t, i18n } = useTranslation('access');
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const errors = validateChangePasswordForm({ password, repeat });
  const form = useFormHints(errors);
  const check = useQuery({ queryKey: ['password-reset', token], queryFn: () => inspectPasswordReset(token), retry: false, staleTime: Infinity });
  const save = useMutation({
    mutationFn: () => resetPassword(token, password),
    onError: (error) => notify({ kind: 'error', title: t('change_password.title'), description: accessErrorText(error, i18n.language) }),
  });

  if (check.isLoading) {
    return (
      <AccessFrame testId="change-password-loading" title={t('change_password.title')}>
        <LoadingState />
      </AccessFrame>
    );
  }
  if (check.isError || check.data?.valid !== true || (save.isError && linkProblem(save.error) !== null)) {
    return (
      <AccessFrame testId="change-password-invalid" title={t('change_password.title')}>
        <LinkProblemScreen problem="invalid" actionLabel={t('change_password.new_link')} actionPath="/forgot" />
      </AccessFrame>
    );
  }
  if (save.isSuccess) {
    return (
      <AccessFrame testId="change-password-success" title={t('change_password.title')}>
        <Result
          status="success"
          title={t('change_password.done_title')}
          subTitle={t('change_password.done')}
          extra={
            <Link to="/login" data-testid="change-password-to-login">
              {t('change_password.sign_in')}
            </Link>
          }
        />
      </AccessFrame>
    );
  }
  const onSubmit = form.submitWith(save);
  return (
    <AccessFrame testId="change-password-page" title={t('change_password.title')} subtitle={check.data.email} header={<OnboardingSteps current="password" only />}>
      <form onSubmit={onSubmit} noValidate data-testid="change-password-form" data-state={save.isPending ? 'submitted' : 'valid'}>
        <Form layout="vertical" component={false}>
          <PasswordFields idPrefix="change" password={[password, setPassword]} repeat={[repeat, setRepeat]} form={form} />
          <Button type="primary" htmlType="submit" block size="large" disabled={!form.valid} loading={save.isPending} data-testid="change-password-submit">
            {t('change_password.submit')}
          </Button>
        </Form>
      </form>
    </AccessFrame>
  );
}
