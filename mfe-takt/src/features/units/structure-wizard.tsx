import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, Input, InputNumber, Modal, Radio, Space, Steps, Typography } from 'antd';
import type { StructureType, ScheduleScope } from '@tenon/contracts/types';
import { checkAutomaticStructure } from '@tenon/lean';
import { TAKT_NAMESPACE } from '../../i18n/takt-messages';
import { ruleText, taktErrorText } from './takt-errors';
import { createStructure, type NewStructure } from './takt-units.api';
import type { TaktTree } from '@tenon/contracts/types';

const TYPES: readonly StructureType[] = ['tall_building', 'homes', 'road', 'tunnel', 'other'];

interface Ranges {
  locationLabel: string;
  start: number | null;
  end: number | null;
  unitLabel: string;
  unitsPerLocation: number | null;
}

/** Spec part 3, 4: type, name, automatic or manual, then the ranges and labels of an automatic tower. */
export function StructureWizard({ place, open, onClose, onCreated }: { place: ScheduleScope; open: boolean; onClose: () => void; onCreated: (tree: TaktTree) => void }) {
  const { t, i18n } = useTranslation(TAKT_NAMESPACE);
  const [step, setStep] = useState(0);
  const [type, setType] = useState<StructureType>('tall_building');
  const [name, setName] = useState('');
  const [mode, setMode] = useState<'automatic' | 'manual'>('automatic');
  const [ranges, setRanges] = useState<Ranges>({ locationLabel: t('default_location_label'), start: 1, end: null, unitLabel: t('default_unit_label'), unitsPerLocation: null });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const automatic = type === 'tall_building' && mode === 'automatic';
  const check = checkAutomaticStructure({ name, ...ranges });
  const lastStep = automatic ? 3 : 2;
  const units = check.ok ? (check.value.end! - check.value.start! + 1) * check.value.unitsPerLocation! : 0;

  const reset = () => {
    setStep(0);
    setName('');
    setFailure(null);
    setRanges((current) => ({ ...current, start: 1, end: null, unitsPerLocation: null }));
  };
  const close = () => {
    reset();
    onClose();
  };
  const finish = async () => {
    const structure: NewStructure = { type, name, mode: automatic ? 'automatic' : 'manual', ...(automatic ? { automatic: ranges } : {}) };
    setSaving(true);
    setFailure(null);
    try {
      onCreated(await createStructure(place, structure));
      close();
    } catch (error) {
      setFailure(taktErrorText(error, t, i18n.language));
    } finally {
      setSaving(false);
    }
  };
  const canGoOn = step === 1 ? name.trim() !== '' : step === 3 ? check.ok : true;

  const body = [
    <Radio.Group key="type" value={type} onChange={(event) => { setType(event.target.value as StructureType); if (event.target.value !== 'tall_building') setMode('manual'); }} data-testid="wizard-type">
      <Space direction="vertical">
        {TYPES.map((value) => (
          <Radio key={value} value={value} data-testid={`wizard-type-${value}`}>
            {t(`type_${value}`)}
          </Radio>
        ))}
      </Space>
    </Radio.Group>,
    <Form key="name" layout="vertical">
      <Form.Item label={t('wizard_name')} required>
        <Input autoFocus value={name} maxLength={120} onChange={(event) => setName(event.target.value)} data-testid="wizard-name" onPressEnter={() => name.trim() !== '' && setStep(2)} />
      </Form.Item>
    </Form>,
    <Radio.Group key="mode" value={automatic ? 'automatic' : 'manual'} onChange={(event) => setMode(event.target.value as 'automatic' | 'manual')}>
      <Space direction="vertical">
        <Radio value="automatic" disabled={type !== 'tall_building'} data-testid="wizard-mode-automatic">
          {t('mode_automatic')}
          {type === 'tall_building' ? null : <Typography.Text type="secondary"> — {t('mode_automatic_only_tall')}</Typography.Text>}
        </Radio>
        <Radio value="manual" data-testid="wizard-mode-manual">
          {t('mode_manual')}
        </Radio>
      </Space>
    </Radio.Group>,
    <Form key="ranges" layout="vertical" data-testid="wizard-ranges">
      <Space wrap align="start">
        <Form.Item label={t('location_label')} required>
          <Input value={ranges.locationLabel} maxLength={60} onChange={(event) => setRanges({ ...ranges, locationLabel: event.target.value })} data-testid="wizard-location-label" />
        </Form.Item>
        <Form.Item label={t('range_start')} required>
          <InputNumber value={ranges.start} onChange={(value) => setRanges({ ...ranges, start: value })} data-testid="wizard-start" />
        </Form.Item>
        <Form.Item label={t('range_end')} required>
          <InputNumber value={ranges.end} onChange={(value) => setRanges({ ...ranges, end: value })} data-testid="wizard-end" />
        </Form.Item>
      </Space>
      <Space wrap align="start">
        <Form.Item label={t('unit_label')} required>
          <Input value={ranges.unitLabel} maxLength={60} onChange={(event) => setRanges({ ...ranges, unitLabel: event.target.value })} data-testid="wizard-unit-label" />
        </Form.Item>
        <Form.Item label={t('units_per_location')} required>
          <InputNumber value={ranges.unitsPerLocation} onChange={(value) => setRanges({ ...ranges, unitsPerLocation: value })} data-testid="wizard-units-per-location" />
        </Form.Item>
      </Space>
      {check.ok ? (
        <Alert type="success" showIcon data-testid="wizard-preview" message={t('wizard_preview', { locations: check.value.end! - check.value.start! + 1, units })} />
      ) : (
        <Alert type="warning" showIcon data-testid="wizard-rule" message={ruleText(check.code, i18n.language)} />
      )}
    </Form>,
  ];

  return (
    <Modal
      open={open}
      title={t('wizard_title')}
      onCancel={close}
      width={640}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={() => (step === 0 ? close() : setStep(step - 1))} data-testid="wizard-back">
            {step === 0 ? t('cancel') : t('back')}
          </Button>
          {step < lastStep ? (
            <Button type="primary" disabled={!canGoOn} onClick={() => setStep(step + 1)} data-testid="wizard-next">
              {t('next')}
            </Button>
          ) : (
            <Button type="primary" loading={saving} disabled={automatic && !check.ok} onClick={() => void finish()} data-testid="wizard-finish">
              {t('create')}
            </Button>
          )}
        </Space>
      }
    >
      <div data-testid="structure-wizard">
        <Steps size="small" current={step} style={{ marginBottom: 24 }} items={[{ title: t('step_type') }, { title: t('step_name') }, { title: t('step_mode') }, ...(automatic ? [{ title: t('step_ranges') }] : [])]} />
        {body[step]}
        {failure === null ? null : <Alert type="error" showIcon style={{ marginTop: 16 }} message={failure} data-testid="wizard-error" />}
      </div>
    </Modal>
  );
}
