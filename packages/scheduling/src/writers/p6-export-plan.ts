import { compileCalendars } from '../calendar/calendar-compiler';
import type { Activity, Constraint, Link, LinkType, ScheduleModel } from '../model';
import { activeBaseline } from './baselines';
import { numericIds, wbsNodeIds } from './export-ids';
import { outlineOrder } from './outline';

/** The P6 objects a model becomes, shared by the XER and P6 XML writers, which differ only in spelling. */
export interface P6WbsRow {
  id: number;
  /** Undefined for a node directly under the project. */
  parentId?: number;
  code: string;
  name: string;
  sequence: number;
}

export type P6ActivityType = 'TT_Task' | 'TT_Mile' | 'TT_FinMile' | 'TT_LOE';
export type P6Status = 'TK_NotStart' | 'TK_Active' | 'TK_Complete';

export interface P6ConstraintRow {
  code: string;
  date?: number;
}

export interface P6ActivityRow {
  objectId: number;
  code: string;
  name: string;
  wbsId?: number;
  calendarId: number;
  type: P6ActivityType;
  duration: number;
  remaining: number;
  status: P6Status;
  actualStart?: number;
  actualFinish?: number;
  percentComplete: number;
  constraint?: P6ConstraintRow;
  secondaryConstraint?: P6ConstraintRow;
  /** P6's planned dates, which it reads as the project baseline when no baseline project is assigned. */
  plannedStart: number;
  plannedFinish: number;
  /** The dates the model was saved with, and those of the work left (none once complete). */
  start?: number;
  finish?: number;
  remainingStart?: number;
  remainingFinish?: number;
  activity: Activity;
}

export interface P6LinkRow {
  objectId: number;
  predecessor: number;
  successor: number;
  type: `PR_${LinkType}`;
  /** Working minutes. */
  lag: number;
}

export interface P6ExportPlan {
  calendarIds: Map<string, number>;
  defaultCalendarId: number;
  wbs: P6WbsRow[];
  activities: P6ActivityRow[];
  links: P6LinkRow[];
}

const CONSTRAINT_CODES: Record<Constraint['type'], string> = {
  asap: '',
  alap: 'CS_ALAP',
  snet: 'CS_MSOA',
  snlt: 'CS_MSOB',
  fnet: 'CS_MEOA',
  fnlt: 'CS_MEOB',
  mso: 'CS_MSO',
  mfo: 'CS_MEO',
};

function constraintRow(constraint: Constraint | undefined): P6ConstraintRow | undefined {
  if (!constraint || constraint.type === 'asap') return undefined;
  if (constraint.mandatory && constraint.type === 'mso') return { code: 'CS_MANDSTART', ...(constraint.date !== undefined ? { date: constraint.date } : {}) };
  if (constraint.mandatory && constraint.type === 'mfo') return { code: 'CS_MANDFIN', ...(constraint.date !== undefined ? { date: constraint.date } : {}) };
  if (constraint.type !== 'alap' && constraint.date === undefined) return undefined;
  return { code: CONSTRAINT_CODES[constraint.type], ...(constraint.date !== undefined ? { date: constraint.date } : {}) };
}

/**
 * A summary's WBS code and name. A summary read from P6 is named "<code path> <name>"; splitting that name back
 * keeps it the same after another round. Other summaries get their position as code.
 */
function wbsCodes(model: ScheduleModel, nodeIds: Map<string, number>): P6WbsRow[] {
  const rows: P6WbsRow[] = [];
  const pathOf = new Map<string, string>();
  const codesUnder = new Map<string | undefined, Set<string>>();
  for (const { activity } of outlineOrder(model)) {
    if (activity.kind !== 'summary') continue;
    const parentPath = activity.parentId === undefined ? undefined : pathOf.get(activity.parentId);
    const siblings = codesUnder.get(activity.parentId) ?? new Set<string>();
    codesUnder.set(activity.parentId, siblings);
    const space = activity.name.indexOf(' ');
    const token = space < 0 ? activity.name : activity.name.slice(0, space);
    const prefix = parentPath === undefined ? '' : `${parentPath}.`;
    let code = token.startsWith(prefix) ? token.slice(prefix.length) : '';
    let name = space < 0 ? '' : activity.name.slice(space + 1);
    if (code === '' || code.includes('.') || code.length > 20 || siblings.has(code)) {
      let position = siblings.size + 1;
      while (siblings.has(String(position))) position++;
      code = String(position);
      name = activity.name;
    }
    siblings.add(code);
    pathOf.set(activity.id, `${prefix}${code}`);
    const parentId = activity.parentId === undefined ? undefined : nodeIds.get(activity.parentId);
    rows.push({ id: nodeIds.get(activity.id)!, ...(parentId !== undefined ? { parentId } : {}), code, name, sequence: rows.length + 1 });
  }
  return rows;
}

function activityType(activity: Activity): P6ActivityType {
  if (activity.kind === 'milestone') return activity.finishMilestone ? 'TT_FinMile' : 'TT_Mile';
  return activity.levelOfEffort ? 'TT_LOE' : 'TT_Task';
}

/** P6 lags are working hours only: a percent lag becomes its share of the predecessor's duration, an elapsed one its minutes. */
function lagMinutes(link: Link, durations: Map<string, number>): number {
  if (link.lag.unit === 'percent') return Math.round(((durations.get(link.predecessorId) ?? 0) * link.lag.value) / 100);
  return link.lag.value;
}

export function planP6Export(model: ScheduleModel): P6ExportPlan {
  const calendarIds = numericIds(model.calendars.map((c) => c.id));
  const defaultCalendarId = calendarIds.get(model.options.defaultCalendarId)!;
  const nodeIds = wbsNodeIds(model);
  const objectIds = numericIds(model.activities.filter((a) => a.kind !== 'summary').map((a) => a.id));
  const compiled = compileCalendars(model.calendars);
  const activities: P6ActivityRow[] = [];
  for (const { activity } of outlineOrder(model)) {
    if (activity.kind === 'summary') continue;
    const progress = activity.progress;
    const duration = activity.kind === 'milestone' ? 0 : activity.duration;
    const percent = progress?.percentComplete ?? 0;
    let actualFinish = progress?.actualFinish;
    // The engine counts a task at 100% without remaining work as finished: P6 needs the finish written.
    if (actualFinish === undefined && progress?.actualStart !== undefined && percent >= 100 && progress.remainingDuration === undefined) {
      const calendar = compiled.get(activity.calendarId ?? model.options.defaultCalendarId);
      if (calendar) actualFinish = calendar.addWorkingMinutes(progress.actualStart, duration);
    }
    const status: P6Status = actualFinish !== undefined && progress?.actualStart !== undefined ? 'TK_Complete' : progress?.actualStart !== undefined ? 'TK_Active' : 'TK_NotStart';
    const remaining =
      status === 'TK_Complete' ? 0 : progress?.remainingDuration ?? (status === 'TK_Active' ? Math.max(0, Math.round(duration * (1 - percent / 100))) : duration);
    const baseline = activeBaseline(activity);
    const plannedStart = baseline?.start ?? activity.stored?.start ?? model.options.projectStart;
    const row: P6ActivityRow = {
      objectId: objectIds.get(activity.id)!,
      code: activity.id,
      name: activity.name,
      calendarId: calendarIds.get(activity.calendarId ?? model.options.defaultCalendarId) ?? defaultCalendarId,
      type: activityType(activity),
      duration,
      remaining: activity.kind === 'milestone' ? 0 : remaining,
      status,
      percentComplete: status === 'TK_Complete' ? 100 : percent,
      plannedStart,
      plannedFinish: baseline?.finish ?? activity.stored?.finish ?? plannedStart,
      activity,
    };
    // Readers that do not schedule (MPXJ, reports) take the dates from the file, else the planned ones.
    const stored = activity.stored ?? {};
    if (stored.start !== undefined) row.start = stored.start;
    if (stored.finish !== undefined) row.finish = stored.finish;
    if (status !== 'TK_Complete') {
      const remainingStart = stored.earlyStart ?? (status === 'TK_NotStart' ? stored.start : model.options.statusDate);
      const remainingFinish = stored.earlyFinish ?? stored.finish;
      if (remainingStart !== undefined) row.remainingStart = remainingStart;
      if (remainingFinish !== undefined) row.remainingFinish = remainingFinish;
    }
    const wbsId = activity.parentId === undefined ? undefined : nodeIds.get(activity.parentId);
    if (wbsId !== undefined) row.wbsId = wbsId;
    if (status !== 'TK_NotStart') row.actualStart = progress!.actualStart!;
    if (status === 'TK_Complete') row.actualFinish = actualFinish!;
    // P6 has no manually scheduled activities: a mandatory start on the typed start holds the activity where MS Project keeps it.
    const manualStart = activity.manual && activity.stored?.start !== undefined && activity.stored.finish !== undefined ? activity.stored.start : undefined;
    const constraint = manualStart !== undefined ? { code: 'CS_MANDSTART', date: manualStart } : constraintRow(activity.constraint);
    if (constraint) row.constraint = constraint;
    const secondary = constraintRow(activity.secondaryConstraint);
    if (secondary) row.secondaryConstraint = secondary;
    activities.push(row);
  }
  const durations = new Map(model.activities.map((a) => [a.id, a.duration]));
  const links: P6LinkRow[] = [];
  const seenLinkIds = new Set<string>();
  const linkKeys = model.links.map((link, index) => {
    const key = link.id !== undefined && !seenLinkIds.has(link.id) ? link.id : `#${index}`;
    seenLinkIds.add(key);
    return key;
  });
  const linkIds = numericIds(linkKeys);
  model.links.forEach((link, index) => {
    const predecessor = objectIds.get(link.predecessorId);
    const successor = objectIds.get(link.successorId);
    // P6 links activities, not WBS nodes: a link to a summary has no place in the file.
    if (predecessor === undefined || successor === undefined) return;
    links.push({ objectId: linkIds.get(linkKeys[index]!)!, predecessor, successor, type: `PR_${link.type}`, lag: lagMinutes(link, durations) });
  });
  return { calendarIds, defaultCalendarId, wbs: wbsCodes(model, nodeIds), activities, links };
}
