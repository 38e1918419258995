import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, App, Button, Form, Input, Modal, Table, Typography } from 'antd';
import { SCHEDULE_UPDATE_COMMENT_MAX, SCHEDULE_UPDATE_NAME_MAX } from '@tenon/contracts';
import type { ScheduleUpdateSummary, ScheduleScope } from '@tenon/contracts/types';
import { ApiError } from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../i18n/masterplan-messages';
import { saveScheduleUpdate } from './progress.api';
import { useScheduleUpdates, useScheduleUpdatesChanged } from './use-schedule-updates';

interface ScheduleUpdatesModalProps {
  place: ScheduleScope;
  open: boolean;
  onClose: () => void;
  /** AC, or a subcontractor for its own activities; a viewer only lists. */
  canSave: boolean;
  /** Edits not saved yet: an update keeps the saved plan's progress. */
  unsavedChanges: number;
}

/** 'Save schedule update' and 'Show schedule updates' (spec 2.4): a named snapshot of every activity's progress, and the list of them. */
export function ScheduleUpdatesModal({ place, open, onClose, canSave, unsavedChanges }: ScheduleUpdatesModalProps) {
  const { t, i18n } = useTranslation(MASTERPLAN_NAMESPACE);
  const { message } = App.useApp();
  const updates = useScheduleUpdates(place, open);
  const changed = useScheduleUpdatesChanged(place);
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      await saveScheduleUpdate(place, { name: name.trim(), comment: comment.trim() });
      setName('');
      setComment('');
      await changed();
      void message.success(t('update_saved'));
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      void message.error(code === 'WITHOUT_PERMISSION_TO_SAVE' || code === 'NO_PERMISSION' ? t('without_permission_to_save') : code === 'NOTHING_TO_UPDATE' ? t('update_nothing') : t('update_failed'));
    } finally {
      setBusy(false);
    }
  };

  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const columns = [
    { title: t('update_name'), dataIndex: 'name', key: 'name' },
    { title: t('update_comment'), dataIndex: 'comment', key: 'comment', ellipsis: true },
    { title: t('data_date'), key: 'dataDate', render: (_: unknown, u: ScheduleUpdateSummary) => u.dataDate?.slice(0, 10) ?? '' },
    { title: t('col_progress'), key: 'progress', align: 'right' as const, render: (_: unknown, u: ScheduleUpdateSummary) => `${u.progress}%` },
    { title: t('update_created'), key: 'createdAt', render: (_: unknown, u: ScheduleUpdateSummary) => when(u.createdAt) },
  ];

  return (
    <Modal open={open} width={760} title={t('schedule_updates')} onCancel={onClose} footer={null} destroyOnHidden className="schedule-updates-modal">
      {canSave ? (
        <Form layout="vertical" onFinish={() => void save()} data-testid="update-form">
          {unsavedChanges > 0 ? <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('update_unsaved', { count: unsavedChanges })} /> : null}
          <Form.Item label={t('update_name')} required>
            <Input autoFocus value={name} maxLength={SCHEDULE_UPDATE_NAME_MAX} onChange={(event) => setName(event.target.value)} data-testid="update-name" />
          </Form.Item>
          <Form.Item label={t('update_comment')}>
            <Input.TextArea rows={2} value={comment} maxLength={SCHEDULE_UPDATE_COMMENT_MAX} onChange={(event) => setComment(event.target.value)} data-testid="update-comment" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} disabled={name.trim() === ''} data-testid="update-save">
            {t('save_update')}
          </Button>
        </Form>
      ) : null}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('updates_list')}
      </Typography.Title>
      <Table<ScheduleUpdateSummary>
        size="small"
        rowKey="id"
        loading={updates.isLoading}
        dataSource={[...(updates.data?.updates ?? [])].reverse()}
        columns={columns}
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        locale={{ emptyText: t('updates_empty') }}
        data-testid="updates-list"
      />
    </Modal>
  );
}
