import { useState } from 'react';
import { App, Button, Form, Input, InputNumber, Modal, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RESOURCE_QUANTITY_MAX } from '@tenon/contracts';
import type { PlanActivity, ResourceType, ScheduleResource } from '@tenon/contracts/types';
import { ApiError } from '@tenon/ui';
import { RESOURCES_NAMESPACE } from './resource-messages';
import type { ResourceFields } from './resources.api';

const TYPES: ResourceType[] = ['material', 'machinery', 'speciality'];
const QUANTITY_MAX = RESOURCE_QUANTITY_MAX;

export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** Creates a resource, or edits one: name, type, unit label and total (spec 2.6). */
export function ResourceDialog({ resource, onSave, onClose }: { resource: ScheduleResource | null; onSave: (fields: ResourceFields) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation(RESOURCES_NAMESPACE);
  const { message } = App.useApp();
  const [form] = Form.useForm<ResourceFields>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const fields = await form.validateFields();
    setSaving(true);
    try {
      await onSave({ ...fields, unitLabel: fields.unitLabel ?? '' });
    } catch (error) {
      void message.error(errorText(error, t('error_default')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={resource === null ? t('create') : t('edit')} onCancel={onClose} onOk={() => void submit()} okText={t('save')} cancelText={t('cancel')} confirmLoading={saving} okButtonProps={{ id: 'resource-save' }} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={resource ?? { type: 'material', unitLabel: '', total: 0 }}>
        <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, message: t('name_required') }]}>
          <Input maxLength={120} data-testid="resource-name" />
        </Form.Item>
        <Form.Item name="type" label={t('type')}>
          <Select data-testid="resource-type" options={TYPES.map((type) => ({ value: type, label: t(`type_${type}`) }))} />
        </Form.Item>
        <Space>
          <Form.Item name="unitLabel" label={t('unit_label')}>
            <Input maxLength={20} style={{ width: 120 }} data-testid="resource-unit" />
          </Form.Item>
          <Form.Item name="total" label={t('total')} rules={[{ required: true, type: 'number', min: 0, max: QUANTITY_MAX, message: t('quantity_invalid') }]}>
            <InputNumber min={0} max={QUANTITY_MAX} style={{ width: 160 }} data-testid="resource-total" />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}

/** The activities a resource is assigned to, with their quantities; one is added, changed or taken away at a time. */
export function AssignDialog({
  resource,
  activities,
  onAssign,
  onClose,
}: {
  resource: ScheduleResource;
  activities: readonly PlanActivity[];
  onAssign: (activityId: string, quantity: number) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(RESOURCES_NAMESPACE);
  const { message } = App.useApp();
  const [activityId, setActivityId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (id: string, amount: number) => {
    setBusy(true);
    try {
      await onAssign(id, amount);
      setActivityId(null);
      setQuantity(null);
    } catch (error) {
      void message.error(errorText(error, t('error_default')));
    } finally {
      setBusy(false);
    }
  };
  const choices = activities.filter((a) => a.kind !== 'summary').map((a) => ({ value: a.id, label: `${a.correlativeId} · ${a.name}` }));
  return (
    <Modal open title={t('assign_title', { name: resource.name })} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
          showSearch
          optionFilterProp="label"
          style={{ width: 320 }}
          placeholder={t('activity')}
          value={activityId}
          onChange={setActivityId}
          options={choices}
          data-testid="assign-activity"
        />
        <InputNumber min={0} max={QUANTITY_MAX} placeholder={t('quantity')} value={quantity} onChange={(value) => setQuantity(value)} addonAfter={resource.unitLabel || undefined} data-testid="assign-quantity" />
        <Button type="primary" loading={busy} disabled={activityId === null || quantity === null} onClick={() => void run(activityId!, quantity!)} data-testid="assign-submit">
          {t('assign')}
        </Button>
      </Space>
      {resource.assignments.length === 0 ? (
        <Typography.Text type="secondary">{t('assignments_none')}</Typography.Text>
      ) : (
        <Table
          size="small"
          rowKey="activityId"
          pagination={false}
          dataSource={resource.assignments}
          columns={[
            { title: t('activity'), render: (_, a) => `${a.correlativeId} · ${a.activityName}` },
            { title: t('quantity'), dataIndex: 'quantity', align: 'right', render: (q: number) => `${q} ${resource.unitLabel}` },
            {
              title: '',
              render: (_, a) => (
                <Button size="small" danger disabled={busy} onClick={() => void run(a.activityId, 0)} data-testid={`unassign-${a.correlativeId}`}>
                  {t('unassign')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
