import type { Activity, CalendarDef, Constraint, Link, Progress, ScheduleModel, ScheduleOptions, StoredDates } from '../model';
import { assertModelReferences, defaultWeekDay } from './model-checks';
import { P6_CONSTRAINTS, P6_FLOAT_TYPES, P6_LAG_CALENDARS, P6_LINK_TYPES } from './p6-codes';
import { assembleP6Outline, type P6ActivityDraft, type P6WbsNode } from './p6-outline';
import { ScheduleFileError } from './schedule-file-error';
import { parseWallClock } from './wall-clock';
import { readXerCalendarData } from './xer-calendar-data';
import { readXerTables, type XerRow, type XerTable } from './xer-tables';

function rowError(table: string, row: XerRow, reason: string): ScheduleFileError {
  return new ScheduleFileError(`XER line ${row.line} (${table}): ${reason}`, row.line);
}

class RowFields {
  constructor(
    private readonly table: string,
    readonly row: XerRow,
  ) {}

  text(field: string): string | undefined {
    const value = this.row.values[field]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  required(field: string): string {
    const value = this.text(field);
    if (value === undefined) throw rowError(this.table, this.row, `${field} is empty`);
    return value;
  }

  number(field: string): number | undefined {
    const value = this.text(field);
    if (value === undefined) return undefined;
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) throw rowError(this.table, this.row, `${field} "${value}" is not a number`);
    return parsed;
  }

  /** Hours as whole minutes (XER durations, lags and floats are in hours). */
  hoursAsMinutes(field: string): number | undefined {
    const hours = this.number(field);
    return hours === undefined ? undefined : Math.round(hours * 60);
  }

  date(field: string): number | undefined {
    const value = this.text(field);
    if (value === undefined) return undefined;
    const parsed = parseWallClock(value);
    if (parsed === undefined) throw rowError(this.table, this.row, `${field} "${value}" is not a date`);
    return parsed;
  }

  flag(field: string): boolean | undefined {
    const value = this.text(field);
    return value === undefined ? undefined : value === 'Y';
  }
}

function rowsOf(tables: Map<string, XerTable>, name: string): RowFields[] {
  return (tables.get(name)?.rows ?? []).map((row) => new RowFields(name, row));
}

function readCalendars(tables: Map<string, XerTable>): { calendars: CalendarDef[]; hours: Map<string, [number, number]> } {
  const calendars: CalendarDef[] = [];
  const hours = new Map<string, [number, number]>();
  for (const row of rowsOf(tables, 'CALENDAR')) {
    const id = row.required('clndr_id');
    let data;
    try {
      data = row.text('clndr_data') ? readXerCalendarData(row.required('clndr_data')) : { week: null, exceptions: [] };
    } catch (error) {
      throw rowError('CALENDAR', row.row, `calendar ${id}: ${(error as Error).message}`);
    }
    const baseId = row.text('base_clndr_id');
    const calendar: CalendarDef = {
      id,
      name: row.text('clndr_name') ?? `Calendar ${id}`,
      // Without its own week a calendar takes its base's, or P6's standard week.
      week: data.week ?? (baseId ? [null, null, null, null, null, null, null] : [0, 1, 2, 3, 4, 5, 6].map(defaultWeekDay)),
      exceptions: data.exceptions,
    };
    if (baseId) calendar.baseCalendarId = baseId;
    const perDay = row.number('day_hr_cnt');
    const perWeek = row.number('week_hr_cnt');
    if (perDay !== undefined) calendar.hoursPerDay = perDay;
    if (perWeek !== undefined) calendar.hoursPerWeek = perWeek;
    hours.set(id, [perDay ?? 8, perWeek ?? 40]);
    calendars.push(calendar);
  }
  const ids = new Set(calendars.map((c) => c.id));
  const rows = rowsOf(tables, 'CALENDAR');
  calendars.forEach((calendar, i) => {
    const row = rows[i];
    if (row && calendar.baseCalendarId !== undefined && !ids.has(calendar.baseCalendarId)) {
      throw rowError('CALENDAR', row.row, `calendar ${calendar.id} names unknown base calendar ${calendar.baseCalendarId}`);
    }
  });
  return { calendars, hours };
}

function readOptions(
  project: RowFields,
  scheduleOptions: RowFields | undefined,
  calendars: CalendarDef[],
  hours: Map<string, [number, number]>,
  calendarRows: RowFields[],
): ScheduleOptions {
  // Scheduling options sit in SCHEDOPTIONS in recent exports and in PROJECT in older ones.
  const option = (field: string): string | undefined => scheduleOptions?.text(field) ?? project.text(field);
  const projectStart = project.date('plan_start_date');
  if (projectStart === undefined) throw rowError('PROJECT', project.row, 'plan_start_date is empty');
  const defaultCalendarId =
    project.text('clndr_id') ?? calendarRows.find((c) => c.flag('default_flag'))?.text('clndr_id') ?? calendars[0]?.id;
  if (defaultCalendarId === undefined) throw rowError('PROJECT', project.row, 'the file has no calendar');
  if (!calendars.some((c) => c.id === defaultCalendarId)) {
    throw rowError('PROJECT', project.row, `clndr_id ${defaultCalendarId} names an unknown calendar`);
  }
  const [hoursPerDay, hoursPerWeek] = hours.get(defaultCalendarId) ?? [8, 40];
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

function readConstraint(task: RowFields, typeField: string, dateField: string): Constraint | undefined {
  const code = task.text(typeField);
  if (code === undefined) return undefined;
  const known = P6_CONSTRAINTS[code];
  if (!known) throw rowError('TASK', task.row, `${typeField} "${code}" is not a known constraint`);
  if (known.type === 'alap') return { ...known };
  const date = task.date(dateField);
  if (date === undefined) throw rowError('TASK', task.row, `${typeField} ${code} without ${dateField}`);
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

function readTask(task: RowFields, options: ScheduleOptions, calendarIds: Set<string>): P6ActivityDraft {
  const taskId = task.required('task_id');
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
  const calendarId = task.text('clndr_id');
  if (calendarId !== undefined) {
    if (!calendarIds.has(calendarId)) throw rowError('TASK', task.row, `activity ${code} names unknown calendar ${calendarId}`);
    activity.calendarId = calendarId;
  }
  const constraint = readConstraint(task, 'cstr_type', 'cstr_date');
  if (constraint) activity.constraint = constraint;
  const secondary = readConstraint(task, 'cstr_type2', 'cstr_date2');
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
  return { activity, code, wbsSummary: type === 'TT_WBS', ...(task.text('wbs_id') ? { wbsId: task.required('wbs_id') } : {}) };
}

/** Reads a Primavera P6 XER export (the first project in it). */
export function readXer(text: string): ScheduleModel {
  const tables = readXerTables(text);
  const projects = rowsOf(tables, 'PROJECT');
  const project = projects[0];
  if (!project) throw new ScheduleFileError('XER file has no PROJECT table row');
  const projectId = project.required('proj_id');
  const { calendars, hours } = readCalendars(tables);
  const calendarIds = new Set(calendars.map((c) => c.id));
  const scheduleOptions = rowsOf(tables, 'SCHEDOPTIONS').find((row) => row.text('proj_id') === projectId);
  const options = readOptions(project, scheduleOptions, calendars, hours, rowsOf(tables, 'CALENDAR'));

  const taskRows = rowsOf(tables, 'TASK');
  const inProject = (row: RowFields): boolean => (row.text('proj_id') ?? projectId) === projectId;
  const drafts = taskRows.filter(inProject).map((task) => readTask(task, options, calendarIds));
  // Links name activities by task_id; the model names them by their Activity ID when those are unique.
  const codeCounts = new Map<string, number>();
  for (const d of drafts) codeCounts.set(d.code, (codeCounts.get(d.code) ?? 0) + 1);
  const idOfTask = new Map<string, string>();
  taskRows.filter(inProject).forEach((row, i) => {
    const draft = drafts[i];
    if (!draft) return;
    const taskId = row.required('task_id');
    if ((codeCounts.get(draft.code) ?? 0) > 1) draft.activity.id = `${draft.code} (${taskId})`;
    idOfTask.set(taskId, draft.activity.id);
  });
  const allTaskIds = new Set(taskRows.map((row) => row.text('task_id')));

  const links: Link[] = [];
  for (const row of rowsOf(tables, 'TASKPRED')) {
    const successorTask = row.required('task_id');
    const predecessorTask = row.required('pred_task_id');
    const successorId = idOfTask.get(successorTask);
    const predecessorId = idOfTask.get(predecessorTask);
    if (successorId === undefined || predecessorId === undefined) {
      // Links to activities of another project in the same export are outside this schedule.
      const missing = successorId === undefined ? successorTask : predecessorTask;
      if (allTaskIds.has(missing)) continue;
      throw rowError('TASKPRED', row.row, `link ${row.text('task_pred_id') ?? ''} names unknown task_id ${missing}`);
    }
    const typeCode = row.text('pred_type') ?? 'PR_FS';
    const type = P6_LINK_TYPES[typeCode];
    if (!type) throw rowError('TASKPRED', row.row, `pred_type "${typeCode}" is not a known link type`);
    const link: Link = { predecessorId, successorId, type, lag: { value: row.hoursAsMinutes('lag_hr_cnt') ?? 0, unit: 'working-minutes' } };
    const id = row.text('task_pred_id');
    if (id !== undefined) link.id = id;
    links.push(link);
  }

  const wbsNodes: P6WbsNode[] = rowsOf(tables, 'PROJWBS')
    .filter((row) => (row.text('proj_id') ?? projectId) === projectId)
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
  const activities = assembleP6Outline(wbsNodes, drafts);
  const model: ScheduleModel = { source: 'xer', options, calendars, activities, links };
  const name = project.text('proj_short_name');
  if (name !== undefined) model.name = name;
  assertModelReferences(model);
  return model;
}
