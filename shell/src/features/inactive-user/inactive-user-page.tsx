import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Divider, Form, Input, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accessErrorText } from '../access-common/access-error-keys';
import { notify } from '../layout/notifier';
import { validateEmailForm } from '../access-common/validation/access-forms';
import { requestActivation } from '../access-common/access-api';
import { AccessFrame } from '../access-common/access-frame';
import { FormField } from '../access-common/form-field';
import { useFormHints } from '../access-common/use-form-hints';
import { useLanguage } from '../access-common/use-language';

export interface InactiveUserState {
  email?: string;
  activationRequested?: boolean;
}

/** Spec 2.1's unlisted page: ask the organization for an activation link, or create an organization. */
export function InactiveUserPage() {
  const { t, i18n } = useTranslation('access');
  const lang = useLanguage();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as InactiveUserState;
  const [email, setEmail] = useState(state.email ?? '');
  const errors = validateEmailForm({ email });
  const form = useFormHints(errors);
  const request = useMutation({
    mutationFn: () => requestActivation(email, lang),
    onError: (error) => notify({ kind: 'error', title: t('inactive.title'), description: accessErrorText(error, i18n.language) }),
  });
  const onSubmit = form.submitWith(request);
  const requested = request.isSuccess || state.activationRequested === true;
  return (
    <AccessFrame testId="inactive-user-page" title={t('inactive.title')} subtitle={t('inactive.subtitle')}>
      {requested ? (
        <Alert type="success" showIcon data-testid="inactive-requested" message={t('inactive.requested')} style={{ marginBottom: 16 }} />
      ) : null}
      <Typography.Title level={5}>{t('inactive.activation_title')}</Typography.Title>
      <form onSubmit={onSubmit} noValidate data-testid="inactive-form">
        <Form layout="vertical" component={false}>
          <FormField id="inactive-email" label={t('common.email')} hint={form.hint('email')}>
            <Input id="inactive-email" type="email" prefix={<MailOutlined aria-hidden />} value={email} onChange={(e) => setEmail(e.target.value)} onBlur={() => form.blur('email')} data-testid="inactive-email" />
          </FormField>
          <Button type="primary" htmlType="submit" block disabled={!form.valid} loading={request.isPending} data-testid="inactive-request">
            {t('inactive.request')}
          </Button>
        </Form>
      </form>
      <Divider plain>{t('common.or')}</Divider>
      <Typography.Paragraph type="secondary">{t('inactive.create_hint')}</Typography.Paragraph>
      <Button block onClick={() => void navigate('/signup')} data-testid="inactive-create-organization">
        {t('inactive.create_organization')}
      </Button>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login">{t('common.back_to_login')}</Link>
      </div>
    </AccessFrame>
  );
}
