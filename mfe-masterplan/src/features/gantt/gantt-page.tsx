import { useEffect, useState } from 'react';
import { Alert, Button, Space, Tabs } from 'antd';
import { ArrowLeftOutlined, CalendarOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { permissionAllows } from '@tenon/contracts';
import { ApiError, EmptyState, ErrorState, LoadingState, ModulePage, SelectScheduleState, selectionStore, trackScreenLoad, usePermissions, useSelectedProject, useSession } from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../i18n/masterplan-messages';
import { CALENDARS_NAMESPACE } from '../calendars/calendar-messages';
import { ResourcesLink } from '../resources/resources-link';
import type { CalendarsPageState } from '../calendars/calendars-page';
import { useCalendars } from '../calendars/use-calendars';
import { useScheduleSummaries } from '../schedules/use-schedule-summaries';
import { GanttEditor } from './editor/gantt-editor';
import { fetchPlan } from './editor/plan.api';
import { usePrefetchActiveBaseline } from '../baselines/use-baselines';
import { ScheduledActivities } from './scheduled-activities';
import { useCriticalPath } from './use-critical-path';
import { TeamButton } from '../team/team-button';
import { ExportMenu } from '../export/export-menu';
import { registerImportMessages } from '../import/import-messages';

registerImportMessages();

/** /gantt/:sectorId/ganttchart: the Gantt editor, and the engine's analysis of the saved plan beside it. */
export function GanttPage() {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  const { t: tc } = useTranslation(CALENDARS_NAMESPACE);
  const navigate = useNavigate();
  // The spec names the schedule "sector" in its URLs only.
  const { sectorId: scheduleId = '' } = useParams();
  const { projectId, isLoading: projectLoading } = useSelectedProject();
  const companyId = useSession().companySession?.company.id ?? null;
  const canEdit = permissionAllows(usePermissions()['masterplan.gantt'], 'AC');
  const summaries = useScheduleSummaries(projectId);
  const schedule = summaries.data?.find((candidate) => candidate.id === scheduleId);
  const [fromScratch, setFromScratch] = useState(false);
  const hasPlan = schedule !== undefined && (schedule.activityCount > 0 || fromScratch);
  // The editor opens on the plan alone; the server's critical path is computed when its tab is looked at.
  const [tab, setTab] = useState<'editor' | 'analysis'>('editor');
  const scheduled = useCriticalPath(projectId, scheduleId, schedule !== undefined && tab === 'analysis');
  usePrefetchActiveBaseline(projectId, scheduleId);
  const plan = useQuery({
    queryKey: ['masterplan', 'plan', companyId, projectId, scheduleId],
    queryFn: () => fetchPlan(projectId ?? '', scheduleId),
    enabled: schedule !== undefined && projectId !== null,
    // The editor holds the plan being edited; a refetch would not replace it, so none happens behind its back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // Coming back (from the calendars, say) opens the plan as saved since, not as first read.
    refetchOnMount: 'always',
  });
  const [openedAt, setOpenedAt] = useState(0);

  const calendars = useCalendars(projectId, scheduleId);
  // An empty schedule keeps its welcome, whose import brings the file's calendars; a plan, or one about to be started
  // from scratch, needs a calendar first.
  const noCalendars = hasPlan && calendars.data !== undefined && calendars.data.calendars.length === 0;

  useEffect(() => {
    if (schedule !== undefined) selectionStore.selectSchedule(schedule.id);
  }, [schedule]);

  // The performance tracker (spec part 3 §1): from opening the schedule to its plan drawn in the editor.
  useEffect(() => {
    if (projectId === null || scheduleId === '') return undefined;
    return trackScreenLoad('schedule_load_time_tracked', projectId, scheduleId, () => document.querySelector('[data-testid="gantt-editor"]') !== null);
  }, [projectId, scheduleId]);

  // Spec 2.4: a schedule without calendars goes to the calendars page, which says why for 5 s.
  useEffect(() => {
    if (noCalendars) void navigate(`/gantt/${scheduleId}/calendars`, { replace: true, state: { noCalendars: true } satisfies CalendarsPageState });
  }, [noCalendars, navigate, scheduleId]);

  const reload = () => {
    void Promise.all([plan.refetch(), ...(tab === 'analysis' ? [scheduled.refetch()] : [])]).then(() => setOpenedAt((n) => n + 1));
  };

  const back = (
    <Space>
      {hasPlan && projectId !== null ? <ExportMenu projectId={projectId} scheduleId={scheduleId} scheduleName={schedule?.name ?? 'Schedule'} /> : null}
      {hasPlan && canEdit ? (
        <Button icon={<ImportOutlined aria-hidden />} onClick={() => void navigate(`/importgantt/${scheduleId}/reimport`)} data-testid="gantt-update-from-file">
          {t('reimport_open')}
        </Button>
      ) : null}
      <Button icon={<CalendarOutlined aria-hidden />} onClick={() => void navigate(`/gantt/${scheduleId}/calendars`)} data-testid="gantt-calendars">
        {tc('to_calendars')}
      </Button>
      <ResourcesLink scheduleId={scheduleId} testId="gantt-resources" />
      {projectId === null ? null : <TeamButton projectId={projectId} />}
      <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => void navigate('/masterplan')} data-testid="gantt-back">
        {t('back')}
      </Button>
    </Space>
  );

  const body = () => {
    if (projectLoading || summaries.isLoading) return <LoadingState />;
    if (projectId === null) return <SelectScheduleState needsProject />;
    if (summaries.isError) return <ErrorState error={summaries.error} onRetry={() => void summaries.refetch()} />;
    if (schedule === undefined) return <EmptyState testId="gantt-schedule-missing" title={t('schedule_missing')} />;
    if (!hasPlan && (plan.data?.version ?? 0) === 0) {
      return (
        <EmptyState
          testId="gantt-empty"
          title={t('gantt_empty')}
          description={t('gantt_empty_hint')}
          action={
            <Space>
              <Button type="primary" icon={<PlusOutlined />} disabled={!canEdit} onClick={() => setFromScratch(true)} data-testid="gantt-start-scratch">
                {t('start_from_scratch')}
              </Button>
              <Button icon={<ImportOutlined />} disabled={!canEdit} onClick={() => void navigate(`/importgantt/${scheduleId}`)} data-testid="gantt-import">
                {t('import_schedule')}
              </Button>
            </Space>
          }
        />
      );
    }
    if (plan.isLoading) return <LoadingState />;
    if (plan.isError) return <ErrorState error={plan.error} onRetry={() => void plan.refetch()} />;
    if (plan.data === undefined) return <LoadingState />;
    return (
      <Tabs
        destroyOnHidden
        activeKey={tab}
        onChange={(key) => setTab(key === 'analysis' ? 'analysis' : 'editor')}
        items={[
          {
            key: 'editor',
            label: <span data-testid="gantt-tab-editor">{t('tab_gantt')}</span>,
            children: <GanttEditor key={`${plan.data.version}-${openedAt}`} projectId={projectId} plan={plan.data} onReload={reload} />,
          },
          {
            key: 'analysis',
            label: <span data-testid="gantt-tab-analysis">{t('tab_analysis')}</span>,
            children: analysis(),
          },
        ]}
      />
    );
  };

  const analysis = () => {
    if (scheduled.isLoading) return <LoadingState />;
    if (scheduled.error instanceof ApiError && scheduled.error.code === 'SCHEDULE_CYCLE') {
      return <Alert type="error" showIcon data-testid="cpm-cycle" message={t('cpm_cycle')} description={scheduled.error.message} />;
    }
    if (scheduled.isError) return <ErrorState error={scheduled.error} onRetry={() => void scheduled.refetch()} />;
    if (scheduled.data === undefined) return <LoadingState />;
    return scheduled.data.activities.length === 0 ? <EmptyState testId="gantt-analysis-empty" title={t('gantt_empty')} /> : <ScheduledActivities plan={scheduled.data} />;
  };

  return (
    <ModulePage testId="gantt-page" title={t('gantt_title', { schedule: schedule?.name ?? '' })} extra={back}>
      {body()}
    </ModulePage>
  );
}
