import type { LagCalendar, ScheduleModel, ScheduleOptions } from '../model';
import { hours, xerDateTime } from './export-formats';
import { planP6Export, type P6ConstraintRow } from './p6-export-plan';
import { p6WorkingTime } from './p6-working-time';
import { xerCalendarData } from './xer-calendar-data-writer';

type Value = string | number | undefined;

/** One table: %T, the %F field names and a %R line per row, tab-separated as P6 writes them. */
function table(name: string, fields: readonly string[], rows: readonly Record<string, Value>[]): string[] {
  // A tab or line break inside a value would start a new field or row.
  const cell = (value: Value): string => (value === undefined ? '' : String(value).replace(/[\t\r\n]+/g, ' '));
  return [`%T\t${name}`, `%F\t${fields.join('\t')}`, ...rows.map((row) => `%R\t${fields.map((f) => cell(row[f])).join('\t')}`)];
}

const LAG_CALENDARS: Record<LagCalendar, string> = {
  predecessor: 'rcal_Predecessor',
  successor: 'rcal_Successor',
  'project-default': 'rcal_ProjDefault',
  '24h': 'rcal_24Hour',
};

const FLOAT_TYPES: Record<ScheduleOptions['totalFloatMode'], string> = { finish: 'FT_FF', start: 'FT_SF', smallest: 'FT_SmallFF' };

const date = (value: number | undefined): string | undefined => (value === undefined ? undefined : xerDateTime(value));

const constraintFields = (constraint: P6ConstraintRow | undefined, type: string, dateField: string): Record<string, Value> =>
  constraint ? { [type]: constraint.code, [dateField]: date(constraint.date) } : {};

const PROJECT_ID = 1;

/**
 * The model as a P6 XER export of one project: PROJECT, CALENDAR, PROJWBS, TASK and TASKPRED. The text is meant to
 * be saved as UTF-8, which the readers recognise without a code page on the header line.
 */
export function writeXer(model: ScheduleModel, exportDate = new Date()): string {
  const plan = planP6Export(model);
  const { options } = model;
  const projectNodeId = Math.max(0, ...plan.wbs.map((w) => w.id)) + 1;
  const name = model.name ?? 'Project';
  const lines = [`ERMHDR\t8.0\t${exportDate.toISOString().slice(0, 10)}\tProject\tadmin\tadmin\tdbxDatabaseNoName\tProject Management\tUSD`];
  lines.push(
    ...table(
      'PROJECT',
      ['proj_id', 'proj_short_name', 'export_flag', 'clndr_id', 'plan_start_date', 'plan_end_date', 'scd_end_date', 'last_recalc_date', 'critical_path_type', 'critical_drtn_hr_cnt', 'sched_calendar_on_relationship_lag', 'sched_float_type', 'sched_progress_override', 'sched_retained_logic', 'sched_lag_early_start_flag'],
      [
        {
          proj_id: PROJECT_ID,
          proj_short_name: name,
          export_flag: 'Y',
          clndr_id: plan.defaultCalendarId,
          plan_start_date: date(options.projectStart),
          plan_end_date: date(options.mustFinishBy),
          scd_end_date: date(options.projectFinish),
          last_recalc_date: date(options.statusDate),
          critical_path_type: options.critical.kind === 'longest-path' ? 'CT_DrivPath' : 'CT_TotFloat',
          critical_drtn_hr_cnt: hours(options.critical.kind === 'float' ? options.critical.threshold : 0),
          sched_calendar_on_relationship_lag: LAG_CALENDARS[options.lagCalendar],
          sched_float_type: FLOAT_TYPES[options.totalFloatMode],
          sched_progress_override: options.progressMode === 'progress-override' ? 'Y' : 'N',
          sched_retained_logic: options.progressMode === 'retained-logic' ? 'Y' : 'N',
          sched_lag_early_start_flag: options.startToStartLagFromEarlyStart === undefined ? undefined : options.startToStartLagFromEarlyStart ? 'Y' : 'N',
        },
      ],
    ),
  );
  lines.push(
    ...table(
      'CALENDAR',
      ['clndr_id', 'default_flag', 'clndr_name', 'proj_id', 'base_clndr_id', 'clndr_type', 'day_hr_cnt', 'week_hr_cnt', 'clndr_data'],
      model.calendars.map((calendar) => {
        const id = plan.calendarIds.get(calendar.id)!;
        const isDefault = calendar.id === options.defaultCalendarId;
        const base = calendar.baseCalendarId === undefined || calendar.combine ? undefined : plan.calendarIds.get(calendar.baseCalendarId);
        return {
          clndr_id: id,
          default_flag: isDefault ? 'Y' : 'N',
          clndr_name: calendar.name,
          proj_id: base === undefined ? undefined : PROJECT_ID,
          base_clndr_id: base,
          clndr_type: base === undefined ? 'CA_Base' : 'CA_Project',
          day_hr_cnt: calendar.hoursPerDay ?? (isDefault ? options.hoursPerDay : 8),
          week_hr_cnt: calendar.hoursPerWeek ?? (isDefault ? options.hoursPerWeek : 40),
          clndr_data: xerCalendarData(p6WorkingTime(calendar, model)),
        };
      }),
    ),
  );
  lines.push(
    ...table('PROJWBS', ['wbs_id', 'proj_id', 'seq_num', 'proj_node_flag', 'status_code', 'wbs_short_name', 'wbs_name', 'parent_wbs_id'], [
      { wbs_id: projectNodeId, proj_id: PROJECT_ID, seq_num: 0, proj_node_flag: 'Y', status_code: 'WS_Open', wbs_short_name: name, wbs_name: name },
      ...plan.wbs.map((node) => ({
        wbs_id: node.id,
        proj_id: PROJECT_ID,
        seq_num: node.sequence,
        proj_node_flag: 'N',
        status_code: 'WS_Open',
        wbs_short_name: node.code,
        wbs_name: node.name,
        parent_wbs_id: node.parentId ?? projectNodeId,
      })),
    ]),
  );
  lines.push(
    ...table(
      'TASK',
      ['task_id', 'proj_id', 'wbs_id', 'clndr_id', 'phys_complete_pct', 'complete_pct_type', 'task_type', 'duration_type', 'status_code', 'task_code', 'task_name', 'remain_drtn_hr_cnt', 'target_drtn_hr_cnt', 'cstr_date', 'act_start_date', 'act_end_date', 'cstr_type', 'cstr_date2', 'cstr_type2', 'target_start_date', 'target_end_date', 'early_start_date', 'early_end_date', 'restart_date', 'reend_date'],
      plan.activities.map((row) => ({
        task_id: row.objectId,
        proj_id: PROJECT_ID,
        wbs_id: row.wbsId ?? projectNodeId,
        clndr_id: row.calendarId,
        // Physical percent complete carries the model's percentage as it is; P6 schedules by the remaining duration.
        phys_complete_pct: Number(row.percentComplete.toFixed(4)),
        complete_pct_type: 'CP_Phys',
        task_type: row.type,
        duration_type: 'DT_FixedDrtn',
        status_code: row.status,
        task_code: row.code,
        task_name: row.name,
        remain_drtn_hr_cnt: hours(row.remaining),
        target_drtn_hr_cnt: hours(row.duration),
        act_start_date: date(row.actualStart),
        act_end_date: date(row.actualFinish),
        target_start_date: date(row.plannedStart),
        target_end_date: date(row.plannedFinish),
        early_start_date: date(row.remainingStart),
        early_end_date: date(row.remainingFinish),
        restart_date: date(row.remainingStart),
        reend_date: date(row.remainingFinish),
        ...constraintFields(row.constraint, 'cstr_type', 'cstr_date'),
        ...constraintFields(row.secondaryConstraint, 'cstr_type2', 'cstr_date2'),
      })),
    ),
  );
  lines.push(
    ...table(
      'TASKPRED',
      ['task_pred_id', 'task_id', 'pred_task_id', 'proj_id', 'pred_proj_id', 'pred_type', 'lag_hr_cnt'],
      plan.links.map((link) => ({
        task_pred_id: link.objectId,
        task_id: link.successor,
        pred_task_id: link.predecessor,
        proj_id: PROJECT_ID,
        pred_proj_id: PROJECT_ID,
        pred_type: link.type,
        lag_hr_cnt: hours(link.lag),
      })),
    ),
  );
  lines.push('%E');
  return `${lines.join('\r\n')}\r\n`;
}
