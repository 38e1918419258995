import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '@tenon/ui';
import { accessErrorText } from '../access-common/access-error-keys';
import { notify } from '../layout/notifier';
import { validateProfileForm } from '../access-common/validation/access-forms';
import { completeProfile } from '../access-common/access-api';
import { FormField } from '../access-common/form-field';
import { NameFields } from '../access-common/name-fields';
import { PasswordFields } from '../access-common/password-fields';
import { useFormHints } from '../access-common/use-form-hints';
import { ImagePicker } from '../access-common/image-picker';
import { signInAndOpenFirstCompany } from '../access-common/open-first-company';
import { linkProblem } from '../access-common/link-state-screens';

export function ProfileForm({ token, email }: { token: string; email: string }) {
  const { t, i18n } = useTranslation('access');
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [lastname, setLastname] = useState('');
  const [position, setPosition] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [image, setImage] = useState<{ id: string; url: string } | null>(null);
  const errors = validateProfileForm({ name, lastname, position, password, repeat });
  const form = useFormHints(errors);

  const save = useMutation({
    mutationFn: () => completeProfile(token, { name: name.trim(), lastname: lastname.trim(), position: position.trim(), password, image: image?.id }),
    onSuccess: async (response) => {
      if (response.onboardingToken !== undefined) {
        sessionStore.signIn(response);
        await navigate(`/company/${response.onboardingToken}`, { replace: true });
        return;
      }
      const opened = await signInAndOpenFirstCompany(response);
      await navigate(opened ? '/projects' : '/selectCompany', { replace: true });
    },
    onError: async (error) => {
      if (linkProblem(error) !== null) {
        await navigate('/invalid-link', { replace: true });
        return;
      }
      notify({ kind: 'error', title: t('profile.title'), description: accessErrorText(error, i18n.language) });
    },
  });
  const onSubmit = form.submitWith(save);
  return (
    <form onSubmit={onSubmit} noValidate data-testid="profile-form">
      <Form layout="vertical" component={false}>
        <ImagePicker testId="profile-photo" label={t('profile.photo')} url={image?.url ?? null} linkToken={token} onUploaded={setImage} shape="circle" />
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
          <NameFields idPrefix="profile" name={[name, setName]} lastname={[lastname, setLastname]} form={form} />
        </div>
        <FormField id="profile-email" label={t('common.email')}>
          <Input id="profile-email" value={email} readOnly disabled data-testid="profile-email" />
        </FormField>
        <FormField id="profile-position" label={t('common.position')} hint={form.hint('position')} required>
          <Input id="profile-position" autoComplete="organization-title" value={position} onChange={(e) => setPosition(e.target.value)} onBlur={() => form.blur('position')} data-testid="profile-position" />
        </FormField>
        <PasswordFields idPrefix="profile" password={[password, setPassword]} repeat={[repeat, setRepeat]} form={form} />
        <Button type="primary" htmlType="submit" block size="large" disabled={!form.valid} loading={save.isPending} data-testid="profile-submit">
          {t('profile.submit')}
        </Button>
      </Form>
    </form>
  );
}
