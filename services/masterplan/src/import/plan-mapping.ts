import { ACTIVITY_COST_MAX, ACTIVITY_NAME_MAX, CORRELATIVE_ID_MAX, PLAN_NUMBER_MAX, type PlanActivity, type PlanLink } from '@tenon/contracts';
import { CycleError, dayOf, isoFromMinutes, schedule, type Activity, type Constraint, type Link, type Minutes, type ScheduleModel, type ScheduleResult } from '@tenon/scheduling';
import { counted, ReadWarnings, were, type ReadWarning } from '@tenon/scheduling/readers';
import { mapCalendar, type ImportedCalendar } from './calendar-mapping';
import { mapResources, tagsOf, type ImportedResource } from './codes-resources-mapping';

/** A schedule file in the master plan's terms: rows ready to save as version 1, with what changed on the way. */
export interface ImportedPlan {
  activities: PlanActivity[];
  links: PlanLink[];
  calendars: ImportedCalendar[];
  /** Every tag the activities carry (their activity or outline codes), each once, for the project's tag list. */
  tags: string[];
  /** The file's resources its activities use, with their quantities by activity. */
  resources: ImportedResource[];
  /** Wall-clock `YYYY-MM-DDTHH:mm` of the earliest start and latest finish of the non-summary rows. */
  start: string | null;
  finish: string | null;
  dataDate: string | null;
  warnings: ReadWarning[];
}

/** Thrown when the file's links close a loop: the plan could not be saved, so the file is refused at once. */
export class ImportCycleError extends Error {
  constructor(readonly activityNames: string[]) {
    super(`The file's links form a loop: ${activityNames.join(' → ')} → ${activityNames[0] ?? ''}`);
  }
}

const DURATION_MAX = PLAN_NUMBER_MAX * 60;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The outline as the file shows it: by the order the reader gave, ties kept in file order. */
function outlineOrder(activities: readonly Activity[]): Activity[] {
  return activities
    .map((activity, index) => ({ activity, index }))
    .sort((a, b) => (a.activity.order ?? a.index) - (b.activity.order ?? b.index) || a.index - b.index)
    .map(({ activity }) => activity);
}

function planName(activity: Activity, warnings: ReadWarnings): string {
  const name = activity.name.trim();
  if (name === '') {
    warnings.add('activity-name-empty', (n) => `${counted(n, 'activity', 'activities')} without a name ${were(n)} named after ${n === 1 ? 'its' : 'their'} ID`, activity.id);
    return `Activity ${activity.id}`.slice(0, ACTIVITY_NAME_MAX);
  }
  if (name.length > ACTIVITY_NAME_MAX) {
    warnings.add('activity-name-cut', (n) => `${counted(n, 'activity name')} longer than ${ACTIVITY_NAME_MAX} characters ${were(n)} cut`, activity.id);
    return name.slice(0, ACTIVITY_NAME_MAX).trim();
  }
  return name;
}

function planConstraint(activity: Activity, warnings: ReadWarnings): Pick<PlanActivity, 'constraintType' | 'constraintDate'> {
  if (activity.secondaryConstraint !== undefined) {
    warnings.add('secondary-constraint-dropped', (n) => `${counted(n, 'secondary constraint')} ${were(n)} not kept: an activity has one constraint here`, activity.id);
  }
  if (activity.deadline !== undefined) warnings.add('deadline-dropped', (n) => `${counted(n, 'deadline')} ${were(n)} not kept`, activity.id);
  const constraint: Constraint | undefined = activity.constraint;
  if (constraint === undefined || constraint.type === 'asap') return { constraintType: 'asap', constraintDate: null };
  if (constraint.type === 'alap') return { constraintType: 'alap', constraintDate: null };
  if (constraint.date === undefined) {
    warnings.add('constraint-without-date', (n) => `${counted(n, 'constraint')} without a date ${were(n)} dropped`, activity.id);
    return { constraintType: 'asap', constraintDate: null };
  }
  if (constraint.mandatory === true) {
    warnings.add('constraint-mandatory', (n) => `${counted(n, 'mandatory constraint')} became ${n === 1 ? 'an ordinary one' : 'ordinary ones'}: logic can move ${n === 1 ? 'it' : 'them'}`, activity.id);
  }
  return { constraintType: constraint.type, constraintDate: isoFromMinutes(constraint.date) };
}

/** Lags are stored in working minutes on the predecessor's calendar; other units are converted with the file's day length. */
function planLag(link: Link, predecessor: Activity | undefined, minutesPerDay: number, warnings: ReadWarnings): number {
  const example = `${link.predecessorId} -> ${link.successorId}`;
  switch (link.lag.unit) {
    case 'working-minutes':
      return Math.round(link.lag.value);
    case 'elapsed-minutes':
      warnings.add('lag-elapsed', (n) => `${counted(n, 'lag')} in calendar time ${were(n)} converted to working time (${minutesPerDay / 60} h a day)`, example);
      return Math.round((link.lag.value / 1440) * minutesPerDay);
    case 'percent':
      warnings.add('lag-percent', (n) => `${counted(n, 'lag')} given as a percentage of the predecessor ${were(n)} converted to working time`, example);
      return Math.round(((predecessor?.duration ?? 0) * link.lag.value) / 100);
  }
}

/** Loops left out of one file at most: each costs a run of the engine, and a file with more is refused. */
const LOOPS_LEFT_OUT_MAX = 20;

/**
 * The engine's dates for the file (its links, calendars, constraints and progress), and its links without loops;
 * stored dates when it cannot schedule. A link that closes a loop is left out with a warning, as P6 schedules a
 * project with loops and reports them: the rest of the file is a plan worth having. Loops through summaries, or more
 * than LOOPS_LEFT_OUT_MAX, are refused by name.
 */
function scheduledDates(model: ScheduleModel, warnings: ReadWarnings): { dates: ScheduleResult | null; links: ScheduleModel['links'] } {
  const names = new Map(model.activities.map((a) => [a.id, a.name]));
  const position = new Map(model.activities.map((a, index) => [a.id, index]));
  let links = model.links;
  for (let loops = 0; ; loops++) {
    try {
      return { dates: schedule(links === model.links ? model : { ...model, links }), links };
    } catch (error) {
      if (!(error instanceof CycleError)) {
        warnings.add('schedule-not-computed', () => 'the schedule could not be calculated; the dates saved in the file were kept');
        return { dates: null, links };
      }
      const loop = error.activityIds;
      const closing = loops < LOOPS_LEFT_OUT_MAX ? closingLinkOf(links, loop, position) : undefined;
      if (closing === undefined) throw new ImportCycleError(loop.map((id) => names.get(id) ?? id));
      links = links.filter((link) => link !== closing);
      const example = `${names.get(closing.predecessorId) ?? closing.predecessorId} → ${names.get(closing.successorId) ?? closing.successorId}`;
      warnings.add('link-loop-dropped', (n) => `${counted(n, 'link')} closing a loop ${were(n)} left out (e.g. ${example})`, closing.predecessorId);
    }
  }
}

/**
 * The link of a loop to leave out: of the links between neighbours on the loop, the one pointing furthest back in the
 * file's order (a loop in a real file is most often a link drawn back to earlier work); undefined when the loop runs
 * through something that is not a link.
 */
function closingLinkOf(links: ScheduleModel['links'], loop: readonly string[], position: ReadonlyMap<string, number>): ScheduleModel['links'][number] | undefined {
  const onLoop = new Set(loop.map((id, index) => `${id}\u0000${loop[(index + 1) % loop.length]!}`));
  const reversed = new Set(loop.map((id, index) => `${loop[(index + 1) % loop.length]!}\u0000${id}`));
  const backwardness = (link: ScheduleModel['links'][number]) => (position.get(link.predecessorId) ?? 0) - (position.get(link.successorId) ?? 0);
  for (const steps of [onLoop, reversed]) {
    const candidates = links.filter((link) => steps.has(`${link.predecessorId}\u0000${link.successorId}`));
    if (candidates.length > 0) return candidates.reduce((best, link) => (backwardness(link) > backwardness(best) ? link : best));
  }
  return undefined;
}

/**
 * Maps a file read by `packages/scheduling` to master plan rows: WBS to summaries with parent and order, ids made
 * anew (`newId`) with the file's id kept as `sourceId`, correlative ids in outline order, durations and lags in
 * working minutes, constraints, progress and actual dates, and the file's calendars with its default marked.
 */
export function mapScheduleToPlan(model: ScheduleModel, newId: () => string, readWarnings: readonly ReadWarning[] = []): ImportedPlan {
  const warnings = new ReadWarnings();
  const { dates, links: linksWithoutLoops } = scheduledDates(model, warnings);
  const ordered = outlineOrder(model.activities);
  const idOf = new Map(ordered.map((activity) => [activity.id, newId()]));
  const byId = new Map(model.activities.map((activity) => [activity.id, activity]));
  const parents = new Set(model.activities.flatMap((activity) => (activity.parentId !== undefined && byId.has(activity.parentId) ? [activity.parentId] : [])));

  const calendarDefs = new Map(model.calendars.map((calendar) => [calendar.id, calendar]));
  const calendarIdOf = new Map(model.calendars.map((calendar) => [calendar.id, newId()]));
  const starts = model.activities.flatMap((a) => (a.progress?.actualStart ?? dates?.activities.get(a.id)?.earlyStart ?? a.stored?.start ?? []) as Minutes[]);
  const finishes = model.activities.flatMap((a) => (dates?.activities.get(a.id)?.earlyFinish ?? a.stored?.finish ?? []) as Minutes[]);
  const window = {
    fromDay: dayOf(Math.min(model.options.projectStart, ...starts)) - 366,
    toDay: dayOf(Math.max(model.options.projectStart, ...finishes)) + 366,
  };
  const calendars = model.calendars.map((calendar) =>
    mapCalendar(calendar, calendarDefs, calendarIdOf.get(calendar.id)!, calendar.id === model.options.defaultCalendarId, window, warnings),
  );

  const siblings = new Map<string | null, number>();
  const activities: PlanActivity[] = [];
  for (const [index, activity] of ordered.entries()) {
    const knownParent = activity.parentId !== undefined && byId.has(activity.parentId) ? activity.parentId : undefined;
    if (activity.parentId !== undefined && knownParent === undefined) {
      warnings.add('parent-missing', (n) => `${counted(n, 'activity', 'activities')} whose summary is not in the file ${were(n)} put at the top level`, activity.id);
    }
    const parentId = knownParent === undefined ? null : idOf.get(knownParent)!;
    const order = siblings.get(parentId) ?? 0;
    siblings.set(parentId, order + 1);
    const kind = parents.has(activity.id) ? 'summary' : activity.kind === 'summary' ? 'task' : activity.kind;
    const scheduled = dates?.activities.get(activity.id);
    const progress = activity.progress;
    // Work done shows where it happened; the engine's early dates of started work are those of what remains.
    const start = progress?.actualStart ?? scheduled?.earlyStart ?? activity.stored?.start ?? model.options.projectStart;
    const finish = Math.max(start, progress?.actualFinish ?? scheduled?.earlyFinish ?? activity.stored?.finish ?? start);
    const calendarId = activity.calendarId !== undefined && activity.calendarId !== model.options.defaultCalendarId ? (calendarIdOf.get(activity.calendarId) ?? null) : null;
    activities.push({
      id: idOf.get(activity.id)!,
      correlativeId: clamp(index + 1, 1, CORRELATIVE_ID_MAX),
      name: planName(activity, warnings),
      kind,
      parentId,
      order,
      duration: kind === 'milestone' ? 0 : clamp(Math.round(activity.duration), 0, DURATION_MAX),
      start: isoFromMinutes(start),
      finish: isoFromMinutes(finish),
      ...planConstraint(activity, warnings),
      calendarId,
      progress: clamp(Math.round((progress?.percentComplete ?? (progress?.actualFinish !== undefined ? 100 : 0)) * 100) / 100, 0, 100),
      priority: 'normal',
      description: '',
      subcontractId: null,
      tags: tagsOf(activity, warnings),
      responsibleIds: [],
      // A finish without a start (a file that kept only one) starts where the activity starts, as the plan requires.
      actualStart: progress?.actualStart === undefined ? (progress?.actualFinish === undefined ? null : isoFromMinutes(start)) : isoFromMinutes(progress.actualStart),
      actualFinish: progress?.actualFinish === undefined ? null : isoFromMinutes(Math.max(progress.actualStart ?? start, progress.actualFinish)),
      sourceId: activity.id.slice(0, 200),
      ponderator: null,
      hasCustomPonderator: false,
      cost: activity.cost === undefined ? null : clamp(Math.round(activity.cost * 100) / 100, 0, ACTIVITY_COST_MAX),
      hhWorkTime: null,
      submittal: null,
    });
  }

  const minutesPerDay = Math.round(model.options.hoursPerDay * 60) || 480;
  const pairs = new Set<string>();
  const links: PlanLink[] = [];
  for (const link of linksWithoutLoops) {
    const predecessorId = idOf.get(link.predecessorId);
    const successorId = idOf.get(link.successorId);
    const pair = `${predecessorId}>${successorId}`;
    if (predecessorId === undefined || successorId === undefined || predecessorId === successorId || pairs.has(pair)) {
      warnings.add('link-skipped', (n) => `${counted(n, 'link')} repeating another one or joining an activity to itself ${were(n)} skipped`, `${link.predecessorId} -> ${link.successorId}`);
      continue;
    }
    pairs.add(pair);
    const lag = clamp(planLag(link, byId.get(link.predecessorId), minutesPerDay, warnings), -DURATION_MAX, DURATION_MAX);
    links.push({ id: newId(), predecessorId, successorId, type: link.type, lag });
  }

  const leaves = activities.filter((a) => a.kind !== 'summary');
  return {
    activities,
    links,
    calendars,
    tags: [...new Set(activities.flatMap((a) => a.tags))],
    resources: mapResources(model.resources ?? [], ordered, idOf),
    start: leaves.reduce<string | null>((min, a) => (min === null || a.start < min ? a.start : min), null),
    finish: leaves.reduce<string | null>((max, a) => (max === null || a.finish > max ? a.finish : max), null),
    dataDate: model.options.statusDate === undefined ? null : isoFromMinutes(model.options.statusDate),
    warnings: [...readWarnings, ...warnings.list()],
  };
}
