import { Button, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  ModulePage,
  SelectScheduleState,
  formatNumber,
  selectionStore,
  useSelectedProject,
} from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../i18n/masterplan-messages';
import { useScheduleSummaries } from './use-schedule-summaries';
import type { ScheduleSummary } from './schedule-summaries.api';

/** First master plan page: the selected project's schedules and how many activities each holds. */
export function SchedulesPage() {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  const navigate = useNavigate();
  const { projectId, project, isLoading: projectLoading } = useSelectedProject();
  const summaries = useScheduleSummaries(projectId);

  const openGantt = (schedule: ScheduleSummary) => {
    selectionStore.selectSchedule(schedule.id);
    void navigate(`/gantt/${encodeURIComponent(schedule.id)}/ganttchart`);
  };

  const body = () => {
    if (projectLoading || summaries.isLoading) return <LoadingState />;
    if (projectId === null) return <SelectScheduleState needsProject />;
    if (summaries.isError) return <ErrorState error={summaries.error} onRetry={() => void summaries.refetch()} />;
    const schedules = summaries.data ?? [];
    if (schedules.length === 0) {
      return <EmptyState testId="masterplan-empty" title={t('empty')} description={t('empty_hint')} />;
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
            render: (name: string, schedule) => <span data-testid={`masterplan-schedule-${schedule.id}`}>{name}</span>,
          },
          {
            title: t('activities'),
            dataIndex: 'activityCount',
            width: 180,
            render: (count: number, schedule) =>
              count === 0 ? (
                <Tag data-testid={`masterplan-activity-count-${schedule.id}`}>{t('no_activities')}</Tag>
              ) : (
                <span data-testid={`masterplan-activity-count-${schedule.id}`}>{formatNumber(count, 0)}</span>
              ),
          },
          {
            title: '',
            key: 'open',
            align: 'right',
            width: 160,
            render: (_value, schedule) => (
              <Button
                onClick={() => openGantt(schedule)}
                aria-label={t('open_gantt_of', { schedule: schedule.name })}
                data-testid={`masterplan-open-gantt-${schedule.id}`}
              >
                {t('open_gantt')}
              </Button>
            ),
          },
        ]}
      />
    );
  };

  return (
    <ModulePage testId="masterplan-page" title={t('title')} subtitle={project === null ? undefined : t('subtitle', { project: project.name })}>
      {body()}
    </ModulePage>
  );
}
