import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Form, Input, Modal, Radio, Space, Table, Tag, Typography } from 'antd';
import type { BaselineSaveOption, BaselineSummary, ScheduleScope } from '@tenon/contracts/types';
import { ApiError } from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../i18n/masterplan-messages';
import { activateBaseline, renameBaseline, saveBaseline } from './baselines.api';
import { useBaselines, useBaselinesChanged } from './use-baselines';

interface BaselinesModalProps {
  place: ScheduleScope;
  open: boolean;
  onClose: () => void;
  /** The rows marked in the grid, for option 4. */
  selectedIds: readonly string[];
  /** Full access to the Gantt: only then can baselines be saved, renamed or activated. */
  canChange: boolean;
  /** The plan has edits not saved yet: a baseline is taken from the saved plan. */
  unsavedChanges: number;
}

/** Save a baseline with one of the four options of spec 3, and list, rename and activate the schedule's baselines. */
export function BaselinesModal({ place, open, onClose, selectedIds, canChange, unsavedChanges }: BaselinesModalProps) {
  const { t, i18n } = useTranslation(MASTERPLAN_NAMESPACE);
  const { message } = App.useApp();
  const baselines = useBaselines(place);
  const changed = useBaselinesChanged(place);
  const [name, setName] = useState('');
  const [option, setOption] = useState<BaselineSaveOption>(1);
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);

  const run = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await work();
      await changed();
      void message.success(success);
    } catch (error) {
      void message.error(error instanceof ApiError && error.code === 'NO_PERMISSION' ? t('baseline_no_permission') : t('baseline_failed'));
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(async () => {
      await saveBaseline(place, { name: name.trim(), saveOption: option, ...(option === 4 ? { activityIds: [...selectedIds] } : {}) });
      setName('');
    }, t('baseline_saved'));

  const columns = [
    {
      title: t('baseline_name'),
      key: 'name',
      render: (_: unknown, baseline: BaselineSummary) =>
        renaming?.id === baseline.id ? (
          <Space.Compact>
            <Input size="small" value={renaming.name} onChange={(event) => setRenaming({ ...renaming, name: event.target.value })} data-testid="baseline-rename-input" />
            <Button size="small" disabled={renaming.name.trim() === ''} onClick={() => void run(async () => { await renameBaseline(place, baseline.id, renaming.name.trim()); setRenaming(null); }, t('baseline_renamed'))} data-testid="baseline-rename-save">
              {t('ok')}
            </Button>
          </Space.Compact>
        ) : (
          <span data-testid={`baseline-name-${baseline.id}`}>{baseline.name}</span>
        ),
    },
    { title: t('baseline_created'), key: 'createdAt', render: (_: unknown, b: BaselineSummary) => new Date(b.createdAt).toLocaleString(i18n.language) },
    { title: t('baseline_option'), key: 'saveOption', render: (_: unknown, b: BaselineSummary) => t(`baseline_option_${b.saveOption}`) },
    { title: t('baseline_points'), key: 'pointCount', dataIndex: 'pointCount' },
    {
      title: '',
      key: 'actions',
      render: (_: unknown, baseline: BaselineSummary) => (
        <Space>
          {baseline.active ? <Tag color="green" data-testid="baseline-active">{t('baseline_active')}</Tag> : null}
          {canChange && !baseline.active ? (
            <Button size="small" disabled={busy} onClick={() => void run(() => activateBaseline(place, baseline.id), t('baseline_activated'))} data-testid={`baseline-activate-${baseline.id}`}>
              {t('baseline_activate')}
            </Button>
          ) : null}
          {canChange ? (
            <Button size="small" type="link" onClick={() => setRenaming({ id: baseline.id, name: baseline.name })} data-testid={`baseline-rename-${baseline.id}`}>
              {t('baseline_rename')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Modal open={open} onCancel={onClose} footer={null} width={760} title={t('baselines')} destroyOnHidden data-testid="baselines-modal">
      {canChange ? (
        <Form layout="vertical" onFinish={() => void save()} data-testid="baseline-save-form">
          <Form.Item label={t('baseline_name')} required>
            <Input value={name} maxLength={120} onChange={(event) => setName(event.target.value)} data-testid="baseline-name" />
          </Form.Item>
          <Form.Item label={t('baseline_option')}>
            <Radio.Group value={option} onChange={(event) => setOption(event.target.value as BaselineSaveOption)} data-testid="baseline-option">
              <Space direction="vertical">
                {([1, 2, 3, 4] as const).map((value) => (
                  <Radio key={value} value={value} disabled={value === 4 && selectedIds.length === 0} data-testid={`baseline-option-${value}`}>
                    {value === 4 ? t('baseline_option_4_count', { count: selectedIds.length }) : t(`baseline_option_${value}`)}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
          {unsavedChanges > 0 ? <Typography.Paragraph type="warning">{t('baseline_unsaved_changes')}</Typography.Paragraph> : null}
          <Button type="primary" htmlType="submit" loading={busy} disabled={name.trim() === '' || (option === 4 && selectedIds.length === 0)} data-testid="baseline-save">
            {t('baseline_save')}
          </Button>
        </Form>
      ) : null}
      <Table<BaselineSummary>
        style={{ marginTop: 16 }}
        size="small"
        rowKey="id"
        loading={baselines.isLoading}
        dataSource={baselines.data?.baselines ?? []}
        columns={columns}
        pagination={false}
        locale={{ emptyText: t('baselines_none') }}
        data-testid="baselines-list"
      />
    </Modal>
  );
}
