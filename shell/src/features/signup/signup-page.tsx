import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Result } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, useSession } from '@tenon/ui';
import { accessErrorText, accessMessage } from '../access-common/access-error-keys';
import { notify } from '../layout/notifier';
import { normalizeEmail } from '../access-common/validation/login-validation';
import { validateSignupEmail } from '../access-common/validation/signup-email-rules';
import { requestSignup } from '../access-common/access-api';
import { AccessFrame } from '../access-common/access-frame';
import { EmailField } from '../access-common/email-field';
import { useFormHints } from '../access-common/use-form-hints';
import { useLanguage } from '../access-common/use-language';

/** Spec 2.6: step 1 the work e-mail, step 2 'check your mail'. */
export function SignupPage() {
  const { t, i18n } = useTranslation('access');
  const lang = useLanguage();
  const { userToken } = useSession();
  const [email, setEmail] = useState('');
  const [serverHint, setServerHint] = useState<{ email: string; text: string } | null>(null);
  const errors = { email: validateSignupEmail(email) };
  const form = useFormHints(errors);
  const send = useMutation({
    mutationFn: () => requestSignup(email, lang),
    onError: (error) => {
      // The gateway holds the full free and throw-away lists: its refusal becomes the field hint.
      if (error instanceof ApiError && error.code === 'EMAIL_DOMAIN_NOT_ALLOWED') {
        setServerHint({ email: normalizeEmail(email), text: accessMessage('email_domain_not_allowed', i18n.language) });
        return;
      }
      notify({ kind: error instanceof ApiError && error.code === 'EMAIL_EXISTS' ? 'warning' : 'error', title: t('signup.title'), description: accessErrorText(error, i18n.language) });
    },
  });

  if (userToken !== null) return <Navigate to="/projects" replace />;

  if (send.isSuccess) {
    return (
      <AccessFrame testId="signup-check-mail" title={t('signup.check_title')}>
        <Result status="info" icon={<MailOutlined />} title={t('signup.check_mail', { email: normalizeEmail(email) })} subTitle={t('signup.check_hint')} />
        <div style={{ textAlign: 'center' }}>
          <Button type="link" onClick={() => send.reset()} data-testid="signup-change-email">
            {t('signup.change_email')}
          </Button>
        </div>
      </AccessFrame>
    );
  }

  const serverText = serverHint !== null && serverHint.email === normalizeEmail(email) ? serverHint.text : undefined;
  const valid = form.valid && serverText === undefined;
  const onSubmit = form.submitWith(send, valid);
  return (
    <AccessFrame testId="signup-page" title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <form onSubmit={onSubmit} noValidate data-testid="signup-form">
        <Form layout="vertical" component={false}>
          <EmailField id="signup-email" label={t('signup.work_email')} hint={form.hint('email') ?? serverText} value={email} onChange={setEmail} onBlur={() => form.blur('email')} />
          <Button type="primary" htmlType="submit" block size="large" disabled={!valid} loading={send.isPending} data-testid="signup-submit">
            {t('signup.submit')}
          </Button>
        </Form>
      </form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login" data-testid="signup-to-login">
          {t('signup.have_account')}
        </Link>
      </div>
    </AccessFrame>
  );
}
