import { useEffect } from 'react';
import { Alert, Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, EmptyState, ErrorState, LoadingState, ModulePage, SelectScheduleState, selectionStore, useSelectedProject } from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../i18n/masterplan-messages';
import { useScheduleSummaries } from '../schedules/use-schedule-summaries';
import { ScheduledActivities } from './scheduled-activities';
import { useCriticalPath } from './use-critical-path';

/** /gantt/:sectorId/ganttchart: the schedule as the CPM engine computes it (dates, floats, critical path). */
export function GanttPage() {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  const navigate = useNavigate();
  const { sectorId = '' } = useParams();
  const { projectId, isLoading: projectLoading } = useSelectedProject();
  const summaries = useScheduleSummaries(projectId);
  const schedule = summaries.data?.find((candidate) => candidate.id === sectorId);
  const plan = useCriticalPath(projectId, sectorId, schedule !== undefined && schedule.activityCount > 0);

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
    if (plan.isLoading) return <LoadingState />;
    if (plan.error instanceof ApiError && plan.error.code === 'SCHEDULE_CYCLE') {
      return <Alert type="error" showIcon data-testid="cpm-cycle" message={t('cpm_cycle')} description={plan.error.message} />;
    }
    if (plan.isError) return <ErrorState error={plan.error} onRetry={() => void plan.refetch()} />;
    if (plan.data === undefined) return <LoadingState />;
    return <ScheduledActivities plan={plan.data} />;
  };

  return (
    <ModulePage testId="gantt-page" title={t('gantt_title', { schedule: schedule?.name ?? '' })} extra={back}>
      {body()}
    </ModulePage>
  );
}
