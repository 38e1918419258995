import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Checkbox, Form, Result } from 'antd';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@tenon/ui';
import { accessErrorText } from '../access-common/access-error-keys';
import { notify } from '../layout/notifier';
import { validateRegisterForm } from '../access-common/validation/access-forms';
import { requestRegister } from '../access-common/access-api';
import { AccessFrame } from '../access-common/access-frame';
import { EmailField } from '../access-common/email-field';
import { useFormHints } from '../access-common/use-form-hints';
import { useLanguage } from '../access-common/use-language';
import { TermsModal } from './terms-modal';

/** Spec 2.7: e-mail plus the terms checkbox; success screen with a sign-in button. */
export function RegisterPage() {
  const { t, i18n } = useTranslation('access');
  const lang = useLanguage();
  const navigate = useNavigate();
  const { userToken } = useSession();
  const [email, setEmail] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const errors = validateRegisterForm({ email, termsAccepted });
  const form = useFormHints(errors);
  const send = useMutation({
    mutationFn: () => requestRegister(email, lang),
    onError: (error) => notify({ kind: 'error', title: t('register.title'), description: accessErrorText(error, i18n.language) }),
  });

  if (userToken !== null) return <Navigate to="/projects" replace />;
  if (send.isSuccess) {
    return (
      <AccessFrame testId="register-success" title={t('register.title')}>
        <Result
          status="success"
          title={t('register.sent_title')}
          subTitle={t('register.sent')}
          extra={
            <Button type="primary" onClick={() => void navigate('/login')} data-testid="register-to-login">
              {t('register.sign_in')}
            </Button>
          }
        />
      </AccessFrame>
    );
  }
  const onSubmit = form.submitWith(send);
  const termsHint = form.hint('terms');
  return (
    <AccessFrame testId="register-page" title={t('register.title')} subtitle={t('register.subtitle')}>
      <form onSubmit={onSubmit} noValidate data-testid="register-form">
        <Form layout="vertical" component={false}>
          <EmailField id="register-email" label={t('common.email')} hint={form.hint('email')} required value={email} onChange={setEmail} onBlur={() => form.blur('email')} />
          <div style={{ marginBottom: 16 }}>
            <Checkbox
              checked={termsAccepted}
              onChange={(event) => {
                setTermsAccepted(event.target.checked);
                form.blur('terms');
              }}
              data-testid="register-terms"
            >
              {t('register.accept')}{' '}
            </Checkbox>
            <Button type="link" style={{ padding: 0 }} onClick={() => setTermsOpen(true)} data-testid="register-terms-open">
              {t('register.terms_link')}
            </Button>
            {termsHint === undefined ? null : (
              <div role="alert" data-testid="register-terms-hint" style={{ color: '#e5484d' }}>
                {termsHint}
              </div>
            )}
          </div>
          <Button type="primary" htmlType="submit" block size="large" disabled={!form.valid} loading={send.isPending} data-testid="register-submit">
            {t('register.submit')}
          </Button>
        </Form>
      </form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login">{t('signup.have_account')}</Link>
      </div>
      <TermsModal
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAccept={() => {
          setTermsAccepted(true);
          setTermsOpen(false);
        }}
      />
    </AccessFrame>
  );
}
