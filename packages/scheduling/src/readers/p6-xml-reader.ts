import type { Activity, CalendarDef, Constraint, Progress, ScheduleModel, ScheduleOptions, Shift, StoredDates, WeekDayHours } from '../model';
import { mendBaseCalendars } from './calendar-bases';
import { setPlannedBaseline } from './baseline-fields';
import { readP6XmlBaselineProjects } from './p6-xml-baselines';
import { assertModelReferences, defaultWeekDay } from './model-checks';
import { setP6ActivityCalendar } from './p6-activity-calendar';
import { P6_CONSTRAINTS, P6_FLOAT_TYPES, P6_LAG_CALENDARS } from './p6-codes';
import { assembleP6Outline, type P6ActivityDraft, type P6WbsNode } from './p6-outline';
import { readP6XmlCodesAndResources } from './p6-xml-codes-resources';
import { readP6Relationships } from './p6-xml-relationships';
import { counted, were, ReadWarnings } from './read-warnings';
import { dateOf, parseTimeOfDay } from './wall-clock';
import { dateField, flagField, numberField, xmlError } from './xml-fields';
import { child, childrenNamed, childText, descendants, parseXml, type XmlElement } from './xml-tree';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** P6 XML work times end on their last working minute (11:59 for a period that ends at noon). */
function readWorkTimes(container: XmlElement): Shift[] {
  return childrenNamed(container, 'WorkTime').flatMap((time) => {
    const start = childText(time, 'Start');
    const finish = childText(time, 'Finish');
    if (start === undefined || finish === undefined) return [];
    const from = parseTimeOfDay(start);
    const last = parseTimeOfDay(finish);
    if (from === undefined || last === undefined) throw xmlError(time, `unreadable work time ${start}-${finish}`);
    return [{ from, to: last + 1 === 1440 || last + 1 === 1 ? 1440 : last + 1 }];
  });
}

function hoursToMinutes(element: XmlElement, name: string): number | undefined {
  const hours = numberField(element, name);
  return hours === undefined ? undefined : Math.round(hours * 60);
}

function readCalendar(calendar: XmlElement): CalendarDef {
  const id = childText(calendar, 'ObjectId');
  if (id === undefined) throw xmlError(calendar, 'calendar without ObjectId');
  const baseId = childText(calendar, 'BaseCalendarObjectId');
  const week: WeekDayHours[] = [null, null, null, null, null, null, null];
  for (const hours of descendants(calendar, ['StandardWorkWeek', 'StandardWorkHours'])) {
    const dayName = childText(hours, 'DayOfWeek');
    const index = DAY_NAMES.indexOf(dayName ?? '');
    if (index < 0) throw xmlError(hours, `DayOfWeek "${dayName}" is not a weekday`);
    const shifts = readWorkTimes(hours);
    week[index] = { working: shifts.length > 0, shifts };
  }
  if (!child(calendar, 'StandardWorkWeek')) for (let d = 0; d < 7; d++) week[d] = baseId ? null : defaultWeekDay(d);
  for (let d = 0; d < 7; d++) if (!baseId) week[d] ??= { working: false, shifts: [] };
  const exceptions = descendants(calendar, ['HolidayOrExceptions', 'HolidayOrException']).map((exception) => {
    const date = dateField(exception, 'Date');
    if (date === undefined) throw xmlError(exception, 'exception without Date');
    const shifts = readWorkTimes(exception);
    const day = dateOf(date);
    return { fromDate: day, toDate: day, working: shifts.length > 0, shifts };
  });
  const def: CalendarDef = { id, name: childText(calendar, 'Name') ?? `Calendar ${id}`, week, exceptions };
  if (baseId) def.baseCalendarId = baseId;
  const perDay = numberField(calendar, 'HoursPerDay');
  const perWeek = numberField(calendar, 'HoursPerWeek');
  if (perDay !== undefined) def.hoursPerDay = perDay;
  if (perWeek !== undefined) def.hoursPerWeek = perWeek;
  return def;
}

/** The project's default calendar: its own, the one P6 flags as default, or P6's standard week when none is usable. */
function projectCalendar(project: XmlElement, calendars: { def: CalendarDef; element: XmlElement }[], warnings: ReadWarnings): CalendarDef {
  const named = childText(project, 'ActivityDefaultCalendarObjectId');
  const own = calendars.find((c) => c.def.id === named)?.def;
  if (own) return own;
  const fallback = (calendars.find((c) => flagField(c.element, 'IsDefault') === true) ?? calendars[0])?.def;
  if (fallback) {
    if (named !== undefined) warnings.add('project-calendar-missing', () => `the project calendar ${named} is not in the file; ${fallback.name} was used`);
    return fallback;
  }
  const standard: CalendarDef = { id: 'standard', name: 'Standard', week: [0, 1, 2, 3, 4, 5, 6].map(defaultWeekDay), exceptions: [], hoursPerDay: 8, hoursPerWeek: 40 };
  calendars.push({ def: standard, element: project });
  warnings.add('project-calendar-missing', () => "the file has no calendar; P6's standard week (Monday to Friday, 8:00-17:00) was used");
  return standard;
}

/** PlannedStartDate, or the earliest activity start when an export leaves it out. */
function projectStartOf(project: XmlElement, activities: XmlElement[], warnings: ReadWarnings): number {
  const start = dateField(project, 'PlannedStartDate') ?? dateField(project, 'StartDate');
  if (start !== undefined) return start;
  const starts = activities.flatMap((activity) => {
    const value = dateField(activity, 'ActualStartDate') ?? dateField(activity, 'StartDate') ?? dateField(activity, 'PlannedStartDate');
    return value === undefined ? [] : [value];
  });
  if (starts.length === 0) throw xmlError(project, 'PlannedStartDate is missing and no activity has a start');
  warnings.add('project-start-missing', () => 'the project has no PlannedStartDate; its earliest activity start was used');
  return Math.min(...starts);
}

function readOptions(project: XmlElement, projectStart: number, defaultCalendar: CalendarDef): ScheduleOptions {
  // Newer exports keep the options in a ScheduleOptions element, older ones on the project itself.
  const scheduleOptions = child(project, 'ScheduleOptions');
  const option = (name: string): string | undefined =>
    (scheduleOptions ? childText(scheduleOptions, name) : undefined) ?? childText(project, name);
  const thresholdText = option('CriticalActivityFloatLimit') ?? option('CriticalActivityFloatThreshold') ?? '0';
  const threshold = Number(thresholdText);
  if (!Number.isFinite(threshold)) throw xmlError(project, `critical float limit "${thresholdText}" is not a number`);
  const outOfSequence = option('OutOfSequenceScheduleType');
  const floatType = option('ComputeTotalFloatType');
  const lagCalendar = option('RelationshipLagCalendar');
  const options: ScheduleOptions = {
    scheduleFrom: 'start',
    projectStart,
    progressMode: outOfSequence === 'Progress Override' ? 'progress-override' : 'retained-logic',
    totalFloatMode: (floatType && P6_FLOAT_TYPES[floatType]) || 'finish',
    critical:
      option('CriticalActivityPathType') === 'Longest Path'
        ? { kind: 'longest-path' }
        : { kind: 'float', threshold: Math.round(threshold * 60) },
    lagCalendar: (lagCalendar && P6_LAG_CALENDARS[lagCalendar]) || 'predecessor',
    defaultCalendarId: defaultCalendar.id,
    hoursPerDay: defaultCalendar.hoursPerDay ?? 8,
    hoursPerWeek: defaultCalendar.hoursPerWeek ?? 40,
  };
  const dataDate = dateField(project, 'DataDate');
  if (dataDate !== undefined) options.statusDate = dataDate;
  const mustFinishBy = dateField(project, 'MustFinishByDate');
  if (mustFinishBy !== undefined) options.mustFinishBy = mustFinishBy;
  const finish = dateField(project, 'ScheduledFinishDate');
  if (finish !== undefined) options.projectFinish = finish;
  const lagFrom = option('StartToStartLagCalculationType');
  // 1 (or "Early Start") measures start-to-start lag from the early start.
  if (lagFrom !== undefined) options.startToStartLagFromEarlyStart = lagFrom === '1' || lagFrom === 'Early Start';
  return options;
}

function readConstraint(activity: XmlElement, typeName: string, dateName: string, warnings: ReadWarnings): Constraint | undefined {
  const code = childText(activity, typeName);
  if (code === undefined || code === 'None') return undefined;
  const known = P6_CONSTRAINTS[code];
  const id = childText(activity, 'Id') ?? childText(activity, 'ObjectId');
  if (!known) {
    warnings.add('constraint-unknown', (n) => `${counted(n, 'constraint')} of an unknown type ${were(n)} ignored`, `${id} (${code})`);
    return undefined;
  }
  if (known.type === 'alap') return { ...known };
  const date = dateField(activity, dateName);
  if (date === undefined) {
    warnings.add('constraint-without-date', (n) => `${counted(n, 'constraint')} without a date ${were(n)} ignored`, id);
    return undefined;
  }
  return { ...known, date };
}

function readStored(activity: XmlElement, options: ScheduleOptions): StoredDates {
  const stored: StoredDates = {};
  const set = (key: keyof StoredDates, value: number | undefined): void => {
    if (value !== undefined) (stored as Record<string, number>)[key] = value;
  };
  set('start', dateField(activity, 'StartDate'));
  set('finish', dateField(activity, 'FinishDate'));
  set('earlyStart', dateField(activity, 'EarlyStartDate') ?? dateField(activity, 'RemainingEarlyStartDate'));
  set('earlyFinish', dateField(activity, 'EarlyFinishDate') ?? dateField(activity, 'RemainingEarlyFinishDate'));
  set('lateStart', dateField(activity, 'LateStartDate') ?? dateField(activity, 'RemainingLateStartDate'));
  set('lateFinish', dateField(activity, 'LateFinishDate') ?? dateField(activity, 'RemainingLateFinishDate'));
  set('totalFloat', hoursToMinutes(activity, 'TotalFloat'));
  set('freeFloat', hoursToMinutes(activity, 'FreeFloat'));
  const critical = flagField(activity, 'IsCritical') ?? flagField(activity, 'Critical');
  if (critical !== undefined) stored.critical = critical;
  else if (options.critical.kind === 'longest-path') {
    const onPath = flagField(activity, 'IsLongestPath');
    if (onPath !== undefined) stored.critical = onPath;
  } else if (stored.totalFloat !== undefined) stored.critical = stored.totalFloat <= options.critical.threshold;
  return stored;
}

function readActivity(element: XmlElement, objectId: string, options: ScheduleOptions, calendarIds: Set<string>, warnings: ReadWarnings): P6ActivityDraft {
  const code = childText(element, 'Id') ?? objectId;
  const type = childText(element, 'Type') ?? 'Task Dependent';
  const milestone = type === 'Start Milestone' || type === 'Finish Milestone';
  const original = milestone ? 0 : hoursToMinutes(element, 'PlannedDuration') ?? 0;
  const activity: Activity = {
    id: code,
    name: childText(element, 'Name') ?? '',
    kind: milestone ? 'milestone' : type === 'WBS Summary' ? 'summary' : 'task',
    duration: original,
  };
  if (type === 'Level of Effort') activity.levelOfEffort = true;
  if (type === 'Finish Milestone') activity.finishMilestone = true;
  setP6ActivityCalendar(activity, childText(element, 'CalendarObjectId'), calendarIds, warnings, code);
  const constraint = readConstraint(element, 'PrimaryConstraintType', 'PrimaryConstraintDate', warnings);
  if (constraint) activity.constraint = constraint;
  const secondary = readConstraint(element, 'SecondaryConstraintType', 'SecondaryConstraintDate', warnings);
  if (secondary) activity.secondaryConstraint = secondary;

  const status = childText(element, 'Status') ?? 'Not Started';
  const remaining = milestone ? 0 : hoursToMinutes(element, 'RemainingDuration');
  const actualStart = dateField(element, 'ActualStartDate');
  const actualFinish = dateField(element, 'ActualFinishDate');
  if (status !== 'Not Started' || (remaining !== undefined && remaining !== original)) {
    const progress: Progress = {};
    if (status !== 'Not Started' && actualStart !== undefined) progress.actualStart = actualStart;
    if (status === 'Completed' && actualFinish !== undefined) progress.actualFinish = actualFinish;
    // P6 XML writes percentages as fractions.
    const fraction = numberField(element, 'PercentComplete') ?? (status === 'Completed' ? 1 : 0);
    progress.percentComplete = status === 'Completed' ? 100 : fraction * 100;
    if (remaining !== undefined) progress.remainingDuration = status === 'Completed' ? 0 : remaining;
    activity.progress = progress;
  }
  const units = (numberField(element, 'PlannedLaborUnits') ?? 0) + (numberField(element, 'PlannedNonLaborUnits') ?? 0);
  if (units > 0) activity.hours = units;
  const cost = (numberField(element, 'PlannedLaborCost') ?? 0) + (numberField(element, 'PlannedNonLaborCost') ?? 0);
  if (cost > 0) activity.cost = cost;
  activity.stored = readStored(element, options);
  setPlannedBaseline(activity, dateField(element, 'PlannedStartDate'), dateField(element, 'PlannedFinishDate'));
  const wbsId = childText(element, 'WBSObjectId');
  return { activity, code, wbsSummary: type === 'WBS Summary', ...(wbsId !== undefined ? { wbsId } : {}) };
}

/**
 * The project the export is of: the first one exported with activities. P6 writes the projects that
 * relationships reach into as well, as stubs carrying only the activities at the far end.
 */
function chooseProject(projects: XmlElement[], warnings: ReadWarnings): XmlElement | undefined {
  const exported = projects.filter((p) => flagField(p, 'ExportFlag') !== false && flagField(p, 'IsExternal') !== true);
  const withActivities = exported.filter((p) => child(p, 'Activity'));
  const chosen = withActivities[0] ?? exported[0] ?? projects[0];
  if (withActivities.length > 1 && chosen) {
    const name = childText(chosen, 'Id') ?? childText(chosen, 'Name') ?? '';
    warnings.add('projects-not-read', () => `the file holds ${withActivities.length} projects with activities; only the first, ${name}, was read`);
  }
  return chosen;
}

/**
 * Reads a Primavera P6 XML export (`APIBusinessObjects`, its first exported project with activities). What P6
 * itself would pass over (relationships into other projects, calendars that were not exported) is skipped
 * and counted in `warnings`.
 */
export function readP6Xml(text: string, warnings = new ReadWarnings()): ScheduleModel {
  const root = parseXml(text);
  if (root.name !== 'APIBusinessObjects') throw xmlError(root, 'a P6 XML file starts with <APIBusinessObjects>');
  const projects = childrenNamed(root, 'Project');
  const project = chooseProject(projects, warnings);
  if (!project) throw xmlError(root, 'no <Project> in the file: it holds no schedule');
  const projectObjectId = childText(project, 'ObjectId');
  const calendarElements = [...childrenNamed(root, 'Calendar'), ...childrenNamed(project, 'Calendar')];
  const calendars = calendarElements.map((element) => ({ def: readCalendar(element), element }));
  const activityElements = childrenNamed(project, 'Activity');
  const defaultCalendar = projectCalendar(project, calendars, warnings);
  const options = readOptions(project, projectStartOf(project, activityElements, warnings), defaultCalendar);
  mendBaseCalendars(calendars.map((c) => c.def), defaultCalendar.id, warnings);
  const calendarIds = new Set(calendars.map((c) => c.def.id));

  const drafts: { objectId: string; draft: P6ActivityDraft }[] = [];
  for (const element of activityElements) {
    const objectId = childText(element, 'ObjectId');
    if (objectId === undefined) {
      warnings.add('activity-without-id', (n) => `${counted(n, 'activity', 'activities')} without an ObjectId ${were(n)} skipped`, `line ${element.line}`);
      continue;
    }
    drafts.push({ objectId, draft: readActivity(element, objectId, options, calendarIds, warnings) });
  }
  const codeCounts = new Map<string, number>();
  for (const { draft } of drafts) codeCounts.set(draft.code, (codeCounts.get(draft.code) ?? 0) + 1);
  const idOfObject = new Map<string, string>();
  for (const { objectId, draft } of drafts) {
    if ((codeCounts.get(draft.code) ?? 0) > 1) draft.activity.id = `${draft.code} (${objectId})`;
    idOfObject.set(objectId, draft.activity.id);
  }
  const activitiesInFile = new Set(projects.flatMap((p) => childrenNamed(p, 'Activity').flatMap((a) => childText(a, 'ObjectId') ?? [])));
  const relationships = [...childrenNamed(root, 'Relationship'), ...projects.flatMap((p) => childrenNamed(p, 'Relationship'))];
  const links = readP6Relationships(relationships, idOfObject, activitiesInFile, warnings);

  const wbsNodes: P6WbsNode[] = [...childrenNamed(root, 'WBS'), ...childrenNamed(project, 'WBS')].map((wbs) => {
    const id = childText(wbs, 'ObjectId');
    if (id === undefined) throw xmlError(wbs, 'WBS without ObjectId');
    const node: P6WbsNode = {
      id,
      code: childText(wbs, 'Code') ?? '',
      name: childText(wbs, 'Name') ?? '',
      sequence: numberField(wbs, 'SequenceNumber') ?? 0,
      projectNode: false,
    };
    const parent = childText(wbs, 'ParentObjectId');
    if (parent !== undefined && parent !== projectObjectId) node.parentId = parent;
    return node;
  });
  const model: ScheduleModel = {
    source: 'p6xml',
    options,
    calendars: calendars.map((c) => c.def),
    activities: assembleP6Outline(wbsNodes, drafts.map((d) => d.draft)),
    links,
  };
  const activityOfObject = new Map(drafts.map(({ objectId, draft }) => [objectId, draft.activity]));
  const activityByCode = new Map(drafts.filter(({ draft }) => codeCounts.get(draft.code) === 1).map(({ draft }) => [draft.code, draft.activity]));
  readP6XmlBaselineProjects(root, projectObjectId, activityByCode, warnings);
  const resources = readP6XmlCodesAndResources(root, project, activityElements, activityOfObject, warnings);
  if (resources.length > 0) model.resources = resources;
  const name = childText(project, 'Name');
  if (name !== undefined) model.name = name;
  assertModelReferences(model);
  return model;
}
