import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Form, Input, Select, Space, Upload } from 'antd';
import { cncPriorities, cncStatuses, type CncView } from '@tenon/contracts/types';
import { cncWeekChoices } from '@tenon/lean';
import { LoadingState, personName, uploadImage, useProjectsQuery, validateImageFile } from '@tenon/ui';
import { WEEKLY_NAMESPACE } from '../../i18n/weekly-messages';
import { cncErrorText } from './cnc-errors';
import { cncTypeLabel, weekLabel } from './cnc-labels';
import { createCnc, imageIdOfPath, updateCnc, type CncFields } from './cncs.api';
import { useCncs } from './use-cncs';
import { useProjectPeople } from '../people/project-people';

/** How many past weeks the week picker offers besides the current one. */
const WEEKS_OFFERED = 12;

export interface CncFormProps {
  projectId: string;
  scheduleId: string;
  /** The planning week the CNC explains (its first day); the form offers the recent weeks when absent. */
  weekStart?: string;
  /** Tasks the CNC starts linked to: the missed commitments' tasks when the week is being closed. */
  presetTaskIds?: readonly string[];
  /** Task commitments the CNC explains, kept as given. */
  presetCommitmentIds?: readonly string[];
  /** The CNC edited, or absent to record a new one. */
  editing?: CncView | null;
  onSaved: (cnc: CncView) => void | Promise<void>;
  onCancel?: () => void;
}

type FormValues = Omit<CncFields, 'image' | 'commitmentIds'>;

const todayIso = () => new Date().toISOString().slice(0, 10);
const weekEnd = (weekStart: string) => new Date(Date.parse(`${weekStart}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);

/**
 * Records or edits a cause of non-compliance (spec part 3: 2.5, 3). Reusable: the CNC page opens it in a modal, and
 * the week-closing dialog embeds it for each commitment that was not met. What was typed stays when a save fails.
 */
export function CncForm(props: CncFormProps) {
  const cncs = useCncs({ projectId: props.projectId, scheduleId: props.scheduleId });
  if (cncs.isLoading) return <LoadingState />;
  // One form per CNC shown: its fields start from it, and later list refreshes never undo what is being typed.
  return <CncFormFields key={props.editing?.id ?? `new-${props.weekStart ?? ''}-${(props.presetTaskIds ?? []).join(',')}`} {...props} />;
}

function CncFormFields({ projectId, scheduleId, weekStart, presetTaskIds = [], presetCommitmentIds = [], editing = null, onSaved, onCancel }: CncFormProps) {
  const { t, i18n } = useTranslation(WEEKLY_NAMESPACE);
  const { message } = App.useApp();
  const place = useMemo(() => ({ projectId, scheduleId }), [projectId, scheduleId]);
  const cncs = useCncs(place);
  const people = useProjectPeople(projectId);
  const projects = useProjectsQuery();
  const planificationDay = projects.data?.find((project) => project.id === projectId)?.planificationDay ?? 1;
  const [form] = Form.useForm<FormValues>();
  const chosenWeekStart = Form.useWatch('weekStart', form);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [image, setImage] = useState<{ id: string; preview: string } | null>(() => {
    const id = imageIdOfPath(editing?.image ?? null);
    return id === null || editing?.image == null ? null : { id, preview: editing.image };
  });

  const types = cncs.data?.types ?? [];
  const weeks = cncWeekChoices(todayIso(), planificationDay, WEEKS_OFFERED, editing?.weekStart ?? weekStart ?? null);
  const [initialValues] = useState<Partial<FormValues>>(() =>
    editing === null
      ? { name: '', description: '', weekStart: weekStart ?? weeks[0], taskIds: [...presetTaskIds], status: 'unsolved', priority: 'Normal', responsibleId: null }
      : { name: editing.name, description: editing.description, typeId: editing.typeId, weekStart: editing.weekStart, responsibleId: editing.responsibleId, status: editing.status, priority: editing.priority, taskIds: editing.taskIds },
  );

  const pickImage = async (file: File) => {
    const problem = validateImageFile(file);
    if (problem !== undefined) {
      void message.error(t(`v_${problem}`));
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      setImage({ id: uploaded.id, preview: URL.createObjectURL(file) });
    } catch (error) {
      void message.error(cncErrorText(error, t, i18n.language));
    } finally {
      setUploading(false);
    }
  };

  const save = async () => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const fields: CncFields = {
      ...values,
      name: values.name.trim(),
      description: (values.description ?? '').trim(),
      responsibleId: values.responsibleId ?? null,
      taskIds: values.taskIds ?? [],
      image: image?.id ?? null,
      commitmentIds: editing?.commitmentIds ?? [...presetCommitmentIds],
    };
    setSaving(true);
    try {
      const reply = editing === null ? await createCnc(place, fields) : await updateCnc(place, editing.id, fields);
      void message.success(editing === null ? t('cnc_created') : t('cnc_saved'));
      await onSaved(reply.cnc);
    } catch (error) {
      void message.error(cncErrorText(error, t, i18n.language));
    } finally {
      setSaving(false);
    }
  };

  const tasks = cncs.data?.tasks ?? [];
  // The tasks of the chosen week come first: they are the commitments the cause can explain.
  const chosenWeek = chosenWeekStart ?? null;
  const inWeek = (task: { start: string; finish: string }) => chosenWeek !== null && task.start.slice(0, 10) <= weekEnd(chosenWeek) && task.finish.slice(0, 10) >= chosenWeek;
  const taskOption = (task: { id: string; name: string }) => ({ value: task.id, label: task.name });
  const taskOptions = [
    { label: t('tasks_of_week'), options: tasks.filter(inWeek).map(taskOption) },
    { label: t('tasks_other'), options: tasks.filter((task) => !inWeek(task)).map(taskOption) },
  ].filter((group) => group.options.length > 0);
  return (
    <Form form={form} layout="vertical" data-testid="cnc-form" initialValues={initialValues} onFinish={() => void save()}>
      <Form.Item name="name" label={t('col_name')} rules={[{ required: true, whitespace: true, message: t('v_name_required') }, { max: 200, message: t('v_name_long') }]}>
        <Input data-testid="cnc-name" autoFocus />
      </Form.Item>
      <Form.Item name="description" label={t('col_description')} rules={[{ max: 5000, message: t('v_description_long') }]}>
        <Input.TextArea rows={2} data-testid="cnc-description" />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
        <Form.Item name="typeId" label={t('col_type')} rules={[{ required: true, message: t('v_type_required') }]}>
          <Select data-testid="cnc-type" options={types.map((type) => ({ value: type.id, label: cncTypeLabel(type, t) }))} optionFilterProp="label" showSearch />
        </Form.Item>
        <Form.Item name="weekStart" label={t('col_week')} rules={[{ required: true, message: t('v_week_required') }]}>
          <Select data-testid="cnc-week" options={weeks.map((week) => ({ value: week, label: t('week_of', { date: weekLabel(week, i18n.language) }) }))} />
        </Form.Item>
        <Form.Item name="responsibleId" label={t('col_responsible')}>
          <Select
            data-testid="cnc-responsible"
            allowClear
            showSearch
            optionFilterProp="label"
            options={(people.data ?? []).map((person) => ({ value: person.userId, label: personName(person, person.userId) }))}
          />
        </Form.Item>
        <Form.Item name="priority" label={t('col_priority')}>
          <Select data-testid="cnc-priority" options={cncPriorities.map((priority) => ({ value: priority, label: t(`priority_${priority}`) }))} />
        </Form.Item>
        <Form.Item name="status" label={t('col_status')}>
          <Select data-testid="cnc-status" options={cncStatuses.map((status) => ({ value: status, label: t(`status_${status}`) }))} />
        </Form.Item>
        <Form.Item label={t('col_image')}>
          <Space>
            <Upload accept="image/png,image/jpeg,image/webp,image/gif" showUploadList={false} beforeUpload={(file) => (void pickImage(file), false)}>
              <Button loading={uploading} data-testid="cnc-image-upload">{image === null ? t('image_add') : t('image_change')}</Button>
            </Upload>
            {image === null ? null : (
              <>
                <img src={image.preview} alt="" style={{ height: 32, borderRadius: 4 }} data-testid="cnc-image-preview" />
                <Button type="link" onClick={() => setImage(null)} data-testid="cnc-image-remove">{t('image_remove')}</Button>
              </>
            )}
          </Space>
        </Form.Item>
      </div>
      <Form.Item name="taskIds" label={t('col_tasks')} extra={tasks.length === 0 ? t('no_tasks_yet') : undefined}>
        <Select mode="multiple" data-testid="cnc-tasks" options={taskOptions} optionFilterProp="label" />
      </Form.Item>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        {onCancel === undefined ? null : <Button onClick={onCancel} data-testid="cnc-form-cancel">{t('cancel')}</Button>}
        <Button type="primary" htmlType="submit" loading={saving} data-testid="cnc-form-save">{t('save')}</Button>
      </Space>
    </Form>
  );
}
