import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { selectionStore } from '@tenon/ui';
import { NEW_PROJECT_DEFAULTS, projectBody, validateProjectForm, type ProjectFormValues } from '../access-common/validation/access-forms';
import { accessErrorText } from '../access-common/access-error-keys';
import { notify } from '../layout/notifier';
import { createProject } from '../settings/settings-api';
import { ProjectFields } from '../onboarding/project-fields';
import { useFormHints } from '../access-common/use-form-hints';
import { ImagePicker } from '../access-common/image-picker';

function NewProjectForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation('home');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ProjectFormValues>({ ...NEW_PROJECT_DEFAULTS });
  const [logo, setLogo] = useState<{ id: string; url: string } | null>(null);
  // A project starts with one schedule, named here: the master plan has somewhere to begin.
  const [scheduleName, setScheduleName] = useState<string>(() => t('first_schedule_default'));
  const form = useFormHints(validateProjectForm(values));
  const scheduleMissing = scheduleName.trim() === '';
  const create = useMutation({
    mutationFn: () => createProject({ ...projectBody(values), image: logo?.id, firstScheduleName: scheduleName.trim() }),
    onSuccess: async (project) => {
      await queryClient.invalidateQueries({ queryKey: ['projects'] });
      await queryClient.invalidateQueries({ queryKey: ['schedules'] });
      selectionStore.selectProject(project.id);
      notify({ kind: 'success', title: t('created'), description: project.name });
      onDone();
    },
    onError: (error) => notify({ kind: 'error', title: t('new_project'), description: accessErrorText(error, i18n.language) }),
  });
  return (
    <div data-testid="new-project-form">
      <ImagePicker testId="new-project-logo" label={t('access:onboarding.logo')} url={logo?.url ?? null} onUploaded={setLogo} />
      <ProjectFields idPrefix="new-project" values={values} onChange={setValues} hint={form.hint} onBlur={form.blur} />
      <Form layout="vertical" component="div">
        <Form.Item label={t('first_schedule')} validateStatus={scheduleMissing ? 'error' : undefined} help={scheduleMissing ? t('first_schedule_required') : t('first_schedule_hint')}>
          <Input value={scheduleName} maxLength={120} onChange={(event) => setScheduleName(event.target.value)} data-testid="new-project-schedule" />
        </Form.Item>
      </Form>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={onDone}>{t('cancel')}</Button>
        <Button type="primary" disabled={!form.valid || scheduleMissing} loading={create.isPending} onClick={() => create.mutate()} data-testid="new-project-submit">
          {t('create')}
        </Button>
      </div>
    </div>
  );
}

export function NewProjectButton() {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setOpen(true)} data-testid="new-project-open">
        {t('new_project')}
      </Button>
      <Modal open={open} title={t('new_project')} footer={null} onCancel={() => setOpen(false)} destroyOnHidden width={620}>
        <NewProjectForm onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
