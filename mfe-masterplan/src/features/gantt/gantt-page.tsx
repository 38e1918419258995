import { useEffect } from 'react';
import { Button, Statistic, Card } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState, ModulePage, SelectScheduleState, selectionStore, useSelectedProject } from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../i18n/masterplan-messages';
import { useScheduleSummaries } from '../schedules/use-schedule-summaries';

/** /gantt/:sectorId/ganttchart: the schedule's heading and its activity count, ahead of the chart itself. */
export function GanttPage() {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  const navigate = useNavigate();
  const { sectorId = '' } = useParams();
  const { projectId, isLoading: projectLoading } = useSelectedProject();
  const summaries = useScheduleSummaries(projectId);
  const schedule = summaries.data?.find((candidate) => candidate.id === sectorId);

  useEffect(() => {
    if (schedule !== undefined) selectionStore.selectSchedule(schedule.id);
  }, [schedule]);

  const back = (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => void navigate('/masterplan')} data-testid="gantt-back">
      {t('back')}
    </Button>
  );

  const body = () => {
    if (projectLoading || summaries.isLoading) return <LoadingState />;
    if (projectId === null) return <SelectScheduleState needsProject />;
    if (summaries.isError) return <ErrorState error={summaries.error} onRetry={() => void summaries.refetch()} />;
    if (schedule === undefined) {
      return <EmptyState testId="gantt-schedule-missing" title={t('schedule_missing')} />;
    }
    if (schedule.activityCount === 0) {
      return <EmptyState testId="gantt-empty" title={t('gantt_empty')} description={t('gantt_empty_hint')} />;
    }
    return (
      <Card>
        <Statistic title={t('activities')} value={schedule.activityCount} data-testid="gantt-activity-count" />
      </Card>
    );
  };

  return (
    <ModulePage testId="gantt-page" title={t('gantt_title', { schedule: schedule?.name ?? '' })} extra={back}>
      {body()}
    </ModulePage>
  );
}
