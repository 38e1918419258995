import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState, ModulePage, sessionStore } from '@tenon/ui';
import { validateChangePasswordForm } from '../access-common/validation/access-forms';
import type { FormErrors } from '../access-common/validation/form-messages';
import type { User } from '../access-common/access-types';
import { changeMyPassword, getMe, updateMe } from './settings-api';
import { FormField } from '../access-common/form-field';
import { ImagePicker } from '../access-common/image-picker';
import { PasswordFields } from '../access-common/password-fields';
import { useFormHints } from '../access-common/use-form-hints';
import { SettingsNav } from './settings-nav';
import { useSettingsSave } from './use-settings-save';

function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const [name, setName] = useState(user.name);
  const [lastname, setLastname] = useState(user.lastname);
  const [position, setPosition] = useState(user.position ?? '');
  const [reportTasks, setReportTasks] = useState(user.reportTasks !== false);
  const [image, setImage] = useState<{ id: string | null; url: string | null }>({ id: null, url: user.image });
  const errors: FormErrors<'name' | 'lastname'> = {
    ...(name.trim() === '' ? { name: 'required:name' as const } : {}),
    ...(lastname.trim() === '' ? { lastname: 'required:lastname' as const } : {}),
  };
  const form = useFormHints(errors);
  const save = useSettingsSave(
    () => updateMe({ name: name.trim(), lastname: lastname.trim(), position: position.trim(), reportTasks, ...(image.id === null ? {} : { image: image.id }) }),
    [['me']],
  );
  useEffect(() => {
    if (save.data === undefined) return;
    const state = sessionStore.getState();
    if (state.companySession !== null && state.userToken !== null) {
      sessionStore.openCompanySession({ sessionToken: state.companySession.sessionToken, permissions: state.companySession.permissions, company: state.companySession.company, user: save.data });
    }
  }, [save.data]);
  return (
    <Card title={t('user.profile')} data-testid="user-profile-card">
      <Form layout="vertical" component={false}>
        <ImagePicker testId="user-photo" label={t('user.photo')} url={image.url} onUploaded={(uploaded) => setImage(uploaded)} shape="circle" />
        <FormField id="user-name" label={t('access:common.first_name')} hint={form.hint('name')} required>
          <Input id="user-name" value={name} onChange={(e) => setName(e.target.value)} onBlur={() => form.blur('name')} data-testid="user-name-input" />
        </FormField>
        <FormField id="user-lastname" label={t('access:common.last_name')} hint={form.hint('lastname')} required>
          <Input id="user-lastname" value={lastname} onChange={(e) => setLastname(e.target.value)} onBlur={() => form.blur('lastname')} data-testid="user-lastname-input" />
        </FormField>
        <FormField id="user-email" label={t('access:common.email')}>
          <Input id="user-email" value={user.email} readOnly disabled />
        </FormField>
        <FormField id="user-position" label={t('access:common.position')}>
          <Input id="user-position" value={position} onChange={(e) => setPosition(e.target.value)} data-testid="user-position-input" />
        </FormField>
        <Form.Item>
          <Checkbox checked={reportTasks} onChange={(e) => setReportTasks(e.target.checked)} data-testid="user-report-tasks">
            {t('user.report_tasks')}
          </Checkbox>
        </Form.Item>
        <Button type="primary" disabled={!form.valid} loading={save.isPending} onClick={() => save.mutate()} data-testid="user-profile-save">
          {t('save')}
        </Button>
      </Form>
    </Card>
  );
}

function PasswordCard() {
  const { t } = useTranslation('settings');
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const errors = { ...validateChangePasswordForm({ password, repeat }), ...(current === '' ? { current: 'required:currentPassword' as const } : {}) };
  const form = useFormHints<'current' | 'password' | 'repeat'>(errors);
  const save = useSettingsSave(() => changeMyPassword(current, password), [], () => t('user.password_changed'));
  useEffect(() => {
    if (!save.isSuccess) return;
    setCurrent('');
    setPassword('');
    setRepeat('');
  }, [save.isSuccess]);
  return (
    <Card title={t('user.password')} data-testid="user-password-card">
      <Form layout="vertical" component={false}>
        <FormField id="user-current-password" label={t('user.current_password')} hint={form.hint('current')} required>
          <Input.Password id="user-current-password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} onBlur={() => form.blur('current')} data-testid="user-current-password" />
        </FormField>
        <PasswordFields idPrefix="user-new" password={[password, setPassword]} repeat={[repeat, setRepeat]} form={form} />
        <Button type="primary" disabled={!form.valid} loading={save.isPending} onClick={() => save.mutate()} data-testid="user-password-save">
          {t('user.change_password')}
        </Button>
      </Form>
    </Card>
  );
}

export function UserSettingsPage() {
  const { t } = useTranslation('settings');
  const me = useQuery({ queryKey: ['me'], queryFn: getMe });
  return (
    <ModulePage testId="settings-user-page" title={t('user.title')} extra={<SettingsNav />}>
      {me.isLoading ? <LoadingState /> : null}
      {me.isError ? <ErrorState error={me.error} onRetry={() => void me.refetch()} /> : null}
      {me.data === undefined ? null : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(340px, 1fr))', gap: 16, alignItems: 'start' }}>
          <ProfileCard key={me.data.id} user={me.data} />
          <PasswordCard />
        </div>
      )}
    </ModulePage>
  );
}
