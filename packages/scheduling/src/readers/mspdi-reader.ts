import type {
  Activity,
  CalendarDef,
  Constraint,
  ConstraintType,
  Lag,
  Link,
  LinkType,
  Progress,
  ScheduleModel,
  ScheduleOptions,
  StoredDates,
} from '../model';
import { readMspdiBaselines } from './baseline-fields';
import { mendBaseCalendars } from './calendar-bases';
import { readMspdiCodesAndResources } from './mspdi-codes-resources';
import { readMspdiCalendar } from './mspdi-calendars';
import { resourceDrivenCalendar } from './calendar-union';
import { assertModelReferences, defaultWeekDay } from './model-checks';
import { counted, were, ReadWarnings } from './read-warnings';
import { parseIsoDuration } from './wall-clock';
import { dateField, flagField, numberField, xmlError } from './xml-fields';
import { childrenNamed, childText, descendants, parseXml, type XmlElement } from './xml-tree';

/** PredecessorLink/Type: 0 FF, 1 FS, 2 SF, 3 SS. */
const LINK_TYPES: LinkType[] = ['FF', 'FS', 'SF', 'SS'];
/** ConstraintType: 0 ASAP, 1 ALAP, 2 MSO, 3 MFO, 4 SNET, 5 SNLT, 6 FNET, 7 FNLT. */
const CONSTRAINT_TYPES: ConstraintType[] = ['asap', 'alap', 'mso', 'mfo', 'snet', 'snlt', 'fnet', 'fnlt'];
/** LagFormat codes of elapsed units (em, eh, ed, ew, emo and their estimated "?" forms). */
const ELAPSED_FORMATS = new Set([4, 6, 8, 10, 12, 36, 38, 40, 42, 44]);
const PERCENT_FORMATS = new Set([19, 51]);
const ELAPSED_PERCENT_FORMATS = new Set([20, 52]);

interface TaskContext {
  minutesPerDay: number;
  calendarIds: Set<string>;
  /** Calendars of the resources assigned to each task UID. */
  resourceCalendars: Map<string, string[]>;
  calendars: CalendarDef[];
  warnings: ReadWarnings;
}

function duration(task: XmlElement, name: string, minutesPerDay: number): number | undefined {
  const text = childText(task, name);
  if (text === undefined) return undefined;
  const value = parseIsoDuration(text, minutesPerDay);
  if (value === undefined) throw xmlError(task, `${name} "${text}" is not an ISO 8601 duration`);
  return value;
}

const ELAPSED_CALENDAR_ID = 'elapsed';

/** The round-the-clock calendar elapsed durations run on, added to the model the first time a task needs it. */
function elapsedCalendar(calendars: CalendarDef[]): string {
  if (!calendars.some((c) => c.id === ELAPSED_CALENDAR_ID)) {
    const allDay = { working: true, shifts: [{ from: 0, to: 1440 }] };
    calendars.push({ id: ELAPSED_CALENDAR_ID, name: 'Elapsed time', week: [0, 1, 2, 3, 4, 5, 6].map(() => ({ ...allDay, shifts: [...allDay.shifts] })), exceptions: [], hoursPerDay: 24, hoursPerWeek: 168 });
  }
  return ELAPSED_CALENDAR_ID;
}

/** The project calendar; a file without a usable one gets MS Project's Standard calendar, as a blank project has. */
function projectCalendar(project: XmlElement, calendars: CalendarDef[], warnings: ReadWarnings): string {
  const named = childText(project, 'CalendarUID');
  if (named !== undefined && calendars.some((c) => c.id === named)) return named;
  const fallback = calendars.find((c) => c.baseCalendarId === undefined);
  if (fallback) {
    warnings.add('project-calendar-missing', () => `the project calendar ${named ?? '(none named)'} is not in the file; ${fallback.name} was used`);
    return fallback.id;
  }
  const standard: CalendarDef = { id: 'standard', name: 'Standard', week: [0, 1, 2, 3, 4, 5, 6].map(defaultWeekDay), exceptions: [] };
  calendars.push(standard);
  warnings.add('project-calendar-missing', () => 'the file has no calendar; the Standard calendar (Monday to Friday, 8:00-17:00) was used');
  return standard.id;
}

/** The project start: MS Project always writes it; a file from elsewhere may not, and its first task start stands in. */
function projectStartOf(project: XmlElement, tasks: XmlElement[], warnings: ReadWarnings): number {
  const start = dateField(project, 'StartDate');
  if (start !== undefined) return start;
  const starts = tasks.flatMap((task) => {
    const value = dateField(task, 'Start');
    return value === undefined ? [] : [value];
  });
  if (starts.length === 0) throw xmlError(project, 'StartDate is missing and no task has a Start');
  warnings.add('project-start-missing', () => 'the project has no StartDate; its earliest task start was used');
  return Math.min(...starts);
}

function readOptions(project: XmlElement, projectStart: number, calendarUid: string): ScheduleOptions {
  const minutesPerDay = numberField(project, 'MinutesPerDay') ?? 480;
  const minutesPerWeek = numberField(project, 'MinutesPerWeek') ?? 2400;
  const options: ScheduleOptions = {
    scheduleFrom: flagField(project, 'ScheduleFromStart') === false ? 'finish' : 'start',
    projectStart,
    progressMode: 'retained-logic',
    // MS Project's total slack is the smaller of start slack and finish slack.
    totalFloatMode: 'smallest',
    // CriticalSlackLimit is in days.
    critical: { kind: 'float', threshold: (numberField(project, 'CriticalSlackLimit') ?? 0) * minutesPerDay },
    // MS Project counts a lag on the successor's calendar.
    lagCalendar: 'successor',
    defaultCalendarId: calendarUid,
    hoursPerDay: minutesPerDay / 60,
    hoursPerWeek: minutesPerWeek / 60,
    startConstraintsPrecedeProjectStart: true,
  };
  const finish = dateField(project, 'FinishDate');
  if (finish !== undefined) options.projectFinish = finish;
  const statusDate = dateField(project, 'StatusDate');
  if (statusDate !== undefined) options.statusDate = statusDate;
  return options;
}

function readLag(link: XmlElement): Lag {
  const raw = numberField(link, 'LinkLag') ?? 0;
  const format = numberField(link, 'LagFormat') ?? 7;
  // LinkLag is in tenths of a minute, or in percent of the predecessor's duration for percent formats.
  if (PERCENT_FORMATS.has(format) || ELAPSED_PERCENT_FORMATS.has(format)) return { value: raw, unit: 'percent' };
  return { value: raw / 10, unit: ELAPSED_FORMATS.has(format) ? 'elapsed-minutes' : 'working-minutes' };
}

function readStored(task: XmlElement): StoredDates {
  const stored: StoredDates = {};
  const dates: [keyof StoredDates, string][] = [
    ['start', 'Start'],
    ['finish', 'Finish'],
    ['earlyStart', 'EarlyStart'],
    ['earlyFinish', 'EarlyFinish'],
    ['lateStart', 'LateStart'],
    ['lateFinish', 'LateFinish'],
  ];
  for (const [key, name] of dates) {
    const value = dateField(task, name);
    if (value !== undefined) (stored as Record<string, number>)[key] = value;
  }
  // Slack is stored in tenths of a minute.
  const totalSlack = numberField(task, 'TotalSlack');
  if (totalSlack !== undefined) stored.totalFloat = totalSlack / 10;
  const freeSlack = numberField(task, 'FreeSlack');
  if (freeSlack !== undefined) stored.freeFloat = freeSlack / 10;
  const critical = flagField(task, 'Critical');
  if (critical !== undefined) stored.critical = critical;
  return stored;
}

function readProgress(task: XmlElement, minutesPerDay: number): Progress | undefined {
  const progress: Progress = {};
  const actualStart = dateField(task, 'ActualStart');
  const actualFinish = dateField(task, 'ActualFinish');
  const percent = numberField(task, 'PercentComplete') ?? 0;
  if (actualStart === undefined && actualFinish === undefined && percent === 0) return undefined;
  if (actualStart !== undefined) progress.actualStart = actualStart;
  if (actualFinish !== undefined) progress.actualFinish = actualFinish;
  progress.percentComplete = percent;
  const remaining = duration(task, 'RemainingDuration', minutesPerDay);
  if (remaining !== undefined) progress.remainingDuration = remaining;
  const resume = dateField(task, 'Resume');
  if (resume !== undefined) progress.resume = resume;
  return progress;
}

/**
 * A task's working time: its own calendar, combined with its resources' calendars unless the task ignores
 * them (MS Project schedules each assignment on its resource's calendar).
 */
function taskCalendar(task: XmlElement, uid: string, context: TaskContext): string | undefined {
  const own = childText(task, 'CalendarUID');
  let taskCalendarId = own !== undefined && own !== '-1' ? own : undefined;
  if (taskCalendarId !== undefined && !context.calendarIds.has(taskCalendarId)) {
    // MS Project schedules a task whose calendar is gone on the project calendar.
    context.warnings.add(
      'task-calendar-missing',
      (n) => `${counted(n, 'task')} named a calendar that is not in the file and ${were(n)} scheduled on the project calendar`,
      `${uid} (calendar ${taskCalendarId})`,
    );
    taskCalendarId = undefined;
  }
  if (flagField(task, 'IgnoreResourceCalendar') === true || flagField(task, 'Summary') === true) return taskCalendarId;
  const id = resourceDrivenCalendar(taskCalendarId, context.resourceCalendars.get(uid) ?? [], context.calendars);
  if (id !== undefined) context.calendarIds.add(id);
  return id;
}

function readResourceCalendars(project: XmlElement, calendarIds: Set<string>): Map<string, string[]> {
  const calendarOfResource = new Map<string, string>();
  for (const resource of descendants(project, ['Resources', 'Resource'])) {
    const uid = childText(resource, 'UID');
    const calendar = childText(resource, 'CalendarUID');
    // Work resources only (Type 1); material and cost resources have no working time.
    const type = numberField(resource, 'Type') ?? 1;
    if (uid !== undefined && calendar !== undefined && type === 1 && calendarIds.has(calendar)) {
      calendarOfResource.set(uid, calendar);
    }
  }
  const byTask = new Map<string, string[]>();
  for (const assignment of descendants(project, ['Assignments', 'Assignment'])) {
    const taskUid = childText(assignment, 'TaskUID');
    const resourceUid = childText(assignment, 'ResourceUID');
    const calendar = resourceUid === undefined ? undefined : calendarOfResource.get(resourceUid);
    if (taskUid === undefined || calendar === undefined) continue;
    byTask.set(taskUid, [...(byTask.get(taskUid) ?? []), calendar]);
  }
  return byTask;
}

function readConstraint(task: XmlElement, uid: string, honorConstraints: boolean, warnings: ReadWarnings): Constraint | undefined {
  const code = numberField(task, 'ConstraintType') ?? 0;
  const type = CONSTRAINT_TYPES[code];
  if (type === undefined || type === 'asap') {
    if (type === undefined) warnings.add('constraint-unknown', (n) => `${counted(n, 'task')} had an unknown ConstraintType and ${were(n)} read as-soon-as-possible`, uid);
    return undefined;
  }
  if (type === 'alap') return { type };
  const date = dateField(task, 'ConstraintDate');
  if (date === undefined) {
    warnings.add('constraint-without-date', (n) => `${counted(n, 'constraint')} without a ConstraintDate ${were(n)} ignored`, uid);
    return undefined;
  }
  return { type, date, ...(honorConstraints ? { mandatory: true } : {}) };
}

/**
 * Reads a Microsoft Project XML (MSPDI) file. Loose ends MS Project itself opens without a word (a link to a
 * task that is not in the file, a calendar whose base is gone) are skipped and counted in `warnings`.
 */
export function readMspdi(text: string, warnings = new ReadWarnings()): ScheduleModel {
  const project = parseXml(text);
  if (project.name !== 'Project') throw xmlError(project, 'an MSPDI file starts with <Project>');
  const calendars = descendants(project, ['Calendars', 'Calendar']).flatMap((calendar) => readMspdiCalendar(calendar) ?? []);
  const taskElements = descendants(project, ['Tasks', 'Task']);
  const calendarUid = projectCalendar(project, calendars, warnings);
  mendBaseCalendars(calendars, calendarUid, warnings);
  const options = readOptions(project, projectStartOf(project, taskElements, warnings), calendarUid);
  const calendarIds = new Set(calendars.map((c) => c.id));
  const minutesPerDay = options.hoursPerDay * 60;
  const context: TaskContext = {
    minutesPerDay,
    calendarIds,
    calendars,
    resourceCalendars: readResourceCalendars(project, calendarIds),
    warnings,
  };
  const honorConstraints = flagField(project, 'HonorConstraints') === true;

  const activities: Activity[] = [];
  const pendingLinks: { successor: XmlElement; successorId: string; link: XmlElement }[] = [];
  /** Summary ids by outline level, for WBS parents in outline order. */
  const outline: string[] = [];
  const knownUids = new Set<string>();
  for (const task of taskElements) {
    const uid = childText(task, 'UID');
    // UID 0 is the project summary task; null rows and inactive tasks take no part in the schedule.
    if (uid === '0' || flagField(task, 'IsNull') === true || flagField(task, 'Active') === false) continue;
    if (uid === undefined || knownUids.has(uid)) {
      warnings.add('task-without-uid', (n) => `${counted(n, 'task')} without a UID of its own ${were(n)} skipped`, uid ?? `line ${task.line}`);
      continue;
    }
    knownUids.add(uid);
    const summary = flagField(task, 'Summary') === true;
    const length = duration(task, 'Duration', minutesPerDay) ?? 0;
    const level = numberField(task, 'OutlineLevel') ?? 1;
    const activity: Activity = {
      id: uid,
      name: childText(task, 'Name') ?? '',
      kind: summary ? 'summary' : length === 0 ? 'milestone' : 'task',
      duration: summary || length > 0 ? length : 0,
      order: activities.length,
      outlineLevel: level,
    };
    outline.length = Math.max(0, level - 1);
    const parentId = outline[level - 2];
    if (level > 1 && parentId !== undefined) activity.parentId = parentId;
    if (summary) outline[level - 1] = uid;

    // An elapsed duration (days of 24 hours, every day) runs round the clock whatever the calendars say.
    const elapsed = ELAPSED_FORMATS.has(numberField(task, 'DurationFormat') ?? 7);
    const calendarId = elapsed ? elapsedCalendar(calendars) : taskCalendar(task, uid, context);
    if (calendarId !== undefined) activity.calendarId = calendarId;
    const constraint = readConstraint(task, uid, honorConstraints, warnings);
    if (constraint) activity.constraint = constraint;
    const deadline = dateField(task, 'Deadline');
    if (deadline !== undefined) activity.deadline = deadline;
    const progress = readProgress(task, minutesPerDay);
    if (progress) activity.progress = progress;
    if (flagField(task, 'Manual') === true) activity.manual = true;
    if (flagField(task, 'Recurring') === true) activity.recurring = true;
    const cost = numberField(task, 'Cost');
    // MSPDI costs are in hundredths of the currency unit.
    if (cost !== undefined) activity.cost = cost / 100;
    const work = duration(task, 'Work', minutesPerDay);
    if (work !== undefined) activity.hours = work / 60;
    activity.stored = readStored(task);
    const baselines = readMspdiBaselines(task, minutesPerDay);
    if (baselines.length > 0) activity.baselines = baselines;
    activities.push(activity);
    for (const link of childrenNamed(task, 'PredecessorLink')) pendingLinks.push({ successor: task, successorId: uid, link });
  }

  const links: Link[] = [];
  const listedUids = new Set(taskElements.map((t) => childText(t, 'UID')));
  for (const { successorId, link } of pendingLinks) {
    const predecessorId = childText(link, 'PredecessorUID');
    if (flagField(link, 'CrossProject') === true) {
      warnings.add('link-cross-project', (n) => `${counted(n, 'link')} into other projects ${were(n)} skipped`, `${predecessorId ?? '?'} -> ${successorId}`);
      continue;
    }
    if (predecessorId === undefined || !knownUids.has(predecessorId)) {
      // Links to null or inactive tasks take no part, as in MS Project; others point outside the file.
      if (predecessorId !== undefined && listedUids.has(predecessorId)) continue;
      warnings.add('link-outside-file', (n) => `${counted(n, 'link')} to tasks outside the file ${were(n)} skipped`, `${predecessorId ?? '?'} -> ${successorId}`);
      continue;
    }
    const typeCode = numberField(link, 'Type') ?? 1;
    const type = LINK_TYPES[typeCode];
    if (type === undefined) {
      warnings.add('link-type-unknown', (n) => `${counted(n, 'link')} of an unknown Type ${were(n)} skipped`, `${predecessorId} -> ${successorId}`);
      continue;
    }
    links.push({ predecessorId, successorId, type, lag: readLag(link) });
  }

  const model: ScheduleModel = { source: 'mspdi', options, calendars, activities, links };
  const resources = readMspdiCodesAndResources(project, taskElements, new Map(activities.map((a) => [a.id, a])), minutesPerDay, warnings);
  if (resources.length > 0) model.resources = resources;
  const name = childText(project, 'Name') ?? childText(project, 'Title');
  if (name !== undefined) model.name = name;
  assertModelReferences(model);
  return model;
}
