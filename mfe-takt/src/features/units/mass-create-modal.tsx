import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Form, Input, InputNumber, Modal, Space } from 'antd';
import { checkMassRange, rangeNames } from '@tenon/lean';
import { TAKT_NAMESPACE } from '../../i18n/takt-messages';
import { ruleText, taktErrorText } from './takt-errors';
import type { MassRangeFields } from './takt-units.api';

/** Spec 5: locations or units by range ('Level 1' … 'Level 30'), the range rules shown while typing. */
export function MassCreateModal({
  what,
  open,
  defaultLabel,
  onClose,
  onCreate,
}: {
  what: 'locations' | 'units';
  open: boolean;
  defaultLabel: string;
  onClose: () => void;
  onCreate: (range: MassRangeFields) => Promise<void>;
}) {
  const { t, i18n } = useTranslation(TAKT_NAMESPACE);
  const [range, setRange] = useState<MassRangeFields>({ label: defaultLabel, start: 1, end: null });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const check = checkMassRange(range);
  const create = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await onCreate(range);
      onClose();
    } catch (error) {
      setFailure(taktErrorText(error, t, i18n.language));
    } finally {
      setSaving(false);
    }
  };
  const names = check.ok ? rangeNames(check.value) : [];
  return (
    <Modal
      open={open}
      title={t(what === 'locations' ? 'mass_locations_title' : 'mass_units_title')}
      onCancel={onClose}
      onOk={() => void create()}
      okText={t('create')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: !check.ok, loading: saving, 'data-testid': 'mass-create-ok' }}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="mass-create">
        <Form.Item label={t('label')} required>
          <Input value={range.label} maxLength={60} onChange={(event) => setRange({ ...range, label: event.target.value })} data-testid="mass-label" />
        </Form.Item>
        <Space>
          <Form.Item label={t('range_start')} required>
            <InputNumber value={range.start} onChange={(value) => setRange({ ...range, start: value })} data-testid="mass-start" />
          </Form.Item>
          <Form.Item label={t('range_end')} required>
            <InputNumber value={range.end} onChange={(value) => setRange({ ...range, end: value })} data-testid="mass-end" />
          </Form.Item>
        </Space>
        {check.ok ? (
          <Alert type="success" showIcon message={t('mass_preview', { count: names.length, first: names[0], last: names[names.length - 1] })} data-testid="mass-preview" />
        ) : (
          <Alert type="warning" showIcon message={ruleText(check.code, i18n.language)} data-testid="mass-rule" />
        )}
        {failure === null ? null : <Alert type="error" showIcon style={{ marginTop: 12 }} message={failure} data-testid="mass-error" />}
      </Form>
    </Modal>
  );
}
