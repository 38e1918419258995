import type { ScheduleModel } from '@tenon/scheduling';
import { minutesFromIso, nativeActivity, nativeLink } from '@tenon/scheduling';
import type { PlanState } from './plan-edits';

/**
 * The edited plan as the engine's model, on the calendars and options the service scheduled it with. Constraints
 * other than "as soon as possible" travel with their date.
 */
export function engineModel(state: PlanState, base: ScheduleModel, today: string): ScheduleModel {
  const calendars = new Set(base.calendars.map((c) => c.id));
  const activities = state.activities.map((a) => nativeActivity(a, calendars));
  const hasWork = base.activities.some((a) => a.kind !== 'summary');
  return {
    ...base,
    // A schedule started from scratch begins today; one with work keeps the start the service gave it.
    options: { ...base.options, projectStart: hasWork ? base.options.projectStart : minutesFromIso(`${today}T00:00`) },
    activities,
    links: state.links.map(nativeLink),
  };
}
