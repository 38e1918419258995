import type { LagCalendar, ScheduleModel, ScheduleOptions, Shift } from '../model';
import { isoFromMinutes } from '../calendar/civil-date';
import { hours, timeOfDay, xmlDateTime } from './export-formats';
import { planP6Export, type P6ActivityType, type P6ConstraintRow, type P6Status } from './p6-export-plan';
import { p6WorkingTime } from './p6-working-time';
import { p6XmlBaselineProjects } from './p6-xml-baselines';
import { optional, renderXml, type XmlNode } from './xml-text';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const TYPES: Record<P6ActivityType, string> = { TT_Task: 'Task Dependent', TT_Mile: 'Start Milestone', TT_FinMile: 'Finish Milestone', TT_LOE: 'Level of Effort' };
const STATUSES: Record<P6Status, string> = { TK_NotStart: 'Not Started', TK_Active: 'In Progress', TK_Complete: 'Completed' };
const LINK_TYPES = { PR_FS: 'Finish to Start', PR_SS: 'Start to Start', PR_FF: 'Finish to Finish', PR_SF: 'Start to Finish' } as const;
const CONSTRAINTS: Record<string, string> = {
  CS_MSOA: 'Start On or After',
  CS_MSOB: 'Start On or Before',
  CS_MEOA: 'Finish On or After',
  CS_MEOB: 'Finish On or Before',
  CS_MSO: 'Start On',
  CS_MEO: 'Finish On',
  CS_MANDSTART: 'Mandatory Start',
  CS_MANDFIN: 'Mandatory Finish',
  CS_ALAP: 'As Late As Possible',
};
const LAG_CALENDARS: Record<LagCalendar, string> = {
  predecessor: 'Predecessor Activity Calendar',
  successor: 'Successor Activity Calendar',
  'project-default': 'Project Default Calendar',
  '24h': '24 Hour Calendar',
};
const FLOAT_TYPES: Record<ScheduleOptions['totalFloatMode'], string> = {
  finish: 'Finish Float = Late Finish - Early Finish',
  start: 'Start Float = Late Start - Early Start',
  smallest: 'Smallest of Start Float and Finish Float',
};

const date = (name: string, value: number | undefined): XmlNode => (value === undefined ? undefined : [name, xmlDateTime(value)]);

/** P6 XML work times end on their last working minute (11:59 for a period that ends at noon). */
const workTimes = (shifts: readonly Shift[]): XmlNode[] =>
  shifts.map((s): XmlNode => ['WorkTime', [['Finish', timeOfDay((s.to + 1439) % 1440, true)], ['Start', timeOfDay(s.from, true)]]]);

const constraint = (row: P6ConstraintRow | undefined, prefix: string): XmlNode[] =>
  row ? [date(`${prefix}ConstraintDate`, row.date), [`${prefix}ConstraintType`, CONSTRAINTS[row.code] ?? 'None']] : [];

/**
 * The model as a P6 XML export (`APIBusinessObjects`): global calendars, then one project with its schedule options,
 * WBS, activities and relationships, then a baseline project per numbered baseline. Elements go in P6's alphabetical
 * order.
 */
export function writeP6Xml(model: ScheduleModel): string {
  const plan = planP6Export(model);
  const { options } = model;
  // WBS nodes and projects share P6's object ids: a node numbered like the project would hang from it.
  const projectId = Math.max(0, ...plan.wbs.map((node) => node.id)) + 1;
  const calendars = model.calendars.map((calendar): XmlNode => {
    const time = p6WorkingTime(calendar, model);
    const base = calendar.baseCalendarId === undefined || calendar.combine ? undefined : plan.calendarIds.get(calendar.baseCalendarId);
    const isDefault = calendar.id === options.defaultCalendarId;
    const exceptions = [...time.exceptions].sort((a, b) => a[0] - b[0]);
    return [
      'Calendar',
      [
        optional('BaseCalendarObjectId', base),
        ['HoursPerDay', calendar.hoursPerDay ?? (isDefault ? options.hoursPerDay : 8)],
        ['HoursPerWeek', calendar.hoursPerWeek ?? (isDefault ? options.hoursPerWeek : 40)],
        ['IsDefault', isDefault ? 1 : 0],
        ['Name', calendar.name],
        ['ObjectId', plan.calendarIds.get(calendar.id)!],
        ['Type', base === undefined ? 'Global' : 'Resource'],
        time.week ? ['StandardWorkWeek', time.week.map((shifts, day): XmlNode => ['StandardWorkHours', [['DayOfWeek', DAY_NAMES[day]!], ...workTimes(shifts)]])] : undefined,
        exceptions.length > 0
          ? ['HolidayOrExceptions', exceptions.map(([day, shifts]): XmlNode => ['HolidayOrException', [['Date', `${isoFromMinutes(day * 1440).slice(0, 10)}T00:00:00`], ...workTimes(shifts)]])]
          : undefined,
      ],
    ];
  });
  const wbs = plan.wbs.map((node): XmlNode => [
    'WBS',
    [['Code', node.code], ['Name', node.name], ['ObjectId', node.id], ['ParentObjectId', node.parentId ?? projectId], ['ProjectObjectId', projectId], ['SequenceNumber', node.sequence]],
  ]);
  const activities = plan.activities.map((row): XmlNode => [
    'Activity',
    [
      date('ActualFinishDate', row.actualFinish),
      date('ActualStartDate', row.actualStart),
      ['CalendarObjectId', row.calendarId],
      date('FinishDate', row.finish),
      ['Id', row.code],
      ['Name', row.name],
      ['ObjectId', row.objectId],
      // P6 XML writes percentages as fractions.
      ['PercentComplete', row.percentComplete / 100],
      ['PercentCompleteType', 'Physical'],
      ['PhysicalPercentComplete', row.percentComplete / 100],
      ['PlannedDuration', hours(row.duration)],
      ['PlannedFinishDate', xmlDateTime(row.plannedFinish)],
      ['PlannedStartDate', xmlDateTime(row.plannedStart)],
      ...constraint(row.constraint, 'Primary'),
      ['ProjectObjectId', projectId],
      ['RemainingDuration', hours(row.remaining)],
      date('RemainingEarlyFinishDate', row.remainingFinish),
      date('RemainingEarlyStartDate', row.remainingStart),
      ...constraint(row.secondaryConstraint, 'Secondary'),
      date('StartDate', row.start),
      ['Status', STATUSES[row.status]],
      ['Type', TYPES[row.type]],
      optional('WBSObjectId', row.wbsId),
    ],
  ]);
  const relationships = plan.links.map((link): XmlNode => [
    'Relationship',
    [['Lag', hours(link.lag)], ['ObjectId', link.objectId], ['PredecessorActivityObjectId', link.predecessor], ['SuccessorActivityObjectId', link.successor], ['Type', LINK_TYPES[link.type]]],
  ]);
  const scheduleOptions: XmlNode = [
    'ScheduleOptions',
    [
      ['ComputeTotalFloatType', FLOAT_TYPES[options.totalFloatMode]],
      ['CriticalActivityFloatThreshold', hours(options.critical.kind === 'float' ? options.critical.threshold : 0)],
      ['CriticalActivityPathType', options.critical.kind === 'longest-path' ? 'Longest Path' : 'Critical Float'],
      ['OutOfSequenceScheduleType', options.progressMode === 'progress-override' ? 'Progress Override' : 'Retained Logic'],
      ['RelationshipLagCalendar', LAG_CALENDARS[options.lagCalendar]],
      options.startToStartLagFromEarlyStart === undefined ? undefined : ['StartToStartLagCalculationType', options.startToStartLagFromEarlyStart ? 'Early Start' : 'Actual Start'],
    ],
  ];
  const name = model.name ?? 'Project';
  const project: XmlNode = [
    'Project',
    [
      ['ActivityDefaultCalendarObjectId', plan.defaultCalendarId],
      date('DataDate', options.statusDate),
      ['ExportFlag', 1],
      ['Id', name],
      date('MustFinishByDate', options.mustFinishBy),
      ['Name', name],
      ['ObjectId', projectId],
      ['PlannedStartDate', xmlDateTime(options.projectStart)],
      date('ScheduledFinishDate', options.projectFinish),
      scheduleOptions,
      ...wbs,
      ...activities,
      ...relationships,
    ],
  ];
  const lastObjectId = Math.max(projectId, ...plan.activities.map((row) => row.objectId), ...plan.links.map((link) => link.objectId));
  const baselines = p6XmlBaselineProjects(plan.activities, { objectId: projectId, name }, lastObjectId + 1);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<APIBusinessObjects xmlns="http://xmlns.oracle.com/Primavera/P6/V8.3/API/BusinessObjects">\n${renderXml([...calendars, project, ...baselines], 1)}</APIBusinessObjects>\n`;
}
