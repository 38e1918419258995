import { useEffect } from 'react';
import { Alert, Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ResourceCatalogEntry, TaskLeanStatus, TaskPriority, TaskReply, WindowActivity } from '@tenon/contracts/types';
import { LOOKAHEAD_NAMESPACE } from '../../i18n/lookahead-messages';
import { LEAN_STATUS_COLOURS, LEAN_STATUS_ORDER } from './lean-status-colours';
import type { PlanNames } from './plan-names';
import type { TaskChanges } from './tasks.api';

export interface TaskFormValues {
  name: string;
  start: string;
  finish: string;
  duration: number | null;
  leanStatus: TaskLeanStatus;
  priority: TaskPriority;
  progress: number;
  commitmentPercent: number;
  description: string;
  responsibleIds: string[];
  subcontractId: string | null;
  tags: string[];
  /** A row left without a resource is dropped on save. */
  resources: Array<{ resourceId?: string; quantity: number | null }>;
}

const PRIORITIES: readonly TaskPriority[] = ['Low', 'Normal', 'High', 'Urgent'];

/** The form's values as the service takes them: dates with the working day's hours, only what changed on an edit. */
export function taskChangesOf(values: TaskFormValues, task: TaskReply | null): Omit<TaskChanges, 'version'> & { name: string; start: string; finish: string } {
  const start = `${values.start}T08:00`;
  const finish = `${values.finish}T17:00`;
  return {
    name: values.name.trim(),
    start: task !== null && task.start.slice(0, 10) === values.start ? task.start : start,
    finish: task !== null && task.finish.slice(0, 10) === values.finish ? task.finish : finish,
    // A duration left as it was follows the dates; one typed is kept.
    ...(values.duration === null || values.duration === task?.duration ? {} : { duration: values.duration }),
    leanStatus: values.leanStatus,
    priority: values.priority,
    progress: values.progress,
    commitmentPercent: values.commitmentPercent,
    description: values.description,
    responsibleIds: values.responsibleIds,
    subcontractId: values.subcontractId ?? null,
    tags: values.tags.map((tag) => tag.trim()).filter((tag) => tag !== ''),
    resources: (values.resources ?? []).flatMap((row) => (row.resourceId === undefined ? [] : [{ resourceId: row.resourceId, quantity: row.quantity ?? 0 }])),
  };
}

/** Adds a task under an activity, or edits one, with the spec's limits checked before sending (spec part 3, 5). */
export function TaskFormModal({
  open,
  activity,
  task,
  saving,
  error,
  names,
  catalog,
  onSave,
  onCancel,
}: {
  open: boolean;
  activity: WindowActivity | null;
  task: TaskReply | null;
  saving: boolean;
  error: string | null;
  names: Pick<PlanNames, 'people' | 'trades'>;
  /** The schedule's resources the task may need (spec part 3, 3: material, machinery, specialty). */
  catalog: readonly ResourceCatalogEntry[];
  onSave: (values: TaskFormValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const [form] = Form.useForm<TaskFormValues>();
  // Shown again when a resource is chosen, so its unit follows.
  Form.useWatch('resources', form);
  const resourceOptions = (['material', 'machinery', 'speciality'] as const)
    .map((type) => ({ label: t(`resources_col_${type}`), options: catalog.filter((resource) => resource.type === type).map((resource) => ({ value: resource.id, label: resource.name })) }))
    .filter((group) => group.options.length > 0);
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      task === null
        ? {
            name: '',
            start: activity?.start.slice(0, 10) ?? '',
            finish: activity?.start.slice(0, 10) ?? '',
            duration: null,
            leanStatus: 'Debit',
            priority: 'Normal',
            progress: 0,
            commitmentPercent: 0,
            description: '',
            responsibleIds: [],
            subcontractId: null,
            tags: [],
            resources: [],
          }
        : {
            name: task.name,
            start: task.start.slice(0, 10),
            finish: task.finish.slice(0, 10),
            duration: task.duration,
            leanStatus: task.leanStatus,
            priority: task.priority,
            progress: task.progress,
            commitmentPercent: task.commitmentPercent,
            description: task.description,
            responsibleIds: task.responsibleIds,
            subcontractId: task.subcontractId,
            tags: task.tags,
            resources: task.resources.map((resource) => ({ ...resource })),
          },
    );
  }, [open, task, activity, form]);

  return (
    <Modal
      open={open}
      title={task === null ? t('task_add_title', { activity: activity?.name ?? '' }) : t('task_edit_title')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'task-form-save' }}
      data-testid="task-form"
    >
      {error === null ? null : <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="task-form-error" />}
      <Form form={form} layout="vertical" onFinish={onSave} requiredMark>
        <Form.Item name="name" label={t('column_name')} rules={[{ required: true, whitespace: true, message: t('validation_name_required') }, { max: 250, message: t('validation_name_long') }]}>
          <Input data-testid="task-form-name" maxLength={250} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item name="start" label={t('column_start')} rules={[{ required: true, message: t('validation_date_required') }]} style={{ flex: 1 }}>
            <Input type="date" data-testid="task-form-start" />
          </Form.Item>
          <Form.Item
            name="finish"
            label={t('column_finish')}
            dependencies={['start']}
            style={{ flex: 1 }}
            rules={[
              { required: true, message: t('validation_date_required') },
              ({ getFieldValue }) => ({
                validator: (_, value: string) => (value === undefined || value === '' || value >= String(getFieldValue('start')) ? Promise.resolve() : Promise.reject(new Error(t('validation_dates_reversed')))),
              }),
            ]}
          >
            <Input type="date" data-testid="task-form-finish" />
          </Form.Item>
          <Form.Item name="duration" label={t('column_duration')} rules={[{ type: 'number', min: 0, max: 200, message: t('validation_duration') }]} style={{ width: 110 }}>
            <InputNumber data-testid="task-form-duration" style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item name="leanStatus" label={t('column_lean_status')} style={{ flex: 1 }}>
            <Select
              data-testid="task-form-lean-status"
              options={LEAN_STATUS_ORDER.map((status) => ({
                value: status,
                // Restricted comes and goes with roadblocks only.
                disabled: status === 'Restricted' || task?.leanStatus === 'Restricted',
                label: <span style={{ color: LEAN_STATUS_COLOURS[status], fontWeight: 600 }}>{t(`lean_${status}`)}</span>,
              }))}
            />
          </Form.Item>
          <Form.Item name="priority" label={t('column_priority')} style={{ flex: 1 }}>
            <Select data-testid="task-form-priority" options={PRIORITIES.map((priority) => ({ value: priority, label: t(`priority_${priority}`) }))} />
          </Form.Item>
        </div>
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item name="progress" label={t('column_progress')} rules={[{ type: 'number', min: 0, max: 100, message: t('validation_percent') }]} style={{ flex: 1 }}>
            <InputNumber data-testid="task-form-progress" addonAfter="%" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="commitmentPercent" label={t('column_commitment')} rules={[{ type: 'number', min: 0, max: 100, message: t('validation_percent') }]} style={{ flex: 1 }}>
            <InputNumber data-testid="task-form-commitment" addonAfter="%" style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.Item name="responsibleIds" label={t('column_responsibles')}>
          <Select mode="multiple" allowClear optionFilterProp="label" options={names.people} data-testid="task-form-responsibles" />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item name="subcontractId" label={t('column_subcontract')} style={{ flex: 1 }}>
            <Select allowClear optionFilterProp="label" options={names.trades} data-testid="task-form-subcontract" />
          </Form.Item>
          <Form.Item name="tags" label={t('column_tags')} style={{ flex: 1 }} rules={[{ type: 'array', max: 50, message: t('validation_tags') }]}>
            <Select mode="tags" maxTagTextLength={60} data-testid="task-form-tags" />
          </Form.Item>
        </div>
        <Form.Item label={t('task_resources')} data-testid="task-form-resources">
          <Form.List name="resources">
            {(rows, { add, remove }) => (
              <>
                {rows.map((row) => {
                  const unit = catalog.find((resource) => resource.id === form.getFieldValue(['resources', row.name, 'resourceId']))?.unitLabel ?? '';
                  return (
                    <Space key={row.key} align="baseline" style={{ display: 'flex' }}>
                      <Form.Item name={[row.name, 'resourceId']} rules={[{ required: true, message: t('validation_resource_required') }]} style={{ width: 260 }}>
                        <Select showSearch optionFilterProp="label" placeholder={t('task_resource_pick')} options={resourceOptions} data-testid="task-form-resource" aria-label={t('task_resource_pick')} />
                      </Form.Item>
                      <Form.Item name={[row.name, 'quantity']} rules={[{ type: 'number', min: 0, max: 1_000_000, message: t('validation_quantity') }]} style={{ width: 150 }}>
                        <InputNumber data-testid="task-form-resource-quantity" aria-label={t('task_resource_quantity')} addonAfter={unit || undefined} style={{ width: '100%' }} />
                      </Form.Item>
                      <Button type="text" icon={<DeleteOutlined />} aria-label={t('task_resource_remove')} onClick={() => remove(row.name)} />
                    </Space>
                  );
                })}
                <Button type="dashed" icon={<PlusOutlined />} disabled={catalog.length === 0} onClick={() => add({ quantity: 0 })} data-testid="task-form-resource-add">
                  {catalog.length === 0 ? t('task_resources_none') : t('task_resource_add')}
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item name="description" label={t('column_description')} rules={[{ max: 5000, message: t('validation_description_long') }]}>
          <Input.TextArea rows={3} maxLength={5000} data-testid="task-form-description" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
