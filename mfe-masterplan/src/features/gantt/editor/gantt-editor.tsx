import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { App, Button, Checkbox, Dropdown, Input, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, FlagOutlined, FormOutlined, PlusOutlined, RedoOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OutsideSubcontractDetails, PlanActivity, PlanReply } from '@tenon/contracts';
import { ApiError, personName, SavedViewMenu, useSelectedProject } from '@tenon/ui';
import { useWindowFill } from '../../layout/use-window-fill';
import { progressWithActuals, type ProgressProblemCode, type StatusCriteria } from '@tenon/lean';
import { compileCalendars, minutesFromIso } from '@tenon/scheduling';
import { dayBarSpan, hitBar, LinksOnScreen, mapBy, matchingBranches, LINK_HANDLE_PX, linkRoute, movedStart, pathData, resizedFinish, sameDrawnWindow, TimeScale, drawnWindow, wallClock, wallClockMs, ZOOM_LEVELS, type BarRect, type DrawnWindow, type ZoomLevel } from '@tenon/gantt';
import { MASTERPLAN_NAMESPACE } from '../../../i18n/masterplan-messages';
import { addActivity, addLink, copyRows, moveAmongSiblings, moveRowTo, pasteRows, removeLinks, updateLink, type CopiedRows, deleteActivities, indent, LinkRefused, moveActivity, newRowId, outdent, parsePredecessors, predecessorsText, resizeActivity, setPredecessors, updateActivity, type PlanState } from './plan-edits';
import { usePlanEditor } from './use-plan-editor';
import { sameIdsInPlace, useKeptWhile } from './use-kept-while';
import { useOutlineRows } from './use-outline-rows';
import { whenIdle } from './when-idle';
import { readBackup } from './plan-backup';
import { fetchPlan, fetchTaskCounts } from './plan.api';
import { useBarDrag, type BarDrop } from './use-bar-drag';
import { ActivityForm } from './activity-form';
import { LinkEditor } from './link-editor';
import { useGanttView } from './use-gantt-view';
import { gridWidth, resizeColumn, sameSettings } from './grid-columns';
import { ColumnPicker, ShowMenu } from './view-controls';
import { calendarOfActivity, summaryDuration } from './summary-duration';
import { rowTintOf, setRowColours, slackSpan, toggleVisual, visualizationOf } from './chart-visualization';
import type { GanttColumnKey } from '@tenon/contracts/types';
import { fetchActivityOptions } from './activity-options.api';
import { activityMatches, barColours, isFiltering, NO_FILTER, type ColourScheme, type GanttFilter } from './gantt-filter';
import { GanttRow, ROW, type DropPosition, type Editing, type RowActions, type RowLookups } from './gantt-row';
import { dateLabel, prepareDateLabels } from './date-labels';
import { editRights } from './edit-rights';
import { NO_ACTIVE_BASELINE_WARNING_MS } from '@tenon/contracts';
import type { BaselinePoint } from '@tenon/contracts/types';
import type { WorkingCalendar } from '@tenon/scheduling';
import { baselineCells, type BaselineCells } from '../../baselines/baseline-variance';
import { BaselinesModal } from '../../baselines/baselines-modal';
import { useActiveBaseline } from '../../baselines/use-baselines';
import { ModificationPreviewBar, ModificationRequestsPanel } from '../../modification-requests/modification-requests-panel';
import { ModificationsButton } from '../../modification-requests/modifications-button';
import { useModificationReview } from '../../modification-requests/use-modification-review';
import { DataDateControl } from '../../progress/data-date-control';
import { rollUpPlan, statusDay, statusOf, type StatusOf } from '../../progress/plan-progress';
import { ScheduleUpdatesModal } from '../../progress/schedule-updates-modal';

const HEADER = 44;
const PROGRESS_PROBLEM_CODES = new Set<string>(['PROGRESS_OUT_OF_RANGE', 'ACTUAL_FINISH_NEEDS_START', 'ACTUAL_FINISH_BEFORE_START', 'ACTUAL_AFTER_DATA_DATE', 'COMPLETE_NEEDS_FINISH', 'FINISH_NEEDS_COMPLETE', 'PROGRESS_NEEDS_START'] satisfies ProgressProblemCode[]);
const BAR_TOP = 7;
const BAR_HEIGHT = 16;
const RIGHT_ALIGNED = new Set<GanttColumnKey>(['duration', 'progress', 'totalFloat', 'freeFloat']);

const sameCorrelatives = sameIdsInPlace((activity: PlanActivity) => `${activity.id} ${activity.correlativeId}`);

// The product's two languages: the scale's formatters are made while the plan is read, not in the first render.
prepareDateLabels('en');
prepareDateLabels('es');

function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** The master plan's Gantt editor (spec part 2, 2.4): outline grid and timeline, edited, re-scheduled and saved. */
export function GanttEditor({ projectId, plan, onReload }: { projectId: string; plan: PlanReply; onReload: () => void }) {
  const { t, i18n } = useTranslation(MASTERPLAN_NAMESPACE);
  // The service decides what this caller may change; a subcontractor edits its subcontract's rows and reads the rest.
  const { canEdit, canEditRow, canEditAll, ownSubcontractId } = useMemo(() => editRights(plan.editing), [plan.editing]);
  const { message, modal, notification } = App.useApp();
  // Set in the toolbar and stored at once; the engine schedules the work left from it.
  const [dataDate, setDataDate] = useState<string | null>(plan.dataDate ?? null);
  const editor = usePlanEditor(projectId, plan, dataDate);
  const basis = useSelectedProject().project?.activityCriterion ?? 'duration';
  const [updatesOpen, setUpdatesOpen] = useState(false);
  const [criteria, setCriteria] = useState<StatusCriteria>('follow');
  const engine = plan.engine;
  // A row being dragged in the grid, and where it would land.
  const draggedRow = useRef<string | null>(null);
  const [dropAt, setDropAt] = useState<{ id: string; position: DropPosition } | null>(null);
  const perDay = engine.minutesPerDay;
  const [selected, setSelectedRow] = useState<string | null>(null);
  // Rows marked with Ctrl/Shift+click for delete, copy and paste; a plain click marks only the row clicked.
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set());
  const clipboard = useRef<CopiedRows | null>(null);
  const setSelected = useCallback((id: string | null) => {
    setSelectedRow(id);
    setMarked(new Set(id === null ? [] : [id]));
  }, []);
  const [editing, setEditing] = useState<Editing | null>(null);
  // The row whose context menu is open: one menu for the grid, not one per row.
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const [formFor, setFormFor] = useState<string | null>(null);
  const [linkFor, setLinkFor] = useState<string | null>(null);
  const view = useGanttView(projectId, plan.scheduleId);
  const zoom = view.settings.zoom as ZoomLevel;
  const setZoom = (level: ZoomLevel) => view.change((current) => ({ ...current, zoom: level }));
  const shownColumns = useMemo(() => view.settings.columns.filter((column) => column.visible), [view.settings.columns]);
  const GRID_WIDTH = gridWidth(view.settings.columns);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  // What of the chart is drawn: it changes when a scroll leaves a block of rows or pixels, not at every step.
  const [drawn, setDrawn] = useState<DrawnWindow>(() => drawnWindow({ top: 0, height: 600, left: 0, width: 1200 }, ROW));
  const drawnRef = useRef(drawn);
  const followViewport = useCallback((element: HTMLElement) => {
    const next = drawnWindow({ top: element.scrollTop, height: element.clientHeight, left: element.scrollLeft, width: element.clientWidth }, ROW);
    if (sameDrawnWindow(next, drawnRef.current)) return;
    drawnRef.current = next;
    setDrawn(next);
  }, []);
  const scroller = useRef<HTMLDivElement>(null);
  // Keyboard edits listen on the editor: after a dialog closes, focus comes back here so Ctrl+Z and arrows work.
  const root = useRef<HTMLDivElement>(null);
  const refocus = () => setTimeout(() => root.current?.focus({ preventScroll: true }), 0);
  useWindowFill(scroller, root, 320);
  const { state, dates, apply: applyEdit } = editor;
  // Every edit leaves the parents' progress as the roll-up of their activities' by the project's weighting basis.
  const apply = useCallback((edit: (current: PlanState) => PlanState) => applyEdit((current) => rollUpPlan(edit(current), basis, current)), [applyEdit, basis]);
  useEffect(() => {
    // The opened plan is rolled up once while the page is idle, so the first edit rolls up only its ancestors. Past
    // 20,000 rows that one pass would be a visible hitch: the first edit pays for it instead.
    if (editor.state.activities.length > 20_000) return undefined;
    return whenIdle(() => rollUpPlan(editor.state, basis));
    // Once per opened plan and basis.
  }, [basis]);
  const baselinePlace = useMemo(() => ({ projectId, scheduleId: plan.scheduleId }), [projectId, plan.scheduleId]);
  const activeBaseline = useActiveBaseline(baselinePlace);
  const [baselinesOpen, setBaselinesOpen] = useState(false);
  const baselinePoints = useMemo(() => mapBy(activeBaseline.baseline?.points ?? [], (point) => point.activityId, (point) => point), [activeBaseline.baseline]);
  const warnedNoBaseline = useRef(false);
  useEffect(() => {
    // Spec 8: once per opening, for 6 s, when the schedule has no active baseline to follow up against.
    if (!activeBaseline.loaded || activeBaseline.baseline !== null || warnedNoBaseline.current) return;
    warnedNoBaseline.current = true;
    notification.warning({ key: 'no-active-baseline', message: t('activate_baseline'), description: <span data-testid="no-active-baseline">{t('no_active_baseline')}</span>, duration: NO_ACTIVE_BASELINE_WARNING_MS / 1000 });
  }, [activeBaseline.loaded, activeBaseline.baseline, notification, t]);

  const [filter, setFilter] = useState<GanttFilter>(NO_FILTER);
  const scheme = view.settings.colourScheme;
  const visual = visualizationOf(view.settings);
  const setScheme = (colourScheme: ColourScheme) => view.change((current) => ({ ...current, colourScheme }));
  const options = useQuery({ queryKey: ['activity-options', projectId], queryFn: () => fetchActivityOptions(projectId), staleTime: 60_000 });
  // Asked only while the count is shown: the lookahead owns the tasks, and foremen add them as the Gantt stays open.
  const taskCounts = useQuery({
    queryKey: ['masterplan', 'task-counts', projectId, plan.scheduleId],
    queryFn: () => fetchTaskCounts(projectId, plan.scheduleId),
    enabled: visual.taskCount,
    staleTime: 30_000,
    refetchInterval: visual.taskCount ? 60_000 : false,
  });
  const subcontractOrder = useMemo(() => (options.data?.subcontracts ?? []).map((s) => s.id), [options.data]);
  const shown = useMemo(
    () => (isFiltering(filter) ? matchingBranches(state.activities as PlanActivity[], (a) => activityMatches(a, filter, dates.critical(a.id))) : undefined),
    [state.activities, filter, dates],
  );
  const { rows, rowIndex } = useOutlineRows(state.activities as PlanActivity[], collapsed, shown);
  const predecessors = useMemo(() => {
    const bySuccessor = new Map<string, PlanState['links'][number][]>();
    for (const link of state.links) {
      const list = bySuccessor.get(link.successorId);
      if (list === undefined) bySuccessor.set(link.successorId, [link]);
      else list.push(link);
    }
    return bySuccessor;
  }, [state.links]);
  const correlatives = useKeptWhile(state.activities, sameCorrelatives, (activities) => mapBy(activities, (a) => a.id, (a) => a.correlativeId));
  const range = { first: Math.min(drawn.first, Math.max(0, rows.length - 1)), last: Math.min(drawn.last, rows.length - 1) };
  const datesOf = (a: PlanActivity) => dates.get(a.id) ?? { earlyStart: a.start, earlyFinish: a.finish, critical: false, totalFloat: 0 };
  // The chart spans the rows shown: read as minutes from the engine's columns, or, before its first answer, as the
  // stored wall-clock strings (which sort as the times they name), so no row's dates are parsed or formatted here.
  const planSpan = useMemo(() => {
    if (dates.size > 0) {
      // Every activity shown (nothing folded or filtered): one pass over the engine's columns.
      const span = rows.length === dates.size ? dates.span() : dates.span(rows.map((row) => row.item.id));
      if (span !== null) return { firstMs: span.first * 60_000, lastMs: span.last * 60_000 };
    }
    let first = '';
    let last = '';
    for (const row of rows) {
      if (row.item.start !== '' && (first === '' || row.item.start < first)) first = row.item.start;
      if (row.item.finish > last) last = row.item.finish;
    }
    const firstMs = first === '' ? Date.now() : wallClockMs(first);
    return { firstMs, lastMs: last === '' ? firstMs : Math.max(firstMs, wallClockMs(last)) };
  }, [rows, dates]);
  const { firstMs, lastMs } = planSpan;
  const scale = useMemo(() => TimeScale.around(firstMs, zoom), [firstMs, zoom]);
  const chartWidth = Math.max(800, scale.x(lastMs) + 400);

  useEffect(() => {
    const element = scroller.current;
    if (element === null) return undefined;
    const observer = new ResizeObserver(() => followViewport(element));
    observer.observe(element);
    return () => observer.disconnect();
  }, [followViewport]);

  // A backup of unsaved edits from an earlier visit is offered back (the spec's backup-recovery modal).
  useEffect(() => {
    if (!canEdit) return;
    let current = true;
    void readBackup(plan.scheduleId).then((backup) => {
      if (!current || backup === null) return;
      const stale = backup.baseVersion !== plan.version;
      modal.confirm({
        width: 520,
        className: 'gantt-backup-modal',
        title: t('backup_title'),
        content: `${t('backup_body', { date: new Date(backup.at).toLocaleString(i18n.language) })}${stale ? ` ${t('backup_stale', { from: backup.baseVersion, to: plan.version })}` : ''}`,
        okText: t('backup_restore'),
        cancelText: t('backup_discard'),
        okButtonProps: { id: 'backup-restore' },
        cancelButtonProps: { id: 'backup-discard' },
        onOk: () => editor.restore(backup),
        onCancel: () => editor.discardBackup(),
      });
    });
    return () => {
      current = false;
    };
    // Once per opened plan.
  }, [plan.scheduleId]);

  const { cycle, clearCycle } = editor;
  useEffect(() => {
    if (cycle === null) return;
    // The engine names the loop by ids; the dialog names it as the planner sees it: ID and name, in link order.
    const byId = new Map(state.activities.map((a) => [a.id, a]));
    const loop = (cycle.match(/[0-9a-f]{24}/g) ?? []).map((id) => byId.get(id)).filter((a) => a !== undefined);
    const text = loop.length === 0 ? cycle : loop.map((a) => `${a.correlativeId} ${a.name}`).join(' → ');
    clearCycle();
    modal.error({ title: t('cycle_title'), content: <span data-testid="cycle-dialog">{t('cycle_body', { loop: text })}</span> });
  }, [cycle, clearCycle, modal, state.activities, t]);

  const save = useCallback(async () => {
    if (!canEdit) {
      void message.warning(t('without_permission_to_save'));
      return;
    }
    const outcome = await editor.save();
    switch (outcome.kind) {
      case 'saved':
        void message.success({ content: t('saved', { version: outcome.version }), key: 'save' });
        return;
      case 'nothing':
        void message.info({ content: t('nothing_to_save'), key: 'save' });
        return;
      case 'busy':
        void message.warning({ content: t('save_in_process'), key: 'save' });
        return;
      case 'conflict': {
        const dialog = modal.confirm({
          title: t('conflict_title'),
          content: <span data-testid="save-conflict">{t('conflict_body', { version: outcome.details.version, date: outcome.details.savedAt === null ? '' : new Date(outcome.details.savedAt).toLocaleString(i18n.language) })}</span>,
          width: 560,
          footer: () => (
            <Space wrap style={{ marginTop: 16, justifyContent: 'flex-end', width: '100%' }}>
              <Button onClick={() => dialog.destroy()}>{t('conflict_keep')}</Button>
              <Button
                danger
                onClick={() => {
                  dialog.destroy();
                  editor.discardBackup();
                  onReload();
                }}
              >
                {t('conflict_reload')}
              </Button>
              <Button
                type="primary"
                data-testid="conflict-merge"
                onClick={() => {
                  dialog.destroy();
                  fetchPlan(projectId, plan.scheduleId).then(
                    (latest) => {
                      const merged = editor.rebase(latest);
                      void message.info({ content: t('conflict_merged', { overlaps: merged.overlaps, dropped: merged.droppedLinks }), key: 'save', duration: 8 });
                    },
                    () => void message.error({ content: t('save_failed'), key: 'save', duration: 8 }),
                  );
                }}
              >
                {t('conflict_merge')}
              </Button>
            </Space>
          ),
        });
        return;
      }
      case 'failed':
        void message.error({ content: <span data-testid="save-refused">{saveFailureText(outcome.error)}</span>, key: 'save', duration: 8 });
        return;
    }
  }, [canEdit, editor, i18n.language, message, modal, onReload, plan.scheduleId, projectId, t]);

  function saveFailureText(error: unknown): string {
    if (!(error instanceof ApiError)) return t('save_failed');
    if (error.code === 'WITHOUT_PERMISSION_TO_SAVE') return t('without_permission_to_save');
    // The service's progress rules name the activity; the message is the spec's, in the user's language.
    if (PROGRESS_PROBLEM_CODES.has(error.code)) return `${t(`progress_${error.code}`)} (${error.message.split('":')[0]?.replace('"', '') ?? ''})`;
    if (error.code === 'OUTSIDE_SUBCONTRACT') {
      const details = error.details as OutsideSubcontractDetails | undefined;
      const rows = (details?.activities ?? []).map((a) => `${a.correlativeId} ${a.name}`).join(', ');
      return t('outside_subcontract', { rows: rows === '' ? t('outside_subcontract_links', { count: details?.linkIds.length ?? 0 }) : rows });
    }
    return t('save_failed');
  }

  const add = useCallback(
    (kind: 'task' | 'milestone', placement: 'below' | 'above' | 'child' = 'below') => {
      const id = newRowId();
      const name = kind === 'task' ? t('new_task') : t('new_milestone');
      const start = scale ? new Date(firstMs).toISOString().slice(0, 16) : '';
      apply((current) => {
        const added = addActivity(current, { afterId: selected, kind, id, name, start, minutesPerDay: perDay, placement });
        return ownSubcontractId === null ? added : updateActivity(added, id, { subcontractId: ownSubcontractId });
      });
      setSelected(id);
      setEditing({ id, field: 'name', value: name });
    },
    [apply, firstMs, ownSubcontractId, perDay, scale, selected, t],
  );

  const canEditId = (id: string) => {
    const activity = state.activities.find((a) => a.id === id);
    return activity !== undefined && canEditRow(activity);
  };

  const markedIds = useCallback(() => {
    const ids = marked.size > 0 ? [...marked] : selected === null ? [] : [selected];
    return ids.sort((a, b) => (rowIndex.get(a) ?? 0) - (rowIndex.get(b) ?? 0));
  }, [marked, rowIndex, selected]);

  const removeSelected = useCallback(() => {
    const ids = markedIds();
    if (ids.length === 0) return;
    const doIt = () => {
      const last = Math.max(...ids.map((id) => rowIndex.get(id) ?? 0));
      const first = Math.min(...ids.map((id) => rowIndex.get(id) ?? 0));
      apply((current) => deleteActivities(current, ids));
      setSelected(rows[last + 1]?.item.id ?? rows[first - 1]?.item.id ?? null);
      refocus();
    };
    if (ids.length === 1) return doIt();
    modal.confirm({
      title: t('mass_delete_title', { count: ids.length }),
      content: t('mass_delete_body'),
      okText: t('delete'),
      okButtonProps: { danger: true, id: 'mass-delete-ok' },
      cancelText: t('cancel'),
      onOk: doIt,
    });
  }, [apply, markedIds, modal, rowIndex, rows, setSelected, t]);

  const clickRow = (id: string, event: ReactMouseEvent) => {
    if (event.ctrlKey || event.metaKey) {
      const next = new Set(marked);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      setSelectedRow(id);
      setMarked(next);
    } else if (event.shiftKey && selected !== null) {
      const from = rowIndex.get(selected) ?? 0;
      const to = rowIndex.get(id) ?? 0;
      setMarked(new Set(rows.slice(Math.min(from, to), Math.max(from, to) + 1).map((row) => row.item.id)));
    } else {
      setSelected(id);
    }
  };

  const copy = useCallback(() => {
    const ids = markedIds();
    if (ids.length === 0) return;
    clipboard.current = copyRows(state, ids);
    void message.info({ content: t('rows_copied', { count: clipboard.current.activities.length }), key: 'clipboard' });
  }, [markedIds, message, state, t]);

  const paste = useCallback(() => {
    const copied = clipboard.current;
    if (copied === null) return;
    let pasted: string[] = [];
    apply((current) => {
      const result = pasteRows(current, copied, selected, newRowId);
      pasted = result.pastedIds;
      return result.state;
    });
    if (pasted.length > 0) {
      setSelectedRow(pasted[0]!);
      setMarked(new Set(pasted));
    }
  }, [apply, selected]);

  // A percentage alone brings the actual dates it implies (P6's way): started on its start, finished on its finish, never after the data date.
  const progressTyped = useCallback(
    (current: PlanState, id: string, progress: number): PlanState => {
      const row = current.activities.find((a) => a.id === id);
      if (row === undefined || row.kind === 'summary') return current;
      // The dates the bar shows, unless the data date pushed an unstarted bar past where the plan had it.
      const shown = dates.get(id);
      const start = shown !== undefined && shown.earlyStart < row.start ? shown.earlyStart : row.start;
      const finish = shown?.earlyFinish ?? row.finish;
      return updateActivity(current, id, progressWithActuals(progress, row, { start, finish: finish < start ? start : finish }, dataDate));
    },
    [dataDate, dates],
  );

  const commit = useCallback(() => {
    if (editing === null) return;
    const { id, field, value } = editing;
    setEditing(null);
    try {
      if (field === 'name') {
        if (value.trim() === '') return void message.error(t('name_required'));
        apply((current) => updateActivity(current, id, { name: value.trim().slice(0, 250) }));
      } else if (field === 'duration') {
        const number = Number(value.replace(',', '.'));
        if (!Number.isFinite(number) || number < 0 || number > 100_000) return void message.error(t('duration_invalid'));
        apply((current) => updateActivity(current, id, number === 0 ? { kind: 'milestone' } : { duration: Math.round(number * perDay), ...(current.activities.find((a) => a.id === id)?.kind === 'milestone' ? { kind: 'task' as const } : {}) }));
      } else if (field === 'progress') {
        const number = Number(value.replace(',', '.'));
        if (value.trim() === '' || !Number.isFinite(number) || number < 0 || number > 100) return void message.error(t('progress_invalid'));
        apply((current) => progressTyped(current, id, number));
      } else {
        const typed = parsePredecessors(value, perDay);
        if (typed === undefined) return void message.error(t('predecessors_invalid'));
        apply((current) => setPredecessors(current, id, typed, newRowId));
      }
    } catch (error) {
      if (error instanceof LinkRefused) void message.error(t(`link_refused_${error.reason}`));
      else throw error;
    }
  }, [apply, editing, message, perDay, progressTyped, t]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const ctrl = event.ctrlKey || event.metaKey;
    if (ctrl && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void save();
      return;
    }
    if (typingIn(event.target)) return;
    if (ctrl && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      editor.undo();
    } else if (ctrl && event.key.toLowerCase() === 'y') {
      event.preventDefault();
      editor.redo();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && event.altKey && event.shiftKey) {
      event.preventDefault();
      const id = selected;
      if (id !== null && canEditId(id)) apply((current) => moveAmongSiblings(current, id, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const at = selected === null ? -1 : (rowIndex.get(selected) ?? -1);
      const next = rows[Math.max(0, Math.min(rows.length - 1, at + (event.key === 'ArrowDown' ? 1 : -1)))];
      if (next !== undefined) setSelected(next.item.id);
    } else if (!canEdit) {
      return;
    } else if (event.key === 'Insert') {
      event.preventDefault();
      add('task');
    } else if (ctrl && event.key.toLowerCase() === 'c' && canEditAll) {
      event.preventDefault();
      copy();
    } else if (ctrl && event.key.toLowerCase() === 'v' && canEditAll) {
      event.preventDefault();
      paste();
    } else if (event.key === 'Enter' && event.shiftKey && selected !== null) {
      event.preventDefault();
      setFormFor(selected);
    } else if (selected === null || !canEditId(selected)) {
      return;
    } else if (event.key === 'Delete') {
      event.preventDefault();
      removeSelected();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      const id = selected;
      apply((current) => (event.shiftKey ? outdent(current, id) : indent(current, id)));
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      const row = state.activities.find((a) => a.id === selected);
      if (row !== undefined) setEditing({ id: row.id, field: 'name', value: row.name });
    }
  };

  const successors = useMemo(() => {
    const byPredecessor = new Map<string, number[]>();
    for (const link of state.links) {
      const list = byPredecessor.get(link.predecessorId);
      const successor = correlatives.get(link.successorId) ?? 0;
      if (list === undefined) byPredecessor.set(link.predecessorId, [successor]);
      else list.push(successor);
    }
    return byPredecessor;
  }, [state.links, correlatives]);
  const lookups = useMemo<RowLookups>(
    () => ({
      calendars: new Map(engine.model.calendars.map((c) => [c.id, c.name])),
      subcontracts: new Map((options.data?.subcontracts ?? []).map((s) => [s.id, s.name])),
      tags: new Map((options.data?.tags ?? []).map((tag) => [tag.id, tag.name])),
      members: new Map((options.data?.members ?? []).map((m) => [m.userId, personName(m, m.userId)])),
    }),
    [engine.model.calendars, options.data],
  );

  const visible = rows.slice(range.first, range.last + 1);
  const predecessorTexts = new Map(visible.map(({ item }) => [item.id, predecessors.has(item.id) ? predecessorsText({ activities: [], links: predecessors.get(item.id)! }, item.id, perDay, correlatives) : '']));
  const successorTexts = new Map(visible.map(({ item }) => [item.id, [...(successors.get(item.id) ?? [])].sort((a, b) => a - b).join(', ')]));

  // Rows get one object of handlers for good, each reading this render's state: a memoised row is not re-rendered
  // for a handler that is new only because the editor rendered.
  const rowHandlers: RowActions = {
    click: clickRow,
    contextMenu: (id) => {
      if (!marked.has(id)) setSelected(id);
      setMenuFor(id);
    },
    toggle: (id) => {
      const next = new Set(collapsed);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      setCollapsed(next);
    },
    edit: setEditing,
    commit,
    openForm: setFormFor,
    dragStart: (id, event) => {
      draggedRow.current = id;
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(correlatives.get(id) ?? ''));
    },
    dragOver: (id, event) => {
      if (draggedRow.current === null) return;
      event.preventDefault();
      const box = event.currentTarget.getBoundingClientRect();
      const position = event.clientY < box.top + box.height / 2 ? 'above' : 'below';
      setDropAt((old) => (old?.id === id && old.position === position ? old : { id, position }));
    },
    drop: (id, event) => {
      event.preventDefault();
      const moved = draggedRow.current;
      const position = dropAt?.id === id ? dropAt.position : 'below';
      draggedRow.current = null;
      setDropAt(null);
      if (moved !== null && moved !== id) apply((current) => moveRowTo(current, moved, id, position));
    },
    dragEnd: () => {
      draggedRow.current = null;
      setDropAt(null);
    },
  };
  const latestRowHandlers = useRef(rowHandlers);
  latestRowHandlers.current = rowHandlers;
  const rowActions = useMemo<RowActions>(
    () => ({
      click: (id: string, event: ReactMouseEvent) => latestRowHandlers.current.click(id, event),
      contextMenu: (id: string) => latestRowHandlers.current.contextMenu(id),
      toggle: (id: string) => latestRowHandlers.current.toggle(id),
      edit: (next: Editing | null) => latestRowHandlers.current.edit(next),
      commit: () => latestRowHandlers.current.commit(),
      openForm: (id: string) => latestRowHandlers.current.openForm(id),
      dragStart: (id: string, event: DragEvent) => latestRowHandlers.current.dragStart(id, event),
      dragOver: (id: string, event: DragEvent) => latestRowHandlers.current.dragOver(id, event),
      drop: (id: string, event: DragEvent) => latestRowHandlers.current.drop(id, event),
      dragEnd: () => latestRowHandlers.current.dragEnd(),
    }),
    [],
  );
  const boxOf = (id: string) => {
    const index = rowIndex.get(id);
    const row = index === undefined ? undefined : rows[index];
    if (row === undefined || index === undefined) return undefined;
    const d = datesOf(row.item);
    const span = dayBarSpan(wallClockMs(d.earlyStart), wallClockMs(d.earlyFinish), row.item.kind);
    const left = scale.x(span.left);
    const right = Math.max(left + (row.item.kind === 'milestone' ? 0 : 2), scale.x(span.right));
    return { left, right, y: index * ROW + ROW / 2 };
  };
  const linkIndex = useMemo(
    () =>
      new LinksOnScreen(
        state.links.flatMap((link) => {
          const from = rowIndex.get(link.predecessorId);
          const to = rowIndex.get(link.successorId);
          return from === undefined || to === undefined ? [] : [{ link, from, to }];
        }),
      ),
    [state.links, rowIndex],
  );
  const shownLinks = linkIndex.between(range.first, range.last);
  const major = ZOOM_LEVELS[zoom].major;
  const minor = ZOOM_LEVELS[zoom].minor;
  // Only the header cells on screen are drawn: a plan of years has thousands of days.
  const fromMs = scale.ms(Math.max(0, drawn.fromX - GRID_WIDTH - 200));
  const toMs = scale.ms(Math.min(chartWidth, drawn.toX + 200));
  const label = (ms: number, unit: string) => dateLabel(ms, unit, i18n.language, zoom > 2);
  const todayX = scale.x(Date.now());
  const dataDateX = dataDate === null ? null : scale.x(wallClockMs(dataDate));
  const asOf = statusDay(dataDate);
  const statusCache = useRef(new Map<string, { key: string; status: StatusOf }>());
  // Kept per row while what it reads stays, so memoised rows skip a scroll.
  const statusOfRow = (row: PlanActivity): StatusOf => {
    const d = datesOf(row);
    const point = criteria === 'baseline' ? baselinePoints.get(row.id) : undefined;
    const key = `${row.progress}|${d.earlyStart}|${d.earlyFinish}|${point?.start ?? ''}|${point?.finish ?? ''}|${criteria}|${asOf}`;
    const cached = statusCache.current.get(row.id);
    if (cached !== undefined && cached.key === key) return cached.status;
    const status = statusOf(row, { start: d.earlyStart, finish: d.earlyFinish }, point, criteria, asOf);
    statusCache.current.set(row.id, { key, status });
    return status;
  };

  const calendars = useMemo(() => compileCalendars(engine.model.calendars), [engine.model.calendars]);
  const calendarOf = (row: PlanActivity): WorkingCalendar | undefined => calendarOfActivity(calendars, engine.model.options.defaultCalendarId, row);
  // A summary's duration is the working time its scheduled dates span.
  const summaryMinutesOf = (row: PlanActivity): number | undefined => {
    if (row.kind !== 'summary') return undefined;
    const spanned = datesOf(row);
    return summaryDuration(calendarOf(row), spanned.earlyStart, spanned.earlyFinish);
  };
  const review = useModificationReview({ place: baselinePlace, editor, calendarOf, onSaved: onReload });
  const dayMinutes = useMemo(() => new Map(engine.model.calendars.map((c) => [c.id, Math.round((c.hoursPerDay ?? perDay / 60) * 60)])), [engine.model.calendars, perDay]);
  // Kept per row while its baseline point and finish stay, so memoised rows skip a scroll or an unrelated edit.
  const baselineCache = useRef(new Map<string, { point: BaselinePoint; finish: string; cells: BaselineCells }>());
  const baselineOf = (row: PlanActivity): BaselineCells | undefined => {
    const point = baselinePoints.get(row.id);
    if (point === undefined) return undefined;
    const finish = datesOf(row).earlyFinish;
    const cached = baselineCache.current.get(row.id);
    if (cached !== undefined && cached.point === point && cached.finish === finish) return cached.cells;
    const calendar = calendarOf(row);
    if (calendar === undefined) return undefined;
    const calendarId = calendars.has(row.calendarId ?? '') ? row.calendarId! : engine.model.options.defaultCalendarId;
    const cells = baselineCells(point, finish, calendar, dayMinutes.get(calendarId) ?? perDay);
    baselineCache.current.set(row.id, { point, finish, cells });
    return cells;
  };
  const barRects = (): BarRect[] =>
    visible.flatMap(({ item }) => {
      const box = boxOf(item.id);
      return box === undefined ? [] : [{ id: item.id, kind: item.kind, left: box.left, right: box.right, top: (rowIndex.get(item.id) ?? 0) * ROW + BAR_TOP, height: BAR_HEIGHT, progress: item.progress }];
    });
  const spanOf = (id: string) => {
    const row = state.activities.find((a) => a.id === id);
    if (row === undefined) return undefined;
    const d = datesOf(row);
    return { startMs: wallClockMs(d.earlyStart), finishMs: wallClockMs(d.earlyFinish) };
  };
  const drop = (action: BarDrop) => {
    if (action.kind === 'select') return setSelected(action.id);
    if (action.kind === 'move') {
      setSelected(action.id);
      return apply((current) => moveActivity(current, action.id, action.start));
    }
    if (action.kind === 'resize') {
      const row = state.activities.find((a) => a.id === action.id);
      if (row === undefined) return;
      const calendar = calendarOf(row);
      if (calendar === undefined) return;
      const duration = calendar.workingMinutesBetween(minutesFromIso(datesOf(row).earlyStart), minutesFromIso(action.finish));
      return apply((current) => resizeActivity(current, action.id, duration));
    }
    if (action.kind === 'progress') return apply((current) => progressTyped(current, action.id, action.progress));
    if (!canEditId(action.predecessorId) || !canEditId(action.successorId)) return void message.warning(t('outside_subcontract_link'));
    try {
      apply((current) => addLink(current, { id: newRowId(), predecessorId: action.predecessorId, successorId: action.successorId, type: action.type, lag: 0 }));
      setSelected(action.successorId);
    } catch (error) {
      if (error instanceof LinkRefused) void message.error(t(`link_refused_${error.reason}`));
      else throw error;
    }
  };
  const barDrag = useBarDrag({ bars: barRects, span: spanOf, pxPerDay: scale.pxPerDay, headerHeight: HEADER, canDrag: canEditId, onDrop: drop });
  const dragged = barDrag.drag;
  const ghost = (() => {
    if (dragged === null) return null;
    const box = boxOf(dragged.id);
    const span = spanOf(dragged.id);
    if (box === undefined || span === undefined) return null;
    const top = (rowIndex.get(dragged.id) ?? 0) * ROW + BAR_TOP;
    const delta = dragged.x - dragged.fromX;
    if (dragged.zone === 'move' || dragged.zone === 'resize') {
      const startMs = dragged.zone === 'move' ? movedStart(span.startMs, delta, scale.pxPerDay) : span.startMs;
      const finishMs = dragged.zone === 'move' ? startMs + (span.finishMs - span.startMs) : resizedFinish(span.startMs, span.finishMs, delta, scale.pxPerDay);
      const days = dayBarSpan(startMs, finishMs, 'task');
      const left = scale.x(days.left);
      const right = Math.max(left + 2, scale.x(days.right));
      return (
        <g data-testid="gantt-drag-ghost" pointerEvents="none">
          <rect x={left} y={top} width={right - left} height={BAR_HEIGHT} rx={3} fill="none" stroke="#1f6feb" strokeDasharray="4 2" strokeWidth={1.5} />
          <text x={right + 6} y={top + 12} fontSize={11} fill="#1f2933">
            {wallClock(startMs).slice(0, 10)} → {wallClock(finishMs).slice(0, 10)}
          </text>
        </g>
      );
    }
    if (dragged.zone === 'progress') {
      const progress = Math.max(0, Math.min(100, Math.round(((dragged.x - box.left) / Math.max(1, box.right - box.left)) * 100)));
      return (
        <text data-testid="gantt-drag-ghost" pointerEvents="none" x={box.right + 6} y={top + 12} fontSize={11} fill="#1f2933">
          {progress}%
        </text>
      );
    }
    const fromX = dragged.zone === 'link-start' ? box.left - LINK_HANDLE_PX : box.right + LINK_HANDLE_PX;
    return <line data-testid="gantt-drag-ghost" pointerEvents="none" x1={fromX} y1={top + BAR_HEIGHT / 2} x2={dragged.x} y2={dragged.y} stroke="#1f6feb" strokeDasharray="5 3" strokeWidth={1.5} />;
  })();
  const formActivity = formFor === null ? undefined : state.activities.find((a) => a.id === formFor);
  const editedLink = linkFor === null ? undefined : state.links.find((l) => l.id === linkFor);
  const activityLabel = (id: string) => {
    const activity = state.activities.find((a) => a.id === id);
    return activity === undefined ? '?' : `${activity.correlativeId} ${activity.name}`;
  };
  // Right-click on a row: what the toolbar and keyboard do, where the pointer is.
  const rowMenu = (id: string | null) => ({
    onClick: ({ key, domEvent }: { key: string; domEvent: { stopPropagation: () => void } }) => {
      domEvent.stopPropagation();
      if (id === null) return;
      // A new row opens its name for typing; focus stays there.
      if (key === 'above' || key === 'below' || key === 'child') return add('task', key);
      if (key === 'details') setFormFor(id);
      else if (key === 'indent') apply((current) => indent(current, id));
      else if (key === 'outdent') apply((current) => outdent(current, id));
      else if (key === 'copy') copy();
      else if (key === 'paste') paste();
      else if (key === 'delete') removeSelected();
      refocus();
    },
    items: [
      { key: 'above', label: t('menu_add_above'), disabled: !canEdit },
      { key: 'below', label: t('menu_add_below'), disabled: !canEdit },
      { key: 'child', label: t('menu_add_child'), disabled: id === null || !canEditId(id) },
      { type: 'divider' as const },
      { key: 'details', label: `${t('activity_details')}  (Shift+Enter)` },
      { key: 'indent', label: `${t('indent')}  (Tab)`, disabled: id === null || !canEditId(id) },
      { key: 'outdent', label: `${t('outdent')}  (Shift+Tab)`, disabled: id === null || !canEditId(id) },
      { type: 'divider' as const },
      // Copies carry the originals' subcontracts, so only those who edit every row copy and paste.
      { key: 'copy', label: `${t('menu_copy')}  (Ctrl+C)`, disabled: !canEditAll },
      { key: 'paste', label: `${t('menu_paste')}  (Ctrl+V)`, disabled: !canEditAll || clipboard.current === null },
      { key: 'delete', label: `${t('delete')}  (Delete)`, danger: true, disabled: id === null || !canEditId(id) },
    ],
  });
  const handlesFor = canEdit ? [...new Set([selected, barDrag.hoverId].filter((id): id is string => id !== null && canEditId(id)))] : [];

  const barActions = {
    add,
    save,
    removeSelected,
    undo: editor.undo,
    redo: editor.redo,
    indent: () => selected !== null && apply((current) => indent(current, selected)),
    outdent: () => selected !== null && apply((current) => outdent(current, selected)),
    details: () => setFormFor(selected),
    setZoom,
    setScheme,
    collapseAll: () => setCollapsed(new Set(state.activities.filter((a) => a.kind === 'summary').map((a) => a.id))),
    scrollToday: () => scroller.current?.scrollTo({ left: Math.max(0, todayX - 120) }),
    baselines: () => setBaselinesOpen(true),
    modifications: () => review.setPanelOpen(true),
    updates: () => setUpdatesOpen(true),
    setDataDate,
  };
  const bar = useRef(barActions);
  bar.current = barActions;
  const hasSelection = selected !== null;
  const selectionEditable = selected !== null && canEditId(selected);
  const activityCount = state.activities.length;
  const { canUndo, canRedo, saving, changes, version, backupState, projectFinish } = editor;
  const { waitingCount } = review;
  // The bars above the chart, in groups memoised on what each shows: an edit re-renders the save button and the
  // counts, not a dozen antd controls. Their handlers read the newest state through `bar`.
  const addButtons = useMemo(
    () => (
      <>
          <Button icon={<PlusOutlined />} disabled={!canEdit} onClick={() => bar.current.add('task')} data-testid="gantt-add-task">
            {t('add_task')}
          </Button>
          <Button icon={<FlagOutlined />} disabled={!canEdit} onClick={() => bar.current.add('milestone')} data-testid="gantt-add-milestone">
            {t('add_milestone')}
          </Button>
      </>
    ),
    [canEdit, t],
  );
  const selectionButtons = useMemo(
    () => (
      <>
          <Tooltip title="Shift+Tab">
            <Button icon={<ArrowLeftOutlined />} aria-label={t('outdent')} disabled={!selectionEditable} onClick={() => bar.current.outdent()} data-testid="gantt-outdent" />
          </Tooltip>
          <Tooltip title="Tab">
            <Button icon={<ArrowRightOutlined />} aria-label={t('indent')} disabled={!selectionEditable} onClick={() => bar.current.indent()} data-testid="gantt-indent" />
          </Tooltip>
          <Tooltip title="Shift+Enter">
            <Button icon={<FormOutlined />} disabled={!hasSelection} onClick={() => bar.current.details()} data-testid="gantt-details">
              {t('activity_details')}
            </Button>
          </Tooltip>
          <Button icon={<DeleteOutlined />} aria-label={t('delete')} danger disabled={!selectionEditable} onClick={() => bar.current.removeSelected()} data-testid="gantt-delete" />
      </>
    ),
    [hasSelection, selectionEditable, t],
  );
  const historyButtons = useMemo(
    () => (
      <>
          <Tooltip title="Ctrl+Z">
            <Button icon={<UndoOutlined />} aria-label={t('undo')} disabled={!canUndo} onClick={() => bar.current.undo()} data-testid="gantt-undo" />
          </Tooltip>
          <Tooltip title="Ctrl+Y">
            <Button icon={<RedoOutlined />} aria-label={t('redo')} disabled={!canRedo} onClick={() => bar.current.redo()} data-testid="gantt-redo" />
          </Tooltip>
      </>
    ),
    [canUndo, canRedo, t],
  );
  const zoomSelect = useMemo(
    () => (
          <Select<ZoomLevel>
            value={zoom}
            onChange={(level) => bar.current.setZoom(level)}
            style={{ width: 130 }}
            aria-label={t('zoom')}
            data-testid="gantt-zoom"
            options={([0, 1, 2, 3, 4] as const).map((level) => ({ value: level, label: t(`zoom_${level}`) }))}
          />
    ),
    [zoom, t],
  );
  const saveButton = useMemo(
    () => (
          <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!canEdit} onClick={() => void bar.current.save()} data-testid="gantt-save">
            {t('save')} {changes > 0 ? `(${changes})` : ''}
          </Button>
    ),
    [canEdit, saving, changes, t],
  );
  const panelButtons = useMemo(
    () => (
      <>
          <Button onClick={() => bar.current.baselines()} data-testid="gantt-baselines">
            {t('baselines')}
          </Button>
          <ModificationsButton count={waitingCount} onClick={() => bar.current.modifications()} />
          <Button onClick={() => bar.current.updates()} data-testid="gantt-updates">
            {t('schedule_updates')}
          </Button>
          <DataDateControl place={baselinePlace} dataDate={dataDate} canSet={canEditAll} onChange={(next) => bar.current.setDataDate(next)} />
          <Typography.Text type="secondary" data-testid="gantt-version">
            {t('version', { version: version })}
          </Typography.Text>
      </>
    ),
    [waitingCount, baselinePlace, dataDate, canEditAll, version, t],
  );
  const statusTexts = useMemo(
    () => (
      <>
          {backupState === 'none' ? null : (
            <Typography.Text type={backupState === 'failed' ? 'danger' : 'secondary'} data-testid="gantt-backup" data-backup={backupState}>
              {t(`backup_${backupState}`)}
            </Typography.Text>
          )}
          {canEdit ? null : <Tag color="default" data-testid="gantt-read-only">{t('read_only')}</Tag>}
          {canEdit && !canEditAll ? <Tag color="blue" data-testid="gantt-subcontract-only">{t('subcontract_only')}</Tag> : null}
          <Typography.Text type="secondary" data-testid="gantt-task-count">
            {t('task_count', { count: activityCount })}
          </Typography.Text>
          {projectFinish === null ? null : (
            <Typography.Text data-testid="gantt-finish">{t('finish_at', { date: projectFinish.slice(0, 10) })}</Typography.Text>
          )}
      </>
    ),
    [backupState, canEdit, canEditAll, activityCount, projectFinish, t],
  );
  const toolbar = useMemo(
    () => (
      <Space wrap style={{ marginBottom: 8 }}>
        {addButtons}
        {selectionButtons}
        {historyButtons}
        {zoomSelect}
        {saveButton}
        {panelButtons}
      </Space>
    ),
    [addButtons, selectionButtons, historyButtons, zoomSelect, saveButton, panelButtons],
  );
  const shownCount = rows.length;
  const subcontracts = options.data?.subcontracts;
  const filterBar = useMemo(
    () => (
        <Space wrap style={{ marginBottom: 8 }} data-testid="gantt-filters">
          <Input.Search
            allowClear
            placeholder={t('filter_text')}
            style={{ width: 220 }}
            value={filter.text}
            onChange={(event) => setFilter({ ...filter, text: event.target.value })}
            data-testid="gantt-filter-text"
          />
          <Select
            style={{ width: 150 }}
            value={filter.status}
            onChange={(status) => setFilter({ ...filter, status })}
            options={(['all', 'not-started', 'in-progress', 'done'] as const).map((status) => ({ value: status, label: t(`status_${status}`) }))}
            aria-label={t('filter_status')}
            data-testid="gantt-filter-status"
          />
          <Select
            allowClear
            style={{ width: 170 }}
            placeholder={t('filter_subcontract')}
            value={filter.subcontractId ?? undefined}
            onChange={(value) => setFilter({ ...filter, subcontractId: value ?? null })}
            options={(subcontracts ?? []).map((s) => ({ value: s.id, label: s.name }))}
            data-testid="gantt-filter-subcontract"
          />
          <Checkbox checked={filter.criticalOnly} onChange={(event) => setFilter({ ...filter, criticalOnly: event.target.checked })} data-testid="gantt-filter-critical">
            {t('filter_critical')}
          </Checkbox>
          {isFiltering(filter) ? (
            <Button size="small" onClick={() => setFilter(NO_FILTER)} data-testid="gantt-filter-clear">
              {t('filter_clear', { shown: shownCount, count: activityCount })}
            </Button>
          ) : null}
          <Select
            style={{ width: 190 }}
            value={scheme}
            onChange={(value) => bar.current.setScheme(value)}
            options={(['critical', 'status', 'subcontract'] as const).map((value) => ({ value, label: t(`colour_${value}`) }))}
            aria-label={t('colour_scheme')}
            data-testid="gantt-colour-scheme"
          />
          <Select<StatusCriteria>
            style={{ width: 170 }}
            value={criteria}
            onChange={(value) => setCriteria(value)}
            options={(['follow', 'baseline'] as const).map((value) => ({ value, label: t(`criteria_${value}`) }))}
            aria-label={t('status_criteria')}
            data-testid="gantt-status-criteria"
          />
          <ColumnPicker columns={view.settings.columns} onChange={(edit) => view.change((current) => ({ ...current, columns: edit(current.columns) }))} />
          <ShowMenu
            visualization={visualizationOf(view.settings)}
            onToggle={(key) => view.change((current) => toggleVisual(current, key))}
            onRowColours={(rowColours) => view.change((current) => setRowColours(current, rowColours))}
          />
          <SavedViewMenu view={view} testId="gantt-view" sameSettings={sameSettings} />
          <Button size="small" onClick={() => bar.current.collapseAll()} data-testid="gantt-collapse-all">
            {t('collapse_all')}
          </Button>
          <Button size="small" onClick={() => setCollapsed(new Set())} data-testid="gantt-expand-all">
            {t('expand_all')}
          </Button>
          <Button size="small" onClick={() => bar.current.scrollToday()} data-testid="gantt-scroll-today">
            {t('scroll_today')}
          </Button>
        </Space>
    ),
    [filter, subcontracts, scheme, criteria, view, shownCount, activityCount, t],
  );

  return (
    <div ref={root} className="gantt-editor" data-testid="gantt-editor" onKeyDown={onKeyDown} tabIndex={0} style={{ outline: 'none' }}>
      <style>{EDITOR_CSS}</style>
      {toolbar}
      <ModificationPreviewBar review={review} />
      {filterBar}
      <div
        ref={scroller}
        className="gantt-scroller"
        data-testid="gantt-scroller"
        onScroll={(event) => followViewport(event.currentTarget)}
      >
        <div style={{ display: 'flex', width: GRID_WIDTH + chartWidth, height: HEADER + rows.length * ROW }}>
          <div className="gantt-grid" style={{ width: GRID_WIDTH }}>
            <div className="gantt-grid-header" style={{ height: HEADER }}>
              {shownColumns.map((column) => (
                <div key={column.key} className="gantt-cell gantt-header-cell" style={{ width: column.width, textAlign: RIGHT_ALIGNED.has(column.key) ? 'right' : 'left' }} data-testid={`col-header-${column.key}`}>
                  {t(`col_${column.key}`)}
                  <span
                    className="gantt-col-resize"
                    role="separator"
                    aria-label={t('column_resize')}
                    data-testid={`col-resize-${column.key}`}
                    onPointerDown={(event) => {
                      event.preventDefault();
                      const startX = event.clientX;
                      const startWidth = column.width;
                      const move = (e: PointerEvent) => view.change((current) => ({ ...current, columns: resizeColumn(current.columns, column.key, startWidth + e.clientX - startX) }));
                      const up = () => {
                        window.removeEventListener('pointermove', move);
                        window.removeEventListener('pointerup', up);
                      };
                      window.addEventListener('pointermove', move);
                      window.addEventListener('pointerup', up);
                    }}
                  />
                </div>
              ))}
            </div>
            <Dropdown trigger={['contextMenu']} menu={rowMenu(menuFor)} destroyOnHidden>
              <div className="gantt-rows">
                <div style={{ height: range.first * ROW }} />
                {visible.map(({ item, depth, hasChildren }) => (
                  <GanttRow
                    key={item.id}
                    item={item}
                    depth={depth}
                    hasChildren={hasChildren}
                    scheduled={dates.get(item.id)}
                    columns={shownColumns}
                    predecessors={predecessorTexts.get(item.id) ?? ''}
                    successors={successorTexts.get(item.id) ?? ''}
                    selected={selected === item.id || marked.has(item.id)}
                    collapsed={collapsed.has(item.id)}
                    dropAt={dropAt?.id === item.id ? dropAt.position : undefined}
                    editing={editing?.id === item.id ? editing : null}
                    canEdit={canEditRow(item)}
                    draggable={canEditRow(item) && editing === null}
                    perDay={perDay}
                    baseline={baselineOf(item)}
                    showSubmittal={visual.submittalIcons}
                    summaryMinutes={summaryMinutesOf(item)}
                    tint={rowTintOf(visual.rowColours, item.kind === 'summary', depth)}
                    waitingRequests={review.waiting.get(item.id) ?? 0}
                    status={statusOfRow(item)}
                    lookups={lookups}
                    actions={rowActions}
                    t={t}
                  />
                ))}
              </div>
            </Dropdown>
          </div>
          <svg width={chartWidth} height={HEADER + rows.length * ROW} className="gantt-chart" data-testid="gantt-chart" style={{ cursor: barDrag.cursor, touchAction: 'none', userSelect: 'none' }}
            {...barDrag.handlers}
            onDoubleClick={(event) => {
              const box = event.currentTarget.getBoundingClientRect();
              const hit = hitBar(barRects(), event.clientX - box.left, event.clientY - box.top - HEADER);
              if (hit !== null) setFormFor(hit.id);
            }}
          >
            <g className="gantt-scale">
              {scale.ticks(major, fromMs, toMs).map((tick) => (
                <g key={`M${tick.startMs}`}>
                  <line x1={tick.x} x2={tick.x} y1={0} y2={HEADER + rows.length * ROW} stroke="#e4e7eb" />
                  <text x={tick.x + 4} y={15} fontSize={11} fill="#52606d">
                    {label(tick.startMs, major)}
                  </text>
                </g>
              ))}
              {scale.ticks(minor, fromMs, toMs).map((tick) =>
                tick.width < 14 ? null : (
                  <text key={`m${tick.startMs}`} x={tick.x + 3} y={36} fontSize={10} fill="#7b8794">
                    {label(tick.startMs, minor)}
                  </text>
                ),
              )}
              <line x1={0} x2={chartWidth} y1={HEADER - 0.5} y2={HEADER - 0.5} stroke="#cbd2d9" />
            </g>
            <g transform={`translate(0 ${HEADER})`}>
              {visual.rowColours === 'level'
                ? visible.map(({ item, depth }) => {
                    const tint = rowTintOf(visual.rowColours, item.kind === 'summary', depth);
                    return tint === undefined ? null : <rect key={`tint-${item.id}`} x={0} y={(rowIndex.get(item.id) ?? 0) * ROW} width={chartWidth} height={ROW} fill={tint} opacity={0.6} />;
                  })
                : null}
              {visual.todayLine && todayX > 0 && todayX < chartWidth ? <line x1={todayX} x2={todayX} y1={0} y2={rows.length * ROW} stroke="#f59e0b" strokeDasharray="4 3" data-testid="gantt-today" /> : null}
              {dataDateX !== null && dataDateX > 0 && dataDateX < chartWidth ? (
                <g data-testid="gantt-data-date-line" data-x={Math.round(dataDateX)}>
                  <line x1={dataDateX} x2={dataDateX} y1={0} y2={rows.length * ROW} stroke="#1f6feb" strokeWidth={2} />
                  <title>{`${t('data_date')} ${dataDate?.slice(0, 10) ?? ''}`}</title>
                </g>
              ) : null}
              {(visual.links ? shownLinks : []).map((link) => {
                const from = boxOf(link.predecessorId);
                const to = boxOf(link.successorId);
                if (from === undefined || to === undefined) return null;
                const points = linkRoute(from, to, link.type, ROW);
                const [endX, endY] = points[points.length - 1]!;
                const pointsLeft = link.type === 'FS' || link.type === 'SS';
                return (
                  <g key={link.id} className="gantt-link" data-testid="gantt-link" onDoubleClick={(event) => {
                    event.stopPropagation();
                    setLinkFor(link.id);
                  }}>
                    <path d={pathData(points)} fill="none" stroke="transparent" strokeWidth={9} style={{ cursor: 'pointer' }} data-testid={`link-hit-${correlatives.get(link.predecessorId)}-${correlatives.get(link.successorId)}`} />
                    <path d={pathData(points)} fill="none" stroke="#7b8794" strokeWidth={1.2} pointerEvents="none" />
                    <path d={pointsLeft ? `M${endX} ${endY} l-5 -4 l0 8 z` : `M${endX} ${endY} l5 -4 l0 8 z`} fill="#7b8794" />
                  </g>
                );
              })}
              {(visual.baseline ? visible : []).map(({ item }) => {
                // The baseline as a thin bar under the plan's: what was promised stays put while the plan moves.
                const point = baselinePoints.get(item.id);
                if (point === undefined) return null;
                const span = dayBarSpan(wallClockMs(point.start), wallClockMs(point.finish), item.kind);
                const left = scale.x(span.left);
                const top = (rowIndex.get(item.id) ?? 0) * ROW + BAR_TOP + BAR_HEIGHT + 1;
                return <rect key={`baseline-${item.id}`} data-testid={`baseline-bar-${item.correlativeId}`} x={left} y={top} width={Math.max(2, scale.x(span.right) - left)} height={4} fill="#9aa5b1" />;
              })}
              {(visual.slack ? visible : []).map(({ item }) => {
                // Total float as a line after the bar, to the late finish: how far it can slip before the end moves.
                const scheduled = dates.get(item.id);
                const box = boxOf(item.id);
                const span = scheduled === undefined || item.kind === 'summary' ? null : slackSpan(scheduled.earlyFinish, scheduled.lateFinish, scheduled.totalFloat);
                if (span === null || scheduled === undefined || box === undefined) return null;
                const right = scale.x(dayBarSpan(wallClockMs(scheduled.earlyStart), wallClockMs(span.to), item.kind).right);
                const y = (rowIndex.get(item.id) ?? 0) * ROW + BAR_TOP + BAR_HEIGHT / 2;
                return (
                  <g key={`slack-${item.id}`} data-testid={`slack-${item.correlativeId}`} data-to={span.to}>
                    <line x1={box.right} x2={right} y1={y} y2={y} stroke="#7b8794" strokeWidth={2} />
                    <line x1={right} x2={right} y1={y - 4} y2={y + 4} stroke="#7b8794" strokeWidth={2} />
                    <title>{t('slack_title', { date: span.to.slice(0, 10) })}</title>
                  </g>
                );
              })}
              {visible.map(({ item }) => {
                const box = boxOf(item.id);
                if (box === undefined) return null;
                const d = datesOf(item);
                const critical = d.critical && visual.criticalPath;
                const top = (rowIndex.get(item.id) ?? 0) * ROW;
                if (item.kind === 'milestone') {
                  return <path key={item.id} data-testid={`bar-${item.correlativeId}`} d={`M${box.left} ${top + 7} l8 8 l-8 8 l-8 -8 z`} fill={critical ? '#d64545' : '#3e4c59'} />;
                }
                if (item.kind === 'summary') {
                  return <path key={item.id} data-testid={`bar-${item.correlativeId}`} d={`M${box.left} ${top + 9} H${box.right} V${top + 21} l-5 -5 H${box.left + 5} l-5 5 z`} fill="#3e4c59" />;
                }
                const width = box.right - box.left;
                const colours = barColours(item, critical, scheme, subcontractOrder, scheme === 'status' ? statusOfRow(item).key : undefined);
                return (
                  <g key={item.id} data-testid={`bar-${item.correlativeId}`} opacity={dragged?.id === item.id && (dragged.zone === 'move' || dragged.zone === 'resize') ? 0.45 : 1}>
                    <rect x={box.left} y={top + BAR_TOP} width={width} height={BAR_HEIGHT} rx={3} fill={colours.fill} stroke={colours.stroke} data-colour={colours.stroke} />
                    {item.progress > 0 ? <rect x={box.left} y={top + BAR_TOP} width={(width * item.progress) / 100} height={BAR_HEIGHT} rx={3} fill={colours.stroke} opacity={0.75} /> : null}
                    {handlesFor.includes(item.id) && width > 18 ? <path d={`M${box.left + (width * item.progress) / 100} ${top + BAR_TOP + BAR_HEIGHT - 4} l4 6 h-8 z`} fill="#1f2933" data-testid={`progress-knob-${item.correlativeId}`} /> : null}
                  </g>
                );
              })}
              {(visual.taskCount ? visible : []).map(({ item }) => {
                const count = taskCounts.data?.[item.id] ?? 0;
                const box = boxOf(item.id);
                if (count === 0 || box === undefined) return null;
                const y = (rowIndex.get(item.id) ?? 0) * ROW + BAR_TOP + BAR_HEIGHT / 2;
                const width = 8 + String(count).length * 6;
                const left = box.right + (item.kind === 'milestone' ? 12 : 5);
                return (
                  <g key={`tasks-${item.id}`} data-testid={`task-count-${item.correlativeId}`} data-count={count}>
                    <rect x={left} y={y - 7} width={width} height={14} rx={7} fill="#52606d" />
                    <text x={left + width / 2} y={y + 3.5} fontSize={10} fill="#fff" textAnchor="middle">
                      {count}
                    </text>
                    <title>{t('task_count_title', { count })}</title>
                  </g>
                );
              })}
              {handlesFor.map((id) => {
                const box = boxOf(id);
                const index = rowIndex.get(id);
                const row = index === undefined ? undefined : rows[index];
                if (box === undefined || row === undefined || row.item.kind === 'summary') return null;
                const y = (index ?? 0) * ROW + BAR_TOP + BAR_HEIGHT / 2;
                return (
                  <g key={`handles-${id}`} data-testid={`link-handles-${row.item.correlativeId}`}>
                    <circle cx={box.left - LINK_HANDLE_PX} cy={y} r={4} fill="#fff" stroke="#1f6feb" />
                    <circle cx={box.right + LINK_HANDLE_PX} cy={y} r={4} fill="#fff" stroke="#1f6feb" />
                  </g>
                );
              })}
              {ghost}
            </g>
          </svg>
        </div>
      </div>
      {/* Under the chart, on one line of its own: a status that changes (kept, finish, count) never moves the bars. */}
      <div className="gantt-status" data-testid="gantt-status">
        {statusTexts}
      </div>
      {editedLink === undefined ? null : (
        <LinkEditor
          link={editedLink}
          from={activityLabel(editedLink.predecessorId)}
          to={activityLabel(editedLink.successorId)}
          minutesPerDay={perDay}
          readOnly={!canEditId(editedLink.predecessorId) || !canEditId(editedLink.successorId)}
          onClose={() => {
            setLinkFor(null);
            refocus();
          }}
          onSave={(patch) => {
            apply((current) => updateLink(current, editedLink.id, patch));
            setLinkFor(null);
            refocus();
          }}
          onDelete={() => {
            apply((current) => removeLinks(current, [editedLink.id]));
            setLinkFor(null);
            refocus();
          }}
        />
      )}
      {/* Dialogs closed are not rendered: each would otherwise run its hooks at every render of the editor. */}
      {review.panelOpen ? <ModificationRequestsPanel review={review} canResolve={canEditAll} /> : null}
      {baselinesOpen ? (
        <BaselinesModal
          place={baselinePlace}
          open={baselinesOpen}
          onClose={() => {
            setBaselinesOpen(false);
            refocus();
          }}
          selectedIds={[...marked]}
          canChange={canEditAll}
          unsavedChanges={changes}
        />
      ) : null}
      {updatesOpen ? (
        <ScheduleUpdatesModal
          place={baselinePlace}
          open={updatesOpen}
          onClose={() => {
            setUpdatesOpen(false);
            refocus();
          }}
          canSave={canEdit}
          unsavedChanges={changes}
        />
      ) : null}
      {formActivity === undefined ? null : (
        <ActivityForm
          projectId={projectId}
          activity={formActivity}
          scheduled={{ start: datesOf(formActivity).earlyStart, finish: datesOf(formActivity).earlyFinish }}
          minutesPerDay={perDay}
          calendars={engine.model.calendars}
          readOnly={!canEditRow(formActivity)}
          subcontractLocked={!canEditAll}
          dataDate={dataDate}
          place={baselinePlace}
          onClose={() => {
            setFormFor(null);
            refocus();
          }}
          onSave={(patch) => {
            apply((current) => updateActivity(current, formActivity.id, patch));
            setFormFor(null);
            refocus();
          }}
        />
      )}
    </div>
  );
}

const EDITOR_CSS = `
.gantt-scroller { position: relative; overflow: auto; min-height: 320px; border: 1px solid #e4e7eb; background: #fff; }
.gantt-status { display: flex; align-items: center; gap: 16px; height: 24px; padding: 0 4px; white-space: nowrap; overflow: hidden; }
.gantt-grid { position: sticky; left: 0; z-index: 2; background: #fff; border-right: 1px solid #cbd2d9; flex: none; }
.gantt-grid-header { position: sticky; top: 0; z-index: 3; display: flex; align-items: flex-end; background: #f5f7fa; border-bottom: 1px solid #cbd2d9; font-weight: 600; font-size: 12px; }
.gantt-row { display: flex; align-items: center; border-bottom: 1px solid #f0f2f5; font-size: 13px; cursor: default; background: var(--row-tint, transparent); }
.gantt-row.selected { background: #e6f0ff; }
.gantt-row.summary { font-weight: 600; }
.gantt-cell { box-sizing: border-box; padding: 0 6px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; flex: none; line-height: 28px; height: 28px; }
.gantt-header-cell { position: relative; }
.gantt-col-resize { position: absolute; top: 0; right: 0; width: 6px; height: 100%; cursor: col-resize; }
.gantt-col-resize:hover { background: #cbd2d9; }
.gantt-toggle { border: none; background: none; cursor: pointer; width: 16px; padding: 0; color: #52606d; flex: none; }
.gantt-toggle-space { width: 16px; flex: none; }
.gantt-chart { flex: none; }
.gantt-submittal-icon { flex: none; width: 16px; margin-left: 4px; color: #1677ff; font-size: 13px; line-height: 16px; text-align: center; cursor: default; }
.gantt-submittal-icon.late { color: #cf1322; font-weight: 700; }
.gantt-request-badge { flex: none; min-width: 16px; height: 16px; margin-left: 4px; padding: 0 4px; border-radius: 8px; background: #fa8c16; color: #fff; font-size: 11px; line-height: 16px; text-align: center; font-weight: 600; }
`;
