import type { NativeActivityRow, NativeLinkRow, ScheduleModel } from '@tenon/scheduling';
import { minutesFromIso, nativeActivity, nativeLink } from '@tenon/scheduling';
import type { PlanState } from './plan-edits';

/** The model the service scheduled, without its activities and links (the plan brings its own). */
export type PlanBase = Omit<ScheduleModel, 'activities' | 'links'> & { hasWork: boolean };

/**
 * What of the service's settings the engine needs besides the edited plan, and whether the saved plan has work. The
 * data date, as set in the toolbar since the plan was read, replaces the one the service scheduled with.
 */
export function planBase(settings: Omit<ScheduleModel, 'activities' | 'links'>, saved: readonly { kind: string }[], dataDate?: string | null): PlanBase {
  const base = { ...settings, hasWork: saved.some((a) => a.kind !== 'summary') };
  if (dataDate === undefined) return base;
  const { statusDate: _previous, ...options } = settings.options;
  return { ...base, options: dataDate === null ? options : { ...options, statusDate: minutesFromIso(dataDate) } };
}

/** What of the plan the engine reads: the rows of the editor's plan carry more (names of people, tags, costs...). */
export interface EnginePlan {
  activities: readonly NativeActivityRow[];
  links: readonly NativeLinkRow[];
}

/**
 * The plan's fields the engine reads, copied into small rows: the plan crosses to the worker by structured clone, whose
 * cost grows with every field of every row (in a CPU profile of the bench page, 145 ms to send 50,000 whole rows).
 */
export function enginePlan(state: EnginePlan): EnginePlan {
  return {
    activities: state.activities.map((a) => ({
      id: a.id,
      name: a.name,
      kind: a.kind,
      parentId: a.parentId,
      order: a.order,
      duration: a.duration,
      calendarId: a.calendarId,
      constraintType: a.constraintType,
      constraintDate: a.constraintDate,
      progress: a.progress,
      actualStart: a.actualStart,
      actualFinish: a.actualFinish,
    })),
    links: state.links.map((l) => ({ id: l.id, predecessorId: l.predecessorId, successorId: l.successorId, type: l.type, lag: l.lag })),
  };
}

/**
 * The edited plan as the engine's model, on the calendars and options the service scheduled it with. Constraints
 * other than "as soon as possible" travel with their date.
 */
export function engineModel(state: EnginePlan, base: PlanBase, today: string): ScheduleModel {
  const calendars = new Set(base.calendars.map((c) => c.id));
  const { hasWork, ...model } = base;
  return {
    ...model,
    // A schedule started from scratch begins today; one with work keeps the start the service gave it.
    options: { ...base.options, projectStart: hasWork ? base.options.projectStart : minutesFromIso(`${today}T00:00`) },
    activities: state.activities.map((a) => nativeActivity(a, calendars)),
    links: state.links.map(nativeLink),
  };
}

/**
 * The durations `next` gives that differ from `loaded`, when that is all that differs (same rows in the same places,
 * the same links, only tasks' durations changed); null when the plan must be loaded whole.
 */
export function durationOverrides(loaded: PlanState, next: PlanState): Array<[string, number]> | null {
  if (loaded.links !== next.links || loaded.activities.length !== next.activities.length) return null;
  const overrides: Array<[string, number]> = [];
  for (let index = 0; index < next.activities.length; index += 1) {
    const before = loaded.activities[index]!;
    const after = next.activities[index]!;
    if (before === after) continue;
    if (before.id !== after.id || after.kind !== 'task' || before.kind !== 'task') return null;
    if (JSON.stringify({ ...before, duration: 0, finish: '' }) !== JSON.stringify({ ...after, duration: 0, finish: '' })) return null;
    if (before.duration !== after.duration) overrides.push([after.id, after.duration]);
  }
  return overrides;
}
