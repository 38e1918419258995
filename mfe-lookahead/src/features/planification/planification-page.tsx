import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { App, Button, Result, Segmented, Space } from 'antd';
import { FilePdfOutlined, FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TaskLeanStatus, TaskReply, WindowActivity } from '@tenon/contracts/types';
import { WINDOW_WEEKS_MAX, WINDOW_WEEKS_MIN } from '@tenon/lean';
import { ApiError, downloadPdf, EmptyState, ErrorState, isPrintMode, LoadingState, ModulePage, PrintReady, SelectScheduleState, trackScreenLoad, useOpenedOnce, usePermission, useScheduleChanges, useSelectedProject, useSelectedSchedule, toIsoDate } from '@tenon/ui';
import { LOOKAHEAD_NAMESPACE } from '../../i18n/lookahead-messages';
import { IndicatorsPanel } from './indicators-panel';
import { usePlanNames } from './plan-names';
import { ActivityTreePane } from './activity-tree-pane';
import { FindBar } from './find-bar';
import { DEFAULT_COLUMNS, moveColumn, resizeColumn } from './plan-columns';
import { DEFAULT_FIND, filterChoices, findRows, indexPlan, isFiltering, type PlanFind } from './plan-find';
import { PlanTable, type ColumnLayout, type PlanTableActions } from './plan-table';
import { usePlanView } from './use-plan-view';
import { taskErrorKey } from './task-errors';
import { ChangeRequestModal } from '../change-request/change-request-modal';
import { taskChangesOf, TaskFormModal, type TaskFormValues } from './task-form-modal';
import { usePlanWindow, useResourceCatalog, useTaskWrites } from './use-plan-window';
import { WindowBar, type WindowChoice } from './window-bar';
import { TaktMode } from '../takt-mode/takt-mode';
import { GanttMode } from '../gantt-mode/gantt-mode';
import { lookaheadReportPath, REPORT_IDS_STORAGE_KEY, savedScheduleIds } from '../report/report-address';

type PlanMode = 'table' | 'gantt' | 'takt';

/** The mode a link names (`?mode=gantt`, `?mode=takt`), else the table. */
function initialMode(): PlanMode {
  const mode = new URLSearchParams(window.location.search).get('mode');
  return mode === 'takt' || mode === 'gantt' ? mode : 'table';
}

/** Spec part 3, 9: the body takes 0.55 of a window under 700 px high, 0.68 otherwise. */
function tableHeight(): number {
  const height = window.innerHeight;
  return Math.round(height * (height < 700 ? 0.55 : 0.68));
}

const NO_LINKED_LOOK = {};

const LIVE_CHANGES = ['task_add', 'task_update', 'task_delete', 'activity_update', 'constraint_update'] as const;

type Editing = { activity: WindowActivity; task: TaskReply | null } | null;

/**
 * The window a link names (`?start=2026-11-23&weeks=4`, as the PDF print opens it), else from today; weeks the link
 * names win over the saved view's.
 */
function initialChoice(): { start: string; weeks: number | null } {
  const query = new URLSearchParams(window.location.search);
  const start = query.get('start');
  const weeks = Number(query.get('weeks'));
  return {
    start: start !== null && /^\d{4}-\d{2}-\d{2}$/.test(start) ? start : toIsoDate(new Date()),
    weeks: Number.isInteger(weeks) && weeks >= WINDOW_WEEKS_MIN && weeks <= WINDOW_WEEKS_MAX ? weeks : null,
  };
}

/** The lookahead plan (spec part 3, 2.2): the window's activities with their tasks, planned in a table. */
export function PlanificationPage() {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const { message } = App.useApp();
  const permission = usePermission('lookahead.plan');
  const { project } = useSelectedProject();
  const { projectId, scheduleId, schedule, isLoading: selectionLoading } = useSelectedSchedule();
  const place = useMemo(() => (projectId === null || scheduleId === null ? null : { projectId, scheduleId }), [projectId, scheduleId]);
  const [linked] = useState(initialChoice);
  const [start, setStart] = useState(linked.start);
  // Weeks a link names win; otherwise the saved view's (spec part 3: the default view holds the time-frame range).
  const view = usePlanView(place, linked.weeks === null ? NO_LINKED_LOOK : { weeks: linked.weeks });
  const choice = useMemo<WindowChoice>(() => ({ start, weeks: view.settings.weeks }), [start, view.settings.weeks]);
  // Depends on the view's change function only, so the window bar does not repaint with every filter change.
  const changeView = view.change;
  const weeks = useRef(view.settings.weeks);
  weeks.current = view.settings.weeks;
  const setChoice = useCallback(
    (next: WindowChoice) => {
      setStart(next.start);
      if (next.weeks !== weeks.current) changeView((current) => ({ ...current, weeks: next.weeks }));
    },
    [changeView],
  );
  const [mode, setMode] = useState<PlanMode>(initialMode);
  const [treeOpen, setTreeOpen] = useState(false);
  const [treeNode, setTreeNode] = useState<string | null>(null);
  const toggleTree = useCallback(() => setTreeOpen((open) => !open), []);
  const printing = isPrintMode();
  const [exporting, setExporting] = useState(false);
  // Without weeks in the link the window waits for the saved view, so it is read once, at the length the user keeps.
  const plan = usePlanWindow(linked.weeks !== null || view.ready ? place : null, choice.start, choice.weeks);
  const catalog = useResourceCatalog(place);
  const writes = useTaskWrites(place);
  // What others change on this schedule shows without a reload (spec part 3, 7).
  useScheduleChanges(place, LIVE_CHANGES, () => void writes.reload());
  const names = usePlanNames(projectId);
  const [editing, setEditing] = useState<Editing>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [changeRequestFor, setChangeRequestFor] = useState<WindowActivity | null>(null);
  const taskFormMounted = useOpenedOnce(editing !== null);
  const changeRequestMounted = useOpenedOnce(changeRequestFor !== null);

  const failed = useCallback((error: unknown) => void message.error(t(taskErrorKey(error)), 6), [message, t]);
  const data = plan.data;
  const loaded = useRef(false);
  loaded.current = data !== undefined;
  // The performance tracker (spec part 3 §1): from opening the schedule's lookahead to its window of the plan shown.
  useEffect(() => {
    if (place === null || printing) return undefined;
    return trackScreenLoad('lookahead_load_time_tracked', place.projectId, place.scheduleId, () => loaded.current && document.querySelector('[data-testid="plan-table"]') !== null);
  }, [place, printing]);
  const scope = data?.editing.scope;
  const canAdd = useCallback((activity: WindowActivity) => !activity.isSummary && scope !== undefined && scope !== 'none', [scope]);
  // The table's actions read the latest window and writes through a ref: a reload or a pending write gives new objects,
  // and actions that changed with them would rebuild every column of the table on each of the reloads an edit causes.
  const latest = useRef({ data, writes, failed });
  latest.current = { data, writes, failed };
  const actions = useMemo<PlanTableActions>(
    () => ({
      canAdd,
      onAdd: (activity) => {
        setFormError(null);
        setEditing({ activity, task: null });
      },
      onEdit: (task) => {
        const activity = latest.current.data?.activities.find((a) => a.id === task.activityId);
        if (activity === undefined) return;
        setFormError(null);
        setEditing({ activity, task });
      },
      onDuplicate: (task) =>
        latest.current.writes.duplicate.mutate(task.id, { onSuccess: () => void message.success(t('task_duplicated')), onError: latest.current.failed }),
      onDelete: (task) => latest.current.writes.remove.mutate(task.id, { onSuccess: () => void message.success(t('task_deleted')), onError: latest.current.failed }),
      onLeanStatus: (task: TaskReply, status: TaskLeanStatus) =>
        latest.current.writes.update.mutate({ taskId: task.id, changes: { version: task.version, leanStatus: status } }, { onError: latest.current.failed }),
      onRequestChange: setChangeRequestFor,
    }),
    [canAdd, message, t],
  );

  const save = (values: TaskFormValues) => {
    if (editing === null) return;
    const onError = (error: unknown) => setFormError(t(taskErrorKey(error)));
    const onSuccess = () => {
      setEditing(null);
      void message.success(t('task_saved'));
    };
    const changes = taskChangesOf(values, editing.task);
    if (editing.task === null) writes.create.mutate({ activityId: editing.activity.id, ...changes }, { onSuccess, onError });
    else writes.update.mutate({ taskId: editing.task.id, changes: { ...changes, version: editing.task.version } }, { onSuccess, onError });
  };

  const index = useMemo(() => (data === undefined ? null : indexPlan(data)), [data]);
  const choices = useMemo(() => (index === null ? { responsibleIds: [], subcontractIds: [], tags: [] } : filterChoices(index)), [index]);
  // The PDF prints the whole window in the default layout, whatever the planner's view.
  const find = useMemo<PlanFind>(
    () => (printing ? DEFAULT_FIND : { filter: view.settings.filter, group: view.settings.group, order: view.settings.order, treeNode: treeOpen ? treeNode : null }),
    [printing, view.settings.filter, view.settings.group, view.settings.order, treeOpen, treeNode],
  );
  const rows = useMemo(() => (index === null ? [] : findRows(index, find)), [index, find]);
  const found = useMemo(() => rows.some((row) => row.kind === 'task'), [rows]);
  const change = view.change;
  const layout = useMemo<ColumnLayout>(
    () => ({
      columns: printing ? DEFAULT_COLUMNS : view.settings.columns,
      onMove: (dragged, target) => change((current) => ({ ...current, columns: moveColumn(current.columns, dragged, target) })),
      onResize: (key, width) => change((current) => ({ ...current, columns: resizeColumn(current.columns, key, width) })),
    }),
    [printing, view.settings.columns, change],
  );

  const exportPdf = () => {
    if (place === null) return;
    setExporting(true);
    const path = `/lookahead/planification/${place.projectId}/${place.scheduleId}?start=${choice.start}&weeks=${choice.weeks}`;
    downloadPdf(path, `lookahead ${schedule?.name ?? ''} ${choice.start}`.replace(/[^A-Za-z0-9 ._-]/g, '').trim())
      .then(() => void message.success(t('export_pdf_done')))
      .catch((error: unknown) => void message.error(t('export_pdf_failed', { reason: error instanceof ApiError ? error.message : String(error) }), 6))
      .finally(() => setExporting(false));
  };

  // The report opens beside the plan on the same window, with the schedules last chosen for it or this one.
  const openReport = () => {
    if (place === null) return;
    let saved: string[] = [];
    try {
      saved = savedScheduleIds(window.localStorage.getItem(REPORT_IDS_STORAGE_KEY));
    } catch {
      // No storage: the report shows this schedule.
    }
    const scheduleIds = saved.includes(place.scheduleId) ? saved : [place.scheduleId];
    // Not 'noopener': the session lives in session storage, which a tab opened without its opener does not inherit.
    const tab = window.open(lookaheadReportPath({ start: choice.start, weeks: choice.weeks, colorSchema: 'lean', newTab: true, projectId: place.projectId, scheduleIds }), '_blank');
    if (tab !== null) tab.opener = null;
  };

  // Built again only when what it shows changes: a filter or a regroup repaints the page, not antd's bar above it.
  const pageActions = useRef({ openReport, exportPdf });
  pageActions.current = { openReport, exportPdf };
  const shownWindow = data?.window ?? null;
  const topBar = useMemo(
    () => (
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <WindowBar choice={choice} shown={shownWindow} onChange={setChoice} />
        <Space wrap>
          <Segmented<PlanMode>
            aria-label={t('plan_mode')}
            value={mode}
            onChange={setMode}
            options={[
              { value: 'table', label: <span data-testid="plan-mode-table">{t('plan_mode_table')}</span> },
              { value: 'gantt', label: <span data-testid="plan-mode-gantt">{t('plan_mode_gantt')}</span> },
              { value: 'takt', label: <span data-testid="plan-mode-takt">{t('plan_mode_takt')}</span> },
            ]}
            data-testid="plan-mode"
          />
          <Button icon={<FileTextOutlined />} onClick={() => pageActions.current.openReport()} data-testid="plan-open-report">
            {t('report_open')}
          </Button>
          <Button icon={<FilePdfOutlined />} loading={exporting} onClick={() => pageActions.current.exportPdf()} data-testid="plan-export-pdf">
            {t('export_pdf')}
          </Button>
        </Space>
      </Space>
    ),
    [choice, shownWindow, setChoice, mode, exporting, t],
  );

  const body = () => {
    if (permission === 'SA') return <Result status="403" title={t('no_plan_permission')} data-testid="plan-no-permission" />;
    if (selectionLoading) return <LoadingState />;
    if (place === null) return <SelectScheduleState needsProject={projectId === null} />;
    if (plan.isError) return <ErrorState error={plan.error} onRetry={() => void plan.refetch()} />;
    // Shown in the user's own view from the first paint, never in the plain one and then regrouped under their eyes.
    if (data === undefined || !view.ready) return <LoadingState label={t('loading_plan')} />;
    return (
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <PrintReady ready={!plan.isFetching && !names.loading} />
        {printing ? null : topBar}
        {printing ? <div data-testid="plan-print-window">{t('window_range', { start: data.window.start, end: data.window.end })}</div> : null}
        <IndicatorsPanel counts={data.leanStatusCounts} />
        {mode === 'takt' && !printing && place !== null ? (
          <TaktMode place={place} plan={data} onOpenTask={actions.onEdit} />
        ) : (
          tableBody(data)
        )}
      </Space>
    );
  };

  const tableBody = (data: NonNullable<typeof plan.data>) => (
      <>
        {printing ? null : <FindBar view={view} names={names} choices={choices} treeOpen={treeOpen} onToggleTree={toggleTree} />}
        {data.activities.length === 0 ? (
          <EmptyState testId="plan-no-activities" title={t('no_activities')} description={t('no_activities_hint')} />
        ) : (
          <>
            {data.tasks.length === 0 ? <EmptyState testId="lookahead-empty" title={t('no_find_tasks')} description={t('no_find_tasks_hint')} /> : null}
            {data.tasks.length > 0 && !found && isFiltering(find.filter) ? <EmptyState testId="plan-find-nothing" title={t('no_find_tasks')} description={t('find_nothing_hint')} /> : null}
            <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
              {treeOpen && !printing && index !== null ? (
                <ActivityTreePane index={index} selected={treeNode} height={tableHeight()} onSelect={setTreeNode} onClose={() => setTreeOpen(false)} />
              ) : null}
              <div style={{ flex: 1, minWidth: 0 }}>
                {mode === 'gantt' && !printing ? (
                  <GanttMode rows={rows} names={names} window={data.window} height={tableHeight()} onOpenTask={actions.onEdit} />
                ) : (
                  <PlanTable rows={rows} names={names} actions={actions} height={tableHeight()} layout={layout} printing={printing} />
                )}
              </div>
            </div>
          </>
        )}
      </>
  );

  return (
    <ModulePage testId="lookahead-page" title={t('title')} subtitle={project === null || schedule === null ? undefined : t('subtitle', { project: project.name, schedule: schedule.name })}>
      {body()}
      {taskFormMounted ? (
        <TaskFormModal
          open={editing !== null}
          activity={editing?.activity ?? null}
          task={editing?.task ?? null}
          saving={writes.create.isPending || writes.update.isPending}
          error={formError}
          names={names}
          catalog={catalog}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {changeRequestMounted ? <ChangeRequestModal place={place} activity={changeRequestFor} onClose={() => setChangeRequestFor(null)} /> : null}
    </ModulePage>
  );
}
