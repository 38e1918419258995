import { useState } from 'react';
import { App, Button, Input, Modal, Space, Table, Tag, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { permissionAllows } from '@tenon/contracts';
import {
  ApiError,
  EmptyState,
  ErrorState,
  LoadingState,
  ModulePage,
  SelectScheduleState,
  formatNumber,
  selectionStore,
  usePermissions,
  useSelectedProject,
} from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../i18n/masterplan-messages';
import { useScheduleSummaries } from './use-schedule-summaries';
import type { ScheduleSummary } from './schedule-summaries.api';
import { createSchedule, deleteSchedule, renameSchedule, reorderSchedules } from './schedule-changes.api';

type NameDialog = { kind: 'create' } | { kind: 'rename'; schedule: ScheduleSummary };

/** First master plan page: the project's schedules, how many activities each holds, and their upkeep. */
export function SchedulesPage() {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const { projectId, project, isLoading: projectLoading } = useSelectedProject();
  const summaries = useScheduleSummaries(projectId);
  const canManage = permissionAllows(usePermissions()['settings.project'], 'AC');
  const [dialog, setDialog] = useState<NameDialog | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const openGantt = (schedule: { id: string }) => {
    selectionStore.selectSchedule(schedule.id);
    void navigate(`/gantt/${encodeURIComponent(schedule.id)}/ganttchart`);
  };
  // The header's schedule picker and this list read the same schedules: both are refreshed after a change.
  const refresh = async () => {
    await Promise.all([queries.invalidateQueries({ queryKey: ['masterplan', 'schedule-summaries'] }), queries.invalidateQueries({ queryKey: ['schedules'] })]);
  };
  const failed = (error: unknown) => void message.error(error instanceof ApiError ? error.message : t('schedule_change_failed'));

  const openDialog = (next: NameDialog) => {
    setDialog(next);
    setName(next.kind === 'rename' ? next.schedule.name : '');
    setNameError(null);
  };
  const submitName = async () => {
    if (dialog === null || projectId === null) return;
    const trimmed = name.trim();
    if (trimmed === '') return setNameError(t('schedule_name_required'));
    if (trimmed.length > 120) return setNameError(t('schedule_name_too_long'));
    setBusy(true);
    try {
      if (dialog.kind === 'create') {
        const { schedule } = await createSchedule(projectId, trimmed);
        await refresh();
        setDialog(null);
        void message.success(t('schedule_created', { name: schedule.name }));
        openGantt(schedule);
      } else {
        await renameSchedule(projectId, dialog.schedule.id, trimmed);
        await refresh();
        setDialog(null);
        void message.success(t('schedule_renamed', { name: trimmed }));
      }
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  const move = async (schedules: ScheduleSummary[], index: number, by: -1 | 1) => {
    if (projectId === null) return;
    const order = schedules.map((s) => s.id);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    try {
      await reorderSchedules(projectId, order);
      await refresh();
    } catch (error) {
      failed(error);
    }
  };
  const remove = (schedule: ScheduleSummary) =>
    modal.confirm({
      title: t('schedule_delete_title', { name: schedule.name }),
      content: t('schedule_delete_body', { count: schedule.activityCount }),
      okText: t('delete'),
      okButtonProps: { danger: true, id: 'schedule-delete-ok' },
      cancelText: t('cancel'),
      onOk: async () => {
        if (projectId === null) return;
        try {
          await deleteSchedule(projectId, schedule.id);
          if (selectionStore.getSelection().scheduleId === schedule.id) selectionStore.selectSchedule(null);
          await refresh();
          void message.success(t('schedule_deleted', { name: schedule.name }));
        } catch (error) {
          failed(error);
        }
      },
    });

  const body = () => {
    if (projectLoading || summaries.isLoading) return <LoadingState />;
    if (projectId === null) return <SelectScheduleState needsProject />;
    if (summaries.isError) return <ErrorState error={summaries.error} onRetry={() => void summaries.refetch()} />;
    const schedules = summaries.data ?? [];
    if (schedules.length === 0) {
      return (
        <EmptyState
          testId="masterplan-empty"
          title={t('empty')}
          description={canManage ? t('empty_hint_create') : t('empty_hint')}
          action={
            canManage ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => openDialog({ kind: 'create' })} data-testid="schedule-create-first">
                {t('schedule_new')}
              </Button>
            ) : undefined
          }
        />
      );
    }
    return (
      <Table<ScheduleSummary>
        rowKey="id"
        data-testid="masterplan-schedules"
        dataSource={schedules}
        pagination={false}
        columns={[
          {
            title: t('schedule'),
            dataIndex: 'name',
            render: (value: string, schedule) => <span data-testid={`masterplan-schedule-${schedule.id}`}>{value}</span>,
          },
          {
            title: t('activities'),
            dataIndex: 'activityCount',
            width: 160,
            render: (count: number, schedule) =>
              count === 0 ? (
                <Tag data-testid={`masterplan-activity-count-${schedule.id}`}>{t('no_activities')}</Tag>
              ) : (
                <span data-testid={`masterplan-activity-count-${schedule.id}`}>{formatNumber(count, 0)}</span>
              ),
          },
          {
            title: '',
            key: 'actions',
            align: 'right',
            width: 360,
            render: (_value, schedule, index) => (
              <Space>
                {canManage ? (
                  <>
                    <Tooltip title={t('schedule_move_up')}>
                      <Button size="small" icon={<ArrowUpOutlined />} aria-label={t('schedule_move_up')} disabled={index === 0} onClick={() => void move(schedules, index, -1)} data-testid={`schedule-up-${schedule.id}`} />
                    </Tooltip>
                    <Tooltip title={t('schedule_move_down')}>
                      <Button size="small" icon={<ArrowDownOutlined />} aria-label={t('schedule_move_down')} disabled={index === schedules.length - 1} onClick={() => void move(schedules, index, 1)} data-testid={`schedule-down-${schedule.id}`} />
                    </Tooltip>
                    <Tooltip title={t('schedule_rename')}>
                      <Button size="small" icon={<EditOutlined />} aria-label={t('schedule_rename')} onClick={() => openDialog({ kind: 'rename', schedule })} data-testid={`schedule-rename-${schedule.id}`} />
                    </Tooltip>
                    <Tooltip title={t('delete')}>
                      <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('delete')} onClick={() => void remove(schedule)} data-testid={`schedule-delete-${schedule.id}`} />
                    </Tooltip>
                  </>
                ) : null}
                <Button onClick={() => openGantt(schedule)} aria-label={t('open_gantt_of', { schedule: schedule.name })} data-testid={`masterplan-open-gantt-${schedule.id}`}>
                  {t('open_gantt')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    );
  };

  return (
    <ModulePage
      testId="masterplan-page"
      title={t('title')}
      subtitle={project === null ? undefined : t('subtitle', { project: project.name })}
      extra={
        canManage && projectId !== null && (summaries.data ?? []).length > 0 ? (
          <Button icon={<PlusOutlined />} onClick={() => openDialog({ kind: 'create' })} data-testid="schedule-create">
            {t('schedule_new')}
          </Button>
        ) : undefined
      }
    >
      {body()}
      <Modal
        open={dialog !== null}
        title={dialog?.kind === 'rename' ? t('schedule_rename') : t('schedule_new')}
        okText={dialog?.kind === 'rename' ? t('apply') : t('schedule_create')}
        cancelText={t('cancel')}
        confirmLoading={busy}
        onOk={() => void submitName()}
        onCancel={() => setDialog(null)}
        okButtonProps={{ id: 'schedule-name-ok' }}
        destroyOnHidden
      >
        <Input
          autoFocus
          value={name}
          maxLength={120}
          status={nameError === null ? undefined : 'error'}
          placeholder={t('schedule_name_placeholder')}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
          onPressEnter={() => void submitName()}
          data-testid="schedule-name"
        />
        {nameError === null ? null : (
          <div className="ant-form-item-explain-error" data-testid="schedule-name-error">
            {nameError}
          </div>
        )}
      </Modal>
    </ModulePage>
  );
}
