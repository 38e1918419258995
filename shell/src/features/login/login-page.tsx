import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Typography } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage, sessionStore, useSession } from '@tenon/ui';
import { accessErrorText } from '../access-common/access-error-keys';
import { AccessFrame } from '../access-common/access-frame';
import { isLoginFormValid, validateLoginForm } from '../access-common/validation/login-validation';
import { notify } from '../layout/notifier';
import { login } from '../session/identity-api';

interface Touched {
  email: boolean;
  password: boolean;
}

export function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { userToken } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState<Touched>({ email: false, password: false });

  const signIn = useMutation({
    mutationFn: () => login(email, password),
    onSuccess: async (response) => {
      sessionStore.signIn(response);
      await navigate('/selectCompany', { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'USER_INACTIVE') {
        const details = (error.details ?? {}) as { activationRequested?: boolean };
        void navigate('/inactive', { state: { email, activationRequested: details.activationRequested === true } });
        return;
      }
      if (error instanceof ApiError && error.status === 429) {
        notify({ kind: 'error', title: t('login.failed_title'), description: accessErrorText(error, i18n.language) });
        return;
      }
      if (error instanceof ApiError && error.status === 401) {
        notify({ kind: 'warning', title: t('login.failed_title'), description: t('login.wrong_credentials') });
      } else {
        const code = error instanceof ApiError ? error.code : 'UNEXPECTED_RESPONSE';
        notify({ kind: 'error', title: t('login.failed_title'), description: errorMessage(code, i18n.language) });
      }
    },
  });

  if (userToken !== null && !signIn.isPending && !signIn.isSuccess) return <Navigate to="/selectCompany" replace />;

  const errors = validateLoginForm(email, password);
  const valid = isLoginFormValid(email, password);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (valid && !signIn.isPending) signIn.mutate();
  };
  const emailHint = touched.email && errors.email !== undefined ? t(`login.${errors.email}`) : undefined;
  const passwordHint = touched.password && errors.password !== undefined ? t(`login.${errors.password}`) : undefined;

  return (
    <AccessFrame title={t('login.title')} subtitle={t('login.subtitle')} width={400}>
      <form onSubmit={onSubmit} noValidate data-testid="login-form" aria-label={t('login.title')}>
        <Form layout="vertical" component={false}>
          <Form.Item
            label={t('login.email')}
            htmlFor="login-email"
            validateStatus={emailHint === undefined ? undefined : 'error'}
            help={emailHint === undefined ? undefined : <span data-testid="login-email-hint">{emailHint}</span>}
          >
            <Input
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              autoFocus
              prefix={<MailOutlined aria-hidden />}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onBlur={() => setTouched((previous) => ({ ...previous, email: true }))}
              data-testid="login-email"
              aria-invalid={emailHint !== undefined}
            />
          </Form.Item>
          <Form.Item
            label={t('login.password')}
            htmlFor="login-password"
            validateStatus={passwordHint === undefined ? undefined : 'error'}
            help={passwordHint === undefined ? undefined : <span data-testid="login-password-hint">{passwordHint}</span>}
          >
            <Input.Password
              id="login-password"
              name="password"
              autoComplete="current-password"
              prefix={<LockOutlined aria-hidden />}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              onBlur={() => setTouched((previous) => ({ ...previous, password: true }))}
              data-testid="login-password"
              aria-invalid={passwordHint !== undefined}
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            block
            size="large"
            disabled={!valid}
            loading={signIn.isPending}
            data-testid="login-submit"
          >
            {t('login.submit')}
          </Button>
        </Form>
      </form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Typography.Link href="/forgot" data-testid="login-forgot-link">
          {t('login.forgot')}
        </Typography.Link>
      </div>
      <div style={{ marginTop: 8, textAlign: 'center' }}>
        <Typography.Text type="secondary">{t('access:login.no_account')} </Typography.Text>
        <Link to="/signup" data-testid="login-signup-link">
          {t('access:login.signup')}
        </Link>
        <Typography.Text type="secondary"> · </Typography.Text>
        <Link to="/register" data-testid="login-register-link">
          {t('access:login.register')}
        </Link>
      </div>
    </AccessFrame>
  );
}
