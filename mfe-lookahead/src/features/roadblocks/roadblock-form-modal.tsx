import type { ScheduleScope } from '@tenon/contracts/types';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Form, Input, Modal, Select } from 'antd';
import { constraintPriorities, roadblockTypes, type ConstraintTaskOption, type ConstraintView, type NamedProjectMember } from '@tenon/contracts/types';
import { personName } from '@tenon/ui';
import { LOOKAHEAD_NAMESPACE } from '../../i18n/lookahead-messages';
import { roadblockErrorText } from './roadblock-errors';
import { createRoadblock, updateRoadblock, type RoadblockFields } from './roadblocks.api';

interface RoadblockFormModalProps {
  place: ScheduleScope;
  /** The roadblock edited, or null to add one. */
  editing: ConstraintView | null;
  open: boolean;
  people: readonly NamedProjectMember[];
  /** Who may be named responsible: everyone, or a subtrade's own subcontract (spec part 3, 6). */
  responsibles: readonly NamedProjectMember[];
  tasks: readonly ConstraintTaskOption[];
  schedules: ReadonlyArray<{ id: string; name: string }>;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

type FormValues = Omit<RoadblockFields, 'commitmentDate'> & { commitmentDate: string };

const EMPTY: FormValues = {
  name: '',
  description: '',
  type: 'other',
  area: '',
  responsibleIds: [],
  reportUserIds: [],
  commitmentDate: '',
  priority: 'Normal',
  status: 'notreleased',
  taskIds: [],
  scheduleIds: [],
  documentLink: '',
};

/** Spec 2.4: the form to add or edit a roadblock; the fields are checked here with the service's own limits. */
export function RoadblockFormModal({ place, editing, open, people, responsibles, tasks, schedules, onClose, onSaved }: RoadblockFormModalProps) {
  const { t, i18n } = useTranslation(LOOKAHEAD_NAMESPACE);
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(editing === null ? EMPTY : { ...editing, commitmentDate: editing.commitmentDate ?? '' });
  }, [open, editing, form]);

  const save = async () => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const fields: RoadblockFields = { ...values, name: values.name.trim(), commitmentDate: values.commitmentDate === '' ? null : values.commitmentDate };
    setSaving(true);
    try {
      if (editing === null) await createRoadblock(place, { ...fields, status: fields.status === 'released' ? 'notreleased' : fields.status });
      else await updateRoadblock(place, editing.id, fields);
      await onSaved();
      void message.success(editing === null ? t('roadblock_created') : t('roadblock_saved'));
      onClose();
    } catch (error) {
      // The form stays open with what was typed, so nothing is lost.
      void message.error(roadblockErrorText(error, t, i18n.language));
    } finally {
      setSaving(false);
    }
  };

  const peopleOptions = people.map((person) => ({ value: person.userId, label: personName(person, person.userId) }));
  const limited = responsibles.length !== people.length;
  const ownIds = new Set(responsibles.map((person) => person.userId));
  // People someone else named stay on the roadblock; a subtrade cannot pick them again.
  const responsibleOptions = people
    .filter((person) => ownIds.has(person.userId) || (editing?.responsibleIds.includes(person.userId) ?? false))
    .map((person) => ({ value: person.userId, label: personName(person, person.userId), disabled: !ownIds.has(person.userId) }));
  const statusOptions = (editing === null ? ['notreleased', 'notcompromises', 'draft'] : ['notreleased', 'released', 'expired', 'notcompromises', 'draft']).map((status) => ({
    value: status,
    label: t(`status_${status}`),
  }));

  return (
    <Modal
      open={open}
      title={editing === null ? t('roadblock_add') : t('roadblock_edit')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      width={640}
      okButtonProps={{ 'data-testid': 'roadblock-form-save' }}
    >
      <Form form={form} layout="vertical" data-testid="roadblock-form" initialValues={EMPTY}>
        <Form.Item name="name" label={t('col_name')} rules={[{ required: true, whitespace: true, message: t('v_name_required') }, { max: 200, message: t('v_name_long') }]}>
          <Input data-testid="roadblock-name" autoFocus />
        </Form.Item>
        <Form.Item name="description" label={t('col_description')} rules={[{ max: 5000, message: t('v_description_long') }]}>
          <Input.TextArea rows={2} data-testid="roadblock-description" />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
          <Form.Item name="type" label={t('col_type')}>
            <Select data-testid="roadblock-type" options={roadblockTypes.map((type) => ({ value: type, label: t(`type_${type}`) }))} />
          </Form.Item>
          <Form.Item name="area" label={t('col_area')} rules={[{ max: 120, message: t('v_area_long') }]}>
            <Input data-testid="roadblock-area" />
          </Form.Item>
          <Form.Item name="commitmentDate" label={t('col_commitment')}>
            <Input type="date" data-testid="roadblock-commitment" />
          </Form.Item>
          <Form.Item name="priority" label={t('col_priority')}>
            <Select data-testid="roadblock-priority" options={constraintPriorities.map((priority) => ({ value: priority, label: t(`priority_${priority}`) }))} />
          </Form.Item>
          <Form.Item name="status" label={t('col_status')}>
            <Select data-testid="roadblock-status" options={statusOptions} />
          </Form.Item>
          <Form.Item name="documentLink" label={t('col_document')} rules={[{ pattern: /^(https?:\/\/\S+)?$/i, message: t('v_document_link') }]}>
            <Input data-testid="roadblock-document" placeholder="https://" />
          </Form.Item>
        </div>
        <Form.Item
          name="responsibleIds"
          label={t('col_responsibles')}
          extra={limited ? t('responsibles_own_subcontract') : undefined}
          rules={limited ? [{ required: true, type: 'array', min: 1, message: t('v_responsible_own_subcontract') }] : []}
        >
          <Select mode="multiple" data-testid="roadblock-responsibles" options={responsibleOptions} optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="reportUserIds" label={t('col_report_users')}>
          <Select mode="multiple" data-testid="roadblock-report-users" options={peopleOptions} optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="taskIds" label={t('col_tasks')} extra={tasks.length === 0 ? t('no_tasks_yet') : undefined}>
          <Select mode="multiple" data-testid="roadblock-tasks" options={tasks.map((task) => ({ value: task.id, label: task.name }))} optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="scheduleIds" label={t('col_schedules')}>
          <Select mode="multiple" data-testid="roadblock-schedules" options={schedules.map((schedule) => ({ value: schedule.id, label: schedule.name }))} optionFilterProp="label" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
