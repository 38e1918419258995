import type { Activity, CalendarDef, Constraint, Link, Progress, ScheduleModel, ScheduleOptions, Shift, StoredDates, WeekDayHours } from '../model';
import { assertModelReferences, defaultWeekDay } from './model-checks';
import { P6_CONSTRAINTS, P6_FLOAT_TYPES, P6_LAG_CALENDARS, P6_LINK_TYPES } from './p6-codes';
import { assembleP6Outline, type P6ActivityDraft, type P6WbsNode } from './p6-outline';
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

function readOptions(project: XmlElement, calendars: { def: CalendarDef; element: XmlElement }[]): ScheduleOptions {
  // Newer exports keep the options in a ScheduleOptions element, older ones on the project itself.
  const scheduleOptions = child(project, 'ScheduleOptions');
  const option = (name: string): string | undefined =>
    (scheduleOptions ? childText(scheduleOptions, name) : undefined) ?? childText(project, name);
  const projectStart = dateField(project, 'PlannedStartDate') ?? dateField(project, 'StartDate');
  if (projectStart === undefined) throw xmlError(project, 'PlannedStartDate is missing');
  const defaultCalendarId =
    childText(project, 'ActivityDefaultCalendarObjectId') ??
    calendars.find((c) => flagField(c.element, 'IsDefault') === true)?.def.id ??
    calendars[0]?.def.id;
  const defaultCalendar = calendars.find((c) => c.def.id === defaultCalendarId)?.def;
  if (defaultCalendarId === undefined || !defaultCalendar) {
    throw xmlError(project, `default calendar ${defaultCalendarId ?? ''} is not in the file`);
  }
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
    defaultCalendarId,
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

function readConstraint(activity: XmlElement, typeName: string, dateName: string): Constraint | undefined {
  const code = childText(activity, typeName);
  if (code === undefined) return undefined;
  const known = P6_CONSTRAINTS[code];
  if (!known) throw xmlError(activity, `${typeName} "${code}" is not a known constraint`);
  if (known.type === 'alap') return { ...known };
  const date = dateField(activity, dateName);
  if (date === undefined) throw xmlError(activity, `${typeName} "${code}" without ${dateName}`);
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

function readActivity(element: XmlElement, options: ScheduleOptions, calendarIds: Set<string>): P6ActivityDraft {
  const objectId = childText(element, 'ObjectId');
  if (objectId === undefined) throw xmlError(element, 'activity without ObjectId');
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
  const calendarId = childText(element, 'CalendarObjectId');
  if (calendarId !== undefined) {
    if (!calendarIds.has(calendarId)) throw xmlError(element, `activity ${code} names unknown calendar ${calendarId}`);
    activity.calendarId = calendarId;
  }
  const constraint = readConstraint(element, 'PrimaryConstraintType', 'PrimaryConstraintDate');
  if (constraint) activity.constraint = constraint;
  const secondary = readConstraint(element, 'SecondaryConstraintType', 'SecondaryConstraintDate');
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
  const wbsId = childText(element, 'WBSObjectId');
  return { activity, code, wbsSummary: type === 'WBS Summary', ...(wbsId !== undefined ? { wbsId } : {}) };
}

/** Reads a Primavera P6 XML export (`APIBusinessObjects`, its first project with activities). */
export function readP6Xml(text: string): ScheduleModel {
  const root = parseXml(text);
  if (root.name !== 'APIBusinessObjects') throw xmlError(root, 'a P6 XML file starts with <APIBusinessObjects>');
  const projects = childrenNamed(root, 'Project');
  const project = projects.find((p) => child(p, 'Activity')) ?? projects[0];
  if (!project) throw xmlError(root, 'no <Project> in the file');
  const projectObjectId = childText(project, 'ObjectId');
  const calendarElements = [...childrenNamed(root, 'Calendar'), ...childrenNamed(project, 'Calendar')];
  const calendars = calendarElements.map((element) => ({ def: readCalendar(element), element }));
  const calendarIds = new Set(calendars.map((c) => c.def.id));
  for (const { def, element } of calendars) {
    if (def.baseCalendarId !== undefined && !calendarIds.has(def.baseCalendarId)) {
      throw xmlError(element, `calendar ${def.id} names unknown base calendar ${def.baseCalendarId}`);
    }
  }
  const options = readOptions(project, calendars);

  const activityElements = childrenNamed(project, 'Activity');
  const drafts = activityElements.map((element) => readActivity(element, options, calendarIds));
  const codeCounts = new Map<string, number>();
  for (const d of drafts) codeCounts.set(d.code, (codeCounts.get(d.code) ?? 0) + 1);
  const idOfObject = new Map<string, string>();
  activityElements.forEach((element, i) => {
    const draft = drafts[i];
    const objectId = childText(element, 'ObjectId');
    if (!draft || objectId === undefined) return;
    if ((codeCounts.get(draft.code) ?? 0) > 1) draft.activity.id = `${draft.code} (${objectId})`;
    idOfObject.set(objectId, draft.activity.id);
  });

  const links: Link[] = [];
  for (const relationship of [...childrenNamed(root, 'Relationship'), ...childrenNamed(project, 'Relationship')]) {
    const predecessorObject = childText(relationship, 'PredecessorActivityObjectId');
    const successorObject = childText(relationship, 'SuccessorActivityObjectId');
    if (predecessorObject === undefined || successorObject === undefined) {
      throw xmlError(relationship, 'relationship without predecessor or successor');
    }
    const predecessorId = idOfObject.get(predecessorObject);
    const successorId = idOfObject.get(successorObject);
    if (predecessorId === undefined || successorId === undefined) {
      // A relationship to another project's activity lies outside this schedule.
      const otherProject = [childText(relationship, 'PredecessorProjectObjectId'), childText(relationship, 'SuccessorProjectObjectId')].some(
        (id) => id !== undefined && projectObjectId !== undefined && id !== projectObjectId,
      );
      if (otherProject) continue;
      const missing = predecessorId === undefined ? predecessorObject : successorObject;
      throw xmlError(relationship, `relationship names unknown activity ObjectId ${missing}`);
    }
    const typeName = childText(relationship, 'Type') ?? 'Finish to Start';
    const type = P6_LINK_TYPES[typeName];
    if (!type) throw xmlError(relationship, `relationship Type "${typeName}" is not known`);
    const link: Link = { predecessorId, successorId, type, lag: { value: hoursToMinutes(relationship, 'Lag') ?? 0, unit: 'working-minutes' } };
    const id = childText(relationship, 'ObjectId');
    if (id !== undefined) link.id = id;
    links.push(link);
  }

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
    activities: assembleP6Outline(wbsNodes, drafts),
    links,
  };
  const name = childText(project, 'Name');
  if (name !== undefined) model.name = name;
  assertModelReferences(model);
  return model;
}
