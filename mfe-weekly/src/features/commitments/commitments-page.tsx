import { useCallback, useMemo, useState } from 'react';
import { App, Button, Card, Col, Popconfirm, Result, Row, Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FileTextOutlined } from '@ant-design/icons';
import type { TaskCommitment, WeekTask } from '@tenon/contracts/types';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  ModulePage,
  SelectScheduleState,
  usePermission,
  useScheduleChanges,
  useSchedulesQuery,
  useSelectedProject,
  useSelectedSchedule,
  toIsoDate,
  useSelection,
} from '@tenon/ui';
import { WEEKLY_NAMESPACE } from '../../i18n/weekly-messages';
import { CloseWeekModal } from './close-week-modal';
import { CommitModal } from './commit-modal';
import { DeletedTasks } from './deleted-tasks';
import { PpcTrend } from './ppc-trend';
import { RecordCauseModal } from './record-cause-modal';
import { closureReportPath, commitmentReportPath } from '../reports/report-paths';
import { weekSummaryPath } from '../reports/week-summary';
import { useWeek, useWeekWrites } from './use-week';
import { WeekBar } from './week-bar';
import { useWeekNames } from './week-names';
import { weekErrorKey } from './week-rules';
import { WeekTable } from './week-table';

/** Changes made elsewhere that the week shows: commitments and closings, and the lookahead's tasks. */
const LIVE_CHANGES = ['week_update', 'task_add', 'task_update', 'task_delete'] as const;

type Committing = { tasks: WeekTask[]; commitment: TaskCommitment | null } | null;

/** The weekly plan's plan tab (spec part 3, 2.5): commit the week's tasks, follow them, close the week, PPC and its causes. */
export function CommitmentsPage() {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  const { message } = App.useApp();
  const permission = usePermission('weekly.plan');
  const { project } = useSelectedProject();
  const { projectId, scheduleId, schedule, isLoading: selectionLoading } = useSelectedSchedule();
  const place = useMemo(() => (projectId === null || scheduleId === null ? null : { projectId, scheduleId }), [projectId, scheduleId]);
  const [searchParams] = useSearchParams();
  // A link may name any day of the week to open (?date=YYYY-MM-DD); otherwise the week of today.
  const [date, setDate] = useState(() => {
    const asked = searchParams.get('date');
    return asked !== null && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : toIsoDate(new Date());
  });
  // The place the link or the last visit names is asked for at once: the projects, schedules and week reads go out
  // together rather than one after the other. The week shows only once the selection confirms the place.
  const wanted = useSelection();
  useSchedulesQuery(wanted.projectId);
  const wantedPlace = useMemo(
    () => (wanted.projectId === null || wanted.scheduleId === null ? null : { projectId: wanted.projectId, scheduleId: wanted.scheduleId }),
    [wanted.projectId, wanted.scheduleId],
  );
  const weekQuery = useWeek(selectionLoading ? wantedPlace : place, date);
  const writes = useWeekWrites(place);
  // What others change on this schedule shows without a reload (spec part 3, 7).
  useScheduleChanges(place, LIVE_CHANGES, () => void writes.reload());
  const names = useWeekNames(projectId);
  const [selected, setSelected] = useState<string[]>([]);
  const [committing, setCommitting] = useState<Committing>(null);
  const [closing, setClosing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [causeFor, setCauseFor] = useState<TaskCommitment | null>(null);
  const [causesRecorded, setCausesRecorded] = useState<ReadonlySet<string>>(new Set());
  const week = weekQuery.data;

  const tasksById = useMemo(() => new Map((week?.activities ?? []).flatMap((a) => a.tasks).map((task) => [task.id, task])), [week]);
  const failed = (error: unknown) => void message.error(t(weekErrorKey(error)), 6);

  const goTo = (next: string) => {
    setSelected([]);
    setDate(next);
  };

  const saveCommitment = (rows: Array<{ taskId: string; percent: number }>) => {
    if (week === undefined || committing === null) return;
    const onError = (error: unknown) => setFormError(t(weekErrorKey(error)));
    const onSuccess = () => {
      setCommitting(null);
      setSelected([]);
      void message.success(t('commitment_saved'));
    };
    if (committing.commitment === null) writes.commit.mutate({ weekStart: week.week.start, commitments: rows }, { onSuccess, onError });
    else writes.update.mutate({ weekStart: week.week.start, commitmentId: committing.commitment.id, percent: rows[0]!.percent }, { onSuccess, onError });
  };

  // Stable while the week is the same, so the week table does not lay its lines out again on each selection.
  const weekStart = week?.week.start;
  const removeCommitment = writes.remove.mutate;
  const remove = useCallback(
    (commitment: TaskCommitment) => {
      if (weekStart === undefined) return;
      removeCommitment(
        { weekStart, commitmentId: commitment.id },
        { onSuccess: () => void message.success(t('commitment_removed')), onError: (error) => void message.error(t(weekErrorKey(error)), 6) },
      );
    },
    [weekStart, removeCommitment, message, t],
  );
  const edit = useCallback(
    (commitment: TaskCommitment) => {
      const task = tasksById.get(commitment.taskId);
      if (task === undefined) return;
      setFormError(null);
      setCommitting({ tasks: [task], commitment });
    },
    [tasksById],
  );

  const close = (realized: Array<{ commitmentId: string; percent: number }>) => {
    if (week === undefined) return;
    writes.close.mutate(
      { weekStart: week.week.start, realized },
      {
        onSuccess: () => {
          setClosing(false);
          void message.success(t('week_closed_message'));
        },
        onError: (error) => setFormError(t(weekErrorKey(error))),
      },
    );
  };

  const body = () => {
    if (permission === 'SA') return <Result status="403" title={t('non_permission_access')} data-testid="weekly-no-permission" />;
    if (selectionLoading) return <LoadingState />;
    if (place === null) return <SelectScheduleState needsProject={projectId === null} />;
    if (weekQuery.isError) return <ErrorState error={weekQuery.error} onRetry={() => void weekQuery.refetch()} />;
    if (week === undefined) return <LoadingState label={t('loading_week')} />;
    const canCommit = week.state !== 'closed' && week.editing.scope !== 'none';
    return (
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <WeekBar week={week} onDate={goTo} />
        <Row gutter={12}>
          <Col flex="auto">
            <Card size="small" data-testid="week-totals" style={{ height: '100%' }}>
              <Space size={32} wrap>
                <Statistic title={t('total_tasks')} value={week.totals.tasks} />
                <Statistic title={t('total_committed')} value={week.totals.committed} />
                <Statistic title={t('total_mean')} value={week.totals.committedPercentMean === null ? '—' : `${week.totals.committedPercentMean}%`} />
                <Statistic title={t('total_removed')} value={week.totals.removed} />
                {week.state === 'closed' ? <Statistic title={t('total_met')} value={week.totals.met} /> : null}
                {week.state === 'closed' ? <Statistic title={t('total_missed')} value={week.totals.missed} /> : null}
                {week.timing === null ? null : <Statistic title={t('timing')} value={t(week.timing)} />}
              </Space>
            </Card>
          </Col>
          <Col>
            <PpcTrend ppc={week.ppc} trend={week.trend} />
          </Col>
        </Row>
        <Space wrap>
          {canCommit ? (
            <Button
              type="primary"
              disabled={selected.length === 0}
              onClick={() => {
                setFormError(null);
                setCommitting({ tasks: selected.map((id) => tasksById.get(id)).filter((task): task is WeekTask => task !== undefined), commitment: null });
              }}
              data-testid="week-commit"
            >
              {t('commit_selected', { count: selected.length })}
            </Button>
          ) : null}
          {week.state === 'committed' && week.mayClose ? (
            <Button
              onClick={() => {
                setFormError(null);
                setClosing(true);
              }}
              data-testid="week-close"
            >
              {t('close_week')}
            </Button>
          ) : null}
          {week.state === 'not-committed' || place === null ? null : (
            <Link to={commitmentReportPath(place, week.week, week.planificationDay)}>
              <Button icon={<FileTextOutlined />} data-testid="week-report-commitment">
                {t('report_open_commitment')}
              </Button>
            </Link>
          )}
          {week.state !== 'closed' || place === null ? null : (
            <Link to={closureReportPath(place, week.week, week.planificationDay)}>
              <Button icon={<FileTextOutlined />} data-testid="week-report-closure">
                {t('report_open_closure')}
              </Button>
            </Link>
          )}
          {week.state === 'not-committed' || place === null ? null : (
            <Link to={weekSummaryPath(place, week.week, week.planificationDay)}>
              <Button icon={<FileTextOutlined />} data-testid="week-report-summary">
                {t('summary_open')}
              </Button>
            </Link>
          )}
          {week.state === 'closed' && week.mayReset ? (
            <Popconfirm title={t('reset_week_confirm')} okText={t('reset_week')} cancelText={t('cancel')} onConfirm={() => writes.reset.mutate(week.week.start, { onError: failed })}>
              <Button danger data-testid="week-reset">
                {t('reset_week')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
        {week.activities.length === 0 ? (
          <EmptyState testId="week-empty" title={t('no_tasks_in_week')} description={t('no_tasks_in_week_hint')} />
        ) : (
          <WeekTable
            week={week}
            names={names}
            selected={selected}
            onSelect={setSelected}
            onEdit={edit}
            onRemove={remove}
          />
        )}
        <DeletedTasks removed={week.removed} />
      </Space>
    );
  };

  return (
    <ModulePage testId="weekly-commitments-page" title={t('title')} subtitle={project === null || schedule === null ? undefined : t('subtitle', { project: project.name, schedule: schedule.name })}>
      {body()}
      <CommitModal
        open={committing !== null}
        tasks={committing?.tasks ?? []}
        initialPercent={committing?.commitment?.committedPercent}
        title={committing?.commitment == null ? t('commit_tasks') : t('edit_commitment')}
        saving={writes.commit.isPending || writes.update.isPending}
        error={formError}
        onSave={saveCommitment}
        onCancel={() => setCommitting(null)}
      />
      <CloseWeekModal
        open={closing}
        commitments={week?.commitments ?? []}
        saving={writes.close.isPending}
        error={formError}
        onClose={close}
        onCancel={() => setClosing(false)}
        onRecordCause={setCauseFor}
        causesRecorded={causesRecorded}
      />
      {place === null || week === undefined ? null : (
        <RecordCauseModal
          place={place}
          weekStart={week.week.start}
          commitment={causeFor}
          onCancel={() => setCauseFor(null)}
          onRecorded={(commitment) => {
            setCausesRecorded((recorded) => new Set([...recorded, commitment.id]));
            setCauseFor(null);
          }}
        />
      )}
    </ModulePage>
  );
}
