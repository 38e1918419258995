import type { Activity, Constraint, Progress, ScheduleModel, ScheduleOptions, StoredDates } from '../model';
import { mendBaseCalendars } from './calendar-bases';
import { setPlannedBaseline } from './baseline-fields';
import { assertModelReferences } from './model-checks';
import { setP6ActivityCalendar } from './p6-activity-calendar';
import { P6_CONSTRAINTS, P6_FLOAT_TYPES, P6_LAG_CALENDARS } from './p6-codes';
import { assembleP6Outline, type P6ActivityDraft, type P6WbsNode } from './p6-outline';
import { counted, were, ReadWarnings } from './read-warnings';
import { ScheduleFileError } from './schedule-file-error';
import { readXerCodesAndResources } from './xer-codes-resources';
import { readXerCalendars, standardXerCalendar, type XerCalendars } from './xer-calendars';
import { readXerLinks } from './xer-links';
import { rowError, rowsOf, type RowFields } from './xer-row-fields';
import { readXerTables } from './xer-tables';

/** A project inside a file that holds several (a multi-project XER), for the planner to choose one. */
export interface SourceProject {
  id: string;
  name: string;
}

/** Which project of the file to read; the first exported one when not given. */
export interface XerReadOptions {
  projectId?: string;
}

/** A planner would not pick the projects P6 wrote only because a link reaches into them (export_flag N). */
function exportedProjects(projects: RowFields[]): RowFields[] {
  const exported = projects.filter((p) => p.flag('export_flag') !== false);
  return exported.length > 0 ? exported : projects;
}

const projectName = (project: RowFields): string => project.text('proj_short_name') ?? project.text('proj_id') ?? '';

/**
 * The project the export is of. P6 writes a PROJECT row for every project a link reaches into, with
 * export_flag N; the rows with Y are those the planner chose to export, and the first of them is read
 * unless another is asked for.
 */
function chooseProject(projects: RowFields[], warnings: ReadWarnings, projectId: string | undefined): RowFields | undefined {
  const exported = exportedProjects(projects);
  const chosen = projectId === undefined ? exported[0] : exported.find((p) => p.text('proj_id') === projectId);
  if (projectId !== undefined && chosen === undefined) throw new ScheduleFileError(`the file holds no project with id ${projectId}`);
  if (exported.length > 1 && chosen) {
    warnings.add('projects-not-read', () => `the file holds ${exported.length} exported projects; only ${chosen === exported[0] ? `the first, ${projectName(chosen)},` : projectName(chosen)} was read`);
  }
  return chosen;
}

/** The project's default calendar: its own, P6's default-flagged one, or P6's standard week when none is usable. */
function projectCalendar(project: RowFields, calendars: XerCalendars, warnings: ReadWarnings): string {
  const ids = new Set(calendars.calendars.map((c) => c.id));
  const named = project.text('clndr_id');
  if (named !== undefined && ids.has(named)) return named;
  const fallback = calendars.defaultFlagged ?? calendars.calendars[0]?.id;
  if (fallback !== undefined) {
    if (named !== undefined) warnings.add('project-calendar-missing', () => `the project calendar ${named} is not in the file; calendar ${fallback} was used`);
    return fallback;
  }
  const standard = standardXerCalendar();
  calendars.calendars.push(standard);
  calendars.hours.set(standard.id, [8, 40]);
  warnings.add('project-calendar-missing', () => 'the file has no calendar; P6\'s standard week (Monday to Friday, 8:00-17:00) was used');
  return standard.id;
}

/** plan_start_date, or the earliest activity start when an export leaves it empty. */
function projectStartOf(project: RowFields, tasks: RowFields[], warnings: ReadWarnings): number {
  const start = project.date('plan_start_date');
  if (start !== undefined) return start;
  const starts = tasks.flatMap((task) => {
    const value = task.date('act_start_date') ?? task.date('early_start_date') ?? task.date('target_start_date');
    return value === undefined ? [] : [value];
  });
  if (starts.length === 0) throw rowError('PROJECT', project.row, 'plan_start_date is empty and no activity has a start');
  warnings.add('project-start-missing', () => 'the project has no plan_start_date; its earliest activity start was used');
  return Math.min(...starts);
}

function readOptions(project: RowFields, scheduleOptions: RowFields | undefined, projectStart: number, calendars: XerCalendars, warnings: ReadWarnings): ScheduleOptions {
  // Scheduling options sit in SCHEDOPTIONS in recent exports and in PROJECT in older ones.
  const option = (field: string): string | undefined => scheduleOptions?.text(field) ?? project.text(field);
  const defaultCalendarId = projectCalendar(project, calendars, warnings);
  const [hoursPerDay, hoursPerWeek] = calendars.hours.get(defaultCalendarId) ?? [8, 40];
  const lagCalendarCode = option('sched_calendar_on_relationship_lag');
  const floatCode = option('sched_float_type');
  const options: ScheduleOptions = {
    scheduleFrom: 'start',
    projectStart,
    progressMode: option('sched_progress_override') === 'Y' ? 'progress-override' : 'retained-logic',
    totalFloatMode: (floatCode && P6_FLOAT_TYPES[floatCode]) || 'finish',
    critical:
      project.text('critical_path_type') === 'CT_DrivPath'
        ? { kind: 'longest-path' }
        : { kind: 'float', threshold: project.hoursAsMinutes('critical_drtn_hr_cnt') ?? 0 },
    lagCalendar: (lagCalendarCode && P6_LAG_CALENDARS[lagCalendarCode]) || 'predecessor',
    defaultCalendarId,
    hoursPerDay,
    hoursPerWeek,
  };
  const dataDate = project.date('last_recalc_date');
  if (dataDate !== undefined) options.statusDate = dataDate;
  const mustFinishBy = project.date('plan_end_date');
  if (mustFinishBy !== undefined) options.mustFinishBy = mustFinishBy;
  const finish = project.date('scd_end_date');
  if (finish !== undefined) options.projectFinish = finish;
  const earlyStartLag = option('sched_lag_early_start_flag');
  if (earlyStartLag !== undefined) options.startToStartLagFromEarlyStart = earlyStartLag === 'Y';
  return options;
}

function readConstraint(task: RowFields, typeField: string, dateField: string, warnings: ReadWarnings): Constraint | undefined {
  const code = task.text(typeField);
  if (code === undefined) return undefined;
  const known = P6_CONSTRAINTS[code];
  const activity = task.text('task_code') ?? task.text('task_id');
  if (!known) {
    warnings.add('constraint-unknown', (n) => `${counted(n, 'constraint')} of an unknown type ${were(n)} ignored`, `${activity} (${code})`);
    return undefined;
  }
  if (known.type === 'alap') return { ...known };
  const date = task.date(dateField);
  if (date === undefined) {
    warnings.add('constraint-without-date', (n) => `${counted(n, 'constraint')} without a date ${were(n)} ignored`, activity);
    return undefined;
  }
  return { ...known, date };
}

function percentComplete(task: RowFields, original: number, remaining: number | undefined): number {
  const status = task.text('status_code');
  if (status === 'TK_Complete') return 100;
  if (status !== 'TK_Active') return 0;
  switch (task.text('complete_pct_type')) {
    case 'CP_Phys':
      return task.number('phys_complete_pct') ?? 0;
    case 'CP_Units': {
      const actual = task.number('act_work_qty') ?? 0;
      const total = actual + (task.number('remain_work_qty') ?? 0);
      return total > 0 ? (actual / total) * 100 : 0;
    }
    default:
      return original > 0 && remaining !== undefined ? Math.max(0, Math.min(100, ((original - remaining) / original) * 100)) : 0;
  }
}

function readStored(task: RowFields, options: ScheduleOptions): StoredDates {
  const stored: StoredDates = {};
  const set = (key: keyof StoredDates, value: number | undefined): void => {
    if (value !== undefined) (stored as Record<string, number>)[key] = value;
  };
  // Some exports leave the early and late dates empty and keep only the remaining ones.
  set('earlyStart', task.date('early_start_date') ?? task.date('restart_date'));
  set('earlyFinish', task.date('early_end_date') ?? task.date('reend_date'));
  set('lateStart', task.date('late_start_date') ?? task.date('rem_late_start_date'));
  set('lateFinish', task.date('late_end_date') ?? task.date('rem_late_end_date'));
  set('start', task.date('act_start_date') ?? task.date('early_start_date'));
  set('finish', task.date('act_end_date') ?? task.date('early_end_date'));
  set('totalFloat', task.hoursAsMinutes('total_float_hr_cnt'));
  set('freeFloat', task.hoursAsMinutes('free_float_hr_cnt'));
  // XER keeps no critical flag: P6 derives it from total float, or from the longest path it stores.
  if (options.critical.kind === 'longest-path') {
    const onPath = task.flag('driving_path_flag');
    if (onPath !== undefined) stored.critical = onPath;
  } else if (stored.totalFloat !== undefined) {
    stored.critical = stored.totalFloat <= options.critical.threshold;
  }
  return stored;
}

function readTask(task: RowFields, taskId: string, options: ScheduleOptions, calendarIds: Set<string>, warnings: ReadWarnings): P6ActivityDraft {
  const code = task.text('task_code') ?? taskId;
  const type = task.text('task_type') ?? 'TT_Task';
  const milestone = type === 'TT_Mile' || type === 'TT_FinMile';
  const original = milestone ? 0 : task.hoursAsMinutes('target_drtn_hr_cnt') ?? 0;
  const activity: Activity = {
    id: code,
    name: task.text('task_name') ?? '',
    kind: milestone ? 'milestone' : type === 'TT_WBS' ? 'summary' : 'task',
    duration: original,
  };
  if (type === 'TT_LOE') activity.levelOfEffort = true;
  if (type === 'TT_FinMile') activity.finishMilestone = true;
  setP6ActivityCalendar(activity, task.text('clndr_id'), calendarIds, warnings, code);
  const constraint = readConstraint(task, 'cstr_type', 'cstr_date', warnings);
  if (constraint) activity.constraint = constraint;
  const secondary = readConstraint(task, 'cstr_type2', 'cstr_date2', warnings);
  if (secondary) activity.secondaryConstraint = secondary;

  const status = task.text('status_code');
  const remaining = milestone ? 0 : task.hoursAsMinutes('remain_drtn_hr_cnt');
  const progress: Progress = {};
  const actualStart = task.date('act_start_date');
  const actualFinish = task.date('act_end_date');
  if (status !== 'TK_NotStart' && actualStart !== undefined) progress.actualStart = actualStart;
  if (status === 'TK_Complete' && actualFinish !== undefined) progress.actualFinish = actualFinish;
  if (status !== 'TK_NotStart' || (remaining !== undefined && remaining !== original)) {
    progress.percentComplete = percentComplete(task, original, remaining);
    if (remaining !== undefined) progress.remainingDuration = status === 'TK_Complete' ? 0 : remaining;
    activity.progress = progress;
  }
  const work = (task.number('target_work_qty') ?? 0) + (task.number('target_equip_qty') ?? 0);
  if (work > 0) activity.hours = work;
  activity.stored = readStored(task, options);
  setPlannedBaseline(activity, task.date('target_start_date'), task.date('target_end_date'));
  return { activity, code, wbsSummary: type === 'TT_WBS', ...(task.text('wbs_id') ? { wbsId: task.required('wbs_id') } : {}) };
}

/**
 * Reads a Primavera P6 XER export (the first exported project in it). What P6 itself would pass over (links
 * into projects that were not exported, calendars that were not, unreadable calendar data) is skipped and
 * counted in `warnings`.
 */
export function readXer(text: string, warnings = new ReadWarnings(), options: XerReadOptions = {}): ScheduleModel {
  return readXerFile(text, warnings, options).model;
}

/** An XER read with what else a planner sees before importing it: its projects and how many resources it lists. */
export interface XerFileRead {
  model: ScheduleModel;
  projects: SourceProject[];
  resourceCount: number;
}

export function readXerFile(text: string, warnings = new ReadWarnings(), options: XerReadOptions = {}): XerFileRead {
  const tables = readXerTables(text);
  const projectRows = rowsOf(tables, 'PROJECT');
  const projects = exportedProjects(projectRows).flatMap((row) => {
    const id = row.text('proj_id');
    return id === undefined ? [] : [{ id, name: projectName(row) }];
  });
  return { model: readXerProject(tables, projectRows, warnings, options), projects, resourceCount: rowsOf(tables, 'RSRC').length };
}

function readXerProject(tables: ReturnType<typeof readXerTables>, projectRows: RowFields[], warnings: ReadWarnings, choice: XerReadOptions): ScheduleModel {
  const project = chooseProject(projectRows, warnings, choice.projectId);
  if (!project) throw new ScheduleFileError('XER file has no PROJECT table row: it holds no schedule');
  const projectId = project.required('proj_id');
  const calendars = readXerCalendars(tables, warnings);
  const scheduleOptions = rowsOf(tables, 'SCHEDOPTIONS').find((row) => row.text('proj_id') === projectId);
  const taskRows = rowsOf(tables, 'TASK').filter((row) => (row.text('proj_id') ?? projectId) === projectId);
  const options = readOptions(project, scheduleOptions, projectStartOf(project, taskRows, warnings), calendars, warnings);
  mendBaseCalendars(calendars.calendars, options.defaultCalendarId, warnings);
  const calendarIds = new Set(calendars.calendars.map((c) => c.id));

  // Links name activities by task_id; the model names them by their Activity ID when those are unique.
  const drafts: { taskId: string; draft: P6ActivityDraft }[] = [];
  for (const row of taskRows) {
    const taskId = row.text('task_id');
    if (taskId === undefined) {
      warnings.add('activity-without-id', (n) => `${counted(n, 'activity row', 'activity rows')} without a task_id ${were(n)} skipped`, `line ${row.row.line}`);
      continue;
    }
    drafts.push({ taskId, draft: readTask(row, taskId, options, calendarIds, warnings) });
  }
  const codeCounts = new Map<string, number>();
  for (const { draft } of drafts) codeCounts.set(draft.code, (codeCounts.get(draft.code) ?? 0) + 1);
  const idOfTask = new Map<string, string>();
  for (const { taskId, draft } of drafts) {
    if ((codeCounts.get(draft.code) ?? 0) > 1) draft.activity.id = `${draft.code} (${taskId})`;
    idOfTask.set(taskId, draft.activity.id);
  }
  const tasksInFile = new Set(rowsOf(tables, 'TASK').map((row) => row.text('task_id')));
  const links = readXerLinks(rowsOf(tables, 'TASKPRED'), idOfTask, tasksInFile, warnings);

  const wbsNodes: P6WbsNode[] = rowsOf(tables, 'PROJWBS')
    .filter((row) => (row.text('proj_id') ?? projectId) === projectId && row.text('wbs_id') !== undefined)
    .map((row) => {
      const node: P6WbsNode = {
        id: row.required('wbs_id'),
        code: row.text('wbs_short_name') ?? '',
        name: row.text('wbs_name') ?? '',
        sequence: row.number('seq_num') ?? 0,
        projectNode: row.flag('proj_node_flag') === true,
      };
      const parent = row.text('parent_wbs_id');
      if (parent !== undefined) node.parentId = parent;
      return node;
    });
  const activities = assembleP6Outline(wbsNodes, drafts.map((d) => d.draft));
  const activityOfTask = new Map(drafts.map(({ taskId, draft }) => [taskId, draft.activity]));
  const resources = readXerCodesAndResources(tables, projectId, activityOfTask, warnings);
  const model: ScheduleModel = { source: 'xer', options, calendars: calendars.calendars, activities, links };
  if (resources.length > 0) model.resources = resources;
  const name = project.text('proj_short_name');
  if (name !== undefined) model.name = name;
  assertModelReferences(model);
  return model;
}
