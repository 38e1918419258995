import { useState } from 'react';
import { Button, Form, Input, Modal, Select } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { planLinkTypes, PLAN_NUMBER_MAX, type PlanLink } from '@tenon/contracts';
import { MASTERPLAN_NAMESPACE } from '../../../i18n/masterplan-messages';

export interface LinkEditorProps {
  link: PlanLink;
  from: string;
  to: string;
  minutesPerDay: number;
  readOnly: boolean;
  onSave: (patch: Pick<PlanLink, 'type' | 'lag'>) => void;
  onDelete: () => void;
  onClose: () => void;
}

/** A link's type and lag in working days (negative for a lead), or its removal (spec part 2, links). */
export function LinkEditor({ link, from, to, minutesPerDay, readOnly, onSave, onDelete, onClose }: LinkEditorProps) {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  const [type, setType] = useState(link.type);
  const [lag, setLag] = useState(String(Math.round((link.lag / minutesPerDay) * 100) / 100));
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const days = Number(lag.trim().replace(',', '.'));
    if (!Number.isFinite(days) || Math.abs(days * minutesPerDay) > PLAN_NUMBER_MAX * 60) return setError(t('lag_invalid'));
    onSave({ type, lag: Math.round(days * minutesPerDay) });
  };
  return (
    <Modal
      open
      width={460}
      title={t('link_title', { from, to })}
      onCancel={onClose}
      footer={[
        <Button key="delete" danger icon={<DeleteOutlined />} disabled={readOnly} onClick={onDelete} data-testid="link-delete">
          {t('link_delete')}
        </Button>,
        <Button key="cancel" onClick={onClose}>
          {t('cancel')}
        </Button>,
        <Button key="ok" type="primary" disabled={readOnly} onClick={submit} data-testid="link-apply">
          {t('apply')}
        </Button>,
      ]}
    >
      <Form layout="vertical" disabled={readOnly} component="div">
        <Form.Item label={t('link_type')}>
          <Select value={type} onChange={setType} options={planLinkTypes.map((value) => ({ value, label: t(`link_type_${value}`) }))} data-testid="link-type" />
        </Form.Item>
        <Form.Item label={t('link_lag')} validateStatus={error === null ? undefined : 'error'} help={error ?? t('link_lag_hint')}>
          <Input
            value={lag}
            suffix={t('days_suffix')}
            onChange={(event) => {
              setLag(event.target.value);
              setError(null);
            }}
            onPressEnter={submit}
            data-testid="link-lag"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
