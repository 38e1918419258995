import type { Activity, ScheduleModel } from '@tenon/scheduling';
import { minutesFromIso } from '@tenon/scheduling';
import type { PlanState } from './plan-edits';

/**
 * The edited plan as the engine's model, on the calendars and options the service scheduled it with. Constraints
 * other than "as soon as possible" travel with their date.
 */
export function engineModel(state: PlanState, base: ScheduleModel, today: string): ScheduleModel {
  const calendars = new Set(base.calendars.map((c) => c.id));
  const activities: Activity[] = state.activities.map((a) => ({
    id: a.id,
    name: a.name,
    kind: a.kind,
    ...(a.parentId === null ? {} : { parentId: a.parentId }),
    order: a.order,
    duration: a.kind === 'milestone' ? 0 : a.duration,
    ...(a.calendarId !== null && calendars.has(a.calendarId) ? { calendarId: a.calendarId } : {}),
    ...(a.constraintType === 'asap' ? {} : { constraint: { type: a.constraintType, ...(a.constraintDate === null ? {} : { date: minutesFromIso(a.constraintDate) }) } }),
  }));
  const hasWork = base.activities.some((a) => a.kind !== 'summary');
  return {
    ...base,
    // A schedule started from scratch begins today; one with work keeps the start the service gave it.
    options: { ...base.options, projectStart: hasWork ? base.options.projectStart : minutesFromIso(`${today}T00:00`) },
    activities,
    links: state.links.map((l) => ({ id: l.id, predecessorId: l.predecessorId, successorId: l.successorId, type: l.type, lag: { value: l.lag, unit: 'working-minutes' } })),
  };
}
