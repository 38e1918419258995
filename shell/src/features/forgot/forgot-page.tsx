import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Result } from 'antd';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@tenon/ui';
import { accessErrorText, accessMessage } from '../access-common/access-error-keys';
import { notify } from '../layout/notifier';
import { validateEmailForm } from '../access-common/validation/access-forms';
import { requestPasswordReset } from '../access-common/access-api';
import { AccessFrame } from '../access-common/access-frame';
import { EmailField } from '../access-common/email-field';
import { useFormHints } from '../access-common/use-form-hints';
import { useLanguage } from '../access-common/use-language';

export function ForgotPage() {
  const { t, i18n } = useTranslation('access');
  const lang = useLanguage();
  const { userToken } = useSession();
  const [email, setEmail] = useState('');
  const errors = validateEmailForm({ email });
  const form = useFormHints(errors);
  const send = useMutation({
    mutationFn: () => requestPasswordReset(email, lang),
    onError: (error) => notify({ kind: 'error', title: t('forgot.title'), description: accessErrorText(error, i18n.language) }),
  });

  // Spec 2.5: a signed-in person goes to the master plan.
  if (userToken !== null) return <Navigate to="/masterplan" replace />;

  if (send.isSuccess) {
    return (
      <AccessFrame testId="forgot-sent" title={t('forgot.title')}>
        <Result status="success" title={t('forgot.sent_title')} subTitle={accessMessage('password_reset', i18n.language)} />
        <div style={{ textAlign: 'center' }}>
          <Link to="/login" data-testid="forgot-back-to-login">
            {t('common.back_to_login')}
          </Link>
        </div>
      </AccessFrame>
    );
  }

  const onSubmit = form.submitWith(send);
  return (
    <AccessFrame testId="forgot-page" title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form onSubmit={onSubmit} noValidate data-testid="forgot-form">
        <Form layout="vertical" component={false}>
          <EmailField id="forgot-email" label={t('common.email')} hint={form.hint('email')} value={email} onChange={setEmail} onBlur={() => form.blur('email')} />
          <Button type="primary" htmlType="submit" block size="large" disabled={!form.valid} loading={send.isPending} data-testid="forgot-submit">
            {t('forgot.submit')}
          </Button>
        </Form>
      </form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login" data-testid="forgot-back-to-login">
          {t('common.back_to_login')}
        </Link>
      </div>
    </AccessFrame>
  );
}
