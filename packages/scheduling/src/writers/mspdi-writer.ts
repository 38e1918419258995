import type { Activity, ConstraintType, Lag, Link, LinkType, ScheduleModel } from '../model';
import { mspdiBaselines } from './baselines';
import { mspdiTaskUids, numericIds } from './export-ids';
import { isoDuration, xmlDateTime } from './export-formats';
import { mspdiCalendar } from './mspdi-calendar-writer';
import { outlineOrder } from './outline';
import { optional, renderXml, type XmlNode } from './xml-text';

const LINK_TYPE_CODES: Record<LinkType, number> = { FF: 0, FS: 1, SF: 2, SS: 3 };
const CONSTRAINT_CODES: Record<ConstraintType, number> = { asap: 0, alap: 1, mso: 2, mfo: 3, snet: 4, snlt: 5, fnet: 6, fnlt: 7 };
/** LagFormat: 7 days, 8 elapsed days, 19 percent. */
const LAG_FORMATS: Record<Lag['unit'], number> = { 'working-minutes': 7, 'elapsed-minutes': 8, percent: 19 };

const date = (name: string, value: number | undefined): XmlNode => (value === undefined ? undefined : [name, xmlDateTime(value)]);

function predecessorLink(link: Link, uids: Map<string, number>): XmlNode {
  // LinkLag counts tenths of a minute, or percent of the predecessor's duration.
  const lag = link.lag.unit === 'percent' ? Math.round(link.lag.value) : Math.round(link.lag.value * 10);
  return [
    'PredecessorLink',
    [['PredecessorUID', uids.get(link.predecessorId)!], ['Type', LINK_TYPE_CODES[link.type]], ['CrossProject', 0], ['LinkLag', lag], ['LagFormat', LAG_FORMATS[link.lag.unit]]],
  ];
}

interface TaskContext {
  uids: Map<string, number>;
  calendarUids: Map<string, number>;
  linksTo: Map<string, Link[]>;
}

function task(activity: Activity, position: number, level: number, outlineNumber: string, context: TaskContext): XmlNode {
  const { progress, constraint } = activity;
  const milestone = activity.kind === 'milestone';
  const duration = milestone ? 0 : activity.duration;
  const remaining = progress?.remainingDuration;
  const constraintType = constraint?.type ?? 'asap';
  return [
    'Task',
    [
      ['UID', context.uids.get(activity.id)!],
      ['ID', position],
      ['Name', activity.name],
      activity.manual ? ['Manual', 1] : undefined,
      ['IsNull', 0],
      ['WBS', outlineNumber],
      ['OutlineNumber', outlineNumber],
      ['OutlineLevel', level],
      date('Start', activity.stored?.start),
      date('Finish', activity.stored?.finish),
      ['Duration', isoDuration(duration)],
      ['DurationFormat', 7],
      date('Resume', progress?.resume),
      activity.recurring ? ['Recurring', 1] : undefined,
      ['Milestone', milestone ? 1 : 0],
      ['Summary', activity.kind === 'summary' ? 1 : 0],
      // MS Project keeps whole percentages; the remaining duration below carries the exact progress.
      ['PercentComplete', Math.round(progress?.percentComplete ?? 0)],
      date('ActualStart', progress?.actualStart),
      date('ActualFinish', progress?.actualFinish),
      remaining === undefined ? undefined : ['ActualDuration', isoDuration(Math.max(0, duration - remaining))],
      remaining === undefined ? undefined : ['RemainingDuration', isoDuration(remaining)],
      ['ConstraintType', CONSTRAINT_CODES[constraintType]],
      ['CalendarUID', activity.calendarId === undefined ? -1 : context.calendarUids.get(activity.calendarId) ?? -1],
      date('ConstraintDate', constraintType === 'asap' || constraintType === 'alap' ? undefined : constraint?.date),
      date('Deadline', activity.deadline),
      ['IgnoreResourceCalendar', 1],
      ...(context.linksTo.get(activity.id) ?? []).map((link) => predecessorLink(link, context.uids)),
      // The schema puts Baseline after the predecessor links and extended attributes; MS Project refuses another order.
      ...mspdiBaselines(activity).map(
        (b): XmlNode => ['Baseline', [['Number', b.number], ['Start', xmlDateTime(b.start)], ['Finish', xmlDateTime(b.finish)], ['Duration', isoDuration(b.duration)], ['DurationFormat', 7]]],
      ),
    ],
  ];
}

/**
 * The model as Microsoft Project XML (MSPDI): project options, calendars, and the tasks in outline order with their
 * predecessor links. MS Project's hours per day apply to the whole project, so durations go out in hours.
 * MSPDI holds one constraint per task and honours constraint dates for all or none: mandatory constraints
 * survive only when every dated constraint of the model is mandatory.
 */
export function writeMspdi(model: ScheduleModel): string {
  const { options } = model;
  const uids = mspdiTaskUids(model);
  const calendarUids = numericIds(model.calendars.map((c) => c.id));
  const linksTo = new Map<string, Link[]>();
  for (const link of model.links) linksTo.set(link.successorId, [...(linksTo.get(link.successorId) ?? []), link]);
  const context: TaskContext = { uids, calendarUids, linksTo };
  const dated = model.activities.flatMap((a) => (a.constraint && a.constraint.type !== 'asap' && a.constraint.type !== 'alap' ? [a.constraint] : []));
  const honorConstraints = dated.length > 0 && dated.every((c) => c.mandatory === true);
  const minutesPerDay = Math.round(options.hoursPerDay * 60);
  const calendars = model.calendars.map((calendar) => {
    const base = calendar.baseCalendarId === undefined || calendar.combine ? undefined : calendarUids.get(calendar.baseCalendarId);
    return mspdiCalendar(calendar, calendarUids.get(calendar.id)!, base, model);
  });
  const tasks = outlineOrder(model).map(({ activity, level, outlineNumber }, index) => task(activity, index + 1, level, outlineNumber, context));
  const project: XmlNode[] = [
    ['SaveVersion', 14],
    optional('Name', model.name),
    optional('Title', model.name),
    ['ScheduleFromStart', options.scheduleFrom === 'finish' ? 0 : 1],
    ['StartDate', xmlDateTime(options.projectStart)],
    date('FinishDate', options.projectFinish),
    // CriticalSlackLimit is in days.
    ['CriticalSlackLimit', options.critical.kind === 'float' ? Math.round(options.critical.threshold / minutesPerDay) : 0],
    ['CalendarUID', calendarUids.get(options.defaultCalendarId)!],
    ['MinutesPerDay', minutesPerDay],
    ['MinutesPerWeek', Math.round(options.hoursPerWeek * 60)],
    ['HonorConstraints', honorConstraints ? 1 : 0],
    date('StatusDate', options.statusDate),
    ['Calendars', calendars],
    ['Tasks', tasks],
  ];
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Project xmlns="http://schemas.microsoft.com/project">\n${renderXml(project, 1)}</Project>\n`;
}
