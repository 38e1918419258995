import type { PlanActivity } from '@tenon/contracts';
import { DEMO_RESOURCE_IDS, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import type { ResourceRecord } from '../resources/resource.schema';

/**
 * Tower A's resources: concrete and rebar by quantity, a crane by hours and a formwork crew, each assigned to a few
 * activities whose names say they need it (the rest of the plan has none). Fixed ids: a second seeding meets its own rows.
 */
export function demoResources(activities: readonly PlanActivity[]): Array<Omit<ResourceRecord, 'companyId'>> {
  const tasks = activities.filter((a) => a.kind === 'task');
  const named = (pattern: RegExp, count: number) => tasks.filter((a) => pattern.test(a.name)).slice(0, count);
  const fallback = (picked: PlanActivity[], from: number) => (picked.length > 0 ? picked : tasks.slice(from, from + 2));
  const concrete = fallback(named(/slab|pile caps|foundation walls/i, 4), 0);
  const rebar = fallback(named(/pile caps|foundation walls|slab on grade/i, 3), 2);
  const crane = fallback(named(/crane|curtain wall|rooftop/i, 3), 4);
  const formwork = fallback(named(/pile caps|foundation walls/i, 2), 6);
  const resource = (id: string, name: string, type: ResourceRecord['type'], unitLabel: string, total: number, using: PlanActivity[], each: number): Omit<ResourceRecord, 'companyId'> => ({
    _id: id,
    scheduleId: HARBOR_VIEW_TOWER.id,
    name,
    type,
    unitLabel,
    total,
    assignments: using.map((a) => ({ activityId: a.id, quantity: each })),
    revision: 0,
  });
  return [
    resource(DEMO_RESOURCE_IDS.concrete, 'Ready-mix concrete', 'material', 'm3', 1200, concrete, 180),
    resource(DEMO_RESOURCE_IDS.rebar, 'Rebar', 'material', 't', 140, rebar, 35),
    resource(DEMO_RESOURCE_IDS.crane, 'Tower crane', 'machinery', 'h', 2000, crane, 240),
    resource(DEMO_RESOURCE_IDS.formworkCrew, 'Formwork crew', 'speciality', 'crew', 4, formwork, 2),
  ];
}
