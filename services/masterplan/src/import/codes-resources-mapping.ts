import { RESOURCE_NAME_MAX, RESOURCE_QUANTITY_MAX, RESOURCE_UNIT_LABEL_MAX, type ResourceType } from '@tenon/contracts';
import type { Activity, ResourceDef, ResourceKind } from '@tenon/scheduling';
import { counted, were, type ReadWarnings } from '@tenon/scheduling/readers';

/** The plan's limits on an activity's tags (plan schema). */
export const TAG_NAME_MAX = 60;
export const TAGS_PER_ACTIVITY_MAX = 50;

/** A resource of the file as a schedule resource, with its work by plan activity id. */
export interface ImportedResource {
  name: string;
  type: ResourceType;
  unitLabel: string;
  total: number;
  assignments: Array<{ activityId: string; quantity: number }>;
}

/** Labor is a trade's work in hours, nonlabor a machine's; a material comes in the unit the file gives it. */
const RESOURCE_TYPES: Record<ResourceKind, { type: ResourceType; unitLabel: string }> = {
  labor: { type: 'speciality', unitLabel: 'h' },
  nonlabor: { type: 'machinery', unitLabel: 'h' },
  material: { type: 'material', unitLabel: '' },
};

const round = (value: number): number => Math.round(value * 100) / 100;
const quantity = (value: number): number => Math.min(RESOURCE_QUANTITY_MAX, Math.max(0, round(value)));

/** "Area: Level 3" for each code of the activity, as the plan keeps tags: cut to the plan's length, at most the plan's count. */
export function tagsOf(activity: Activity, warnings: ReadWarnings): string[] {
  const tags: string[] = [];
  for (const code of activity.codes ?? []) {
    let tag = `${code.type.trim()}: ${code.value.trim()}`;
    if (tag.length > TAG_NAME_MAX) {
      warnings.add('tag-cut', (n) => `${counted(n, 'activity code')} longer than ${TAG_NAME_MAX} characters ${were(n)} cut to make ${n === 1 ? 'its tag' : 'their tags'}`, activity.id);
      tag = tag.slice(0, TAG_NAME_MAX).trim();
    }
    if (!tags.includes(tag)) tags.push(tag);
  }
  if (tags.length > TAGS_PER_ACTIVITY_MAX) {
    warnings.add('tags-dropped', (n) => `${counted(n, 'activity', 'activities')} with more than ${TAGS_PER_ACTIVITY_MAX} codes kept the first ${TAGS_PER_ACTIVITY_MAX} as tags`, activity.id);
    tags.length = TAGS_PER_ACTIVITY_MAX;
  }
  return tags;
}

/**
 * Every resource of the file, one per name (a schedule tells its resources apart by name), each activity's planned
 * quantities of it added up. A resource no read activity uses comes too, with nothing assigned: the file lists it
 * because the project plans to use it.
 */
export function mapResources(resources: readonly ResourceDef[], activities: readonly Activity[], planIdOf: ReadonlyMap<string, string>): ImportedResource[] {
  const byName = new Map<string, { resource: ImportedResource; quantities: Map<string, number> }>();
  const byId = new Map<string, { resource: ImportedResource; quantities: Map<string, number> }>();
  for (const def of resources) {
    const name = def.name.trim().slice(0, RESOURCE_NAME_MAX).trim() || def.id;
    let entry = byName.get(name.toLowerCase());
    if (entry === undefined) {
      const { type, unitLabel } = RESOURCE_TYPES[def.kind];
      const label = def.kind === 'material' ? (def.unitLabel ?? unitLabel).trim().slice(0, RESOURCE_UNIT_LABEL_MAX) : unitLabel;
      entry = { resource: { name, type, unitLabel: label, total: 0, assignments: [] }, quantities: new Map() };
      byName.set(name.toLowerCase(), entry);
    }
    byId.set(def.id, entry);
  }
  for (const activity of activities) {
    const activityId = planIdOf.get(activity.id);
    if (activityId === undefined) continue;
    for (const assignment of activity.assignments ?? []) {
      const entry = byId.get(assignment.resourceId);
      if (entry === undefined) continue;
      entry.quantities.set(activityId, (entry.quantities.get(activityId) ?? 0) + (assignment.plannedQuantity ?? 0));
    }
  }
  return [...byName.values()].map(({ resource, quantities }) => {
    const assignments = [...quantities].map(([activityId, amount]) => ({ activityId, quantity: quantity(amount) }));
    return { ...resource, assignments, total: quantity(assignments.reduce((sum, a) => sum + a.quantity, 0)) };
  });
}
