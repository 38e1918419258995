/** A production unit as the assign rules see it: the activities already related to it. */
export interface RelatedUnit {
  id: string;
  activityIds: readonly string[];
}

export interface RelationPair {
  activityId: string;
  unitId: string;
}

/**
 * Spec part 3, 2.6: activities and units already related are refused (the screen shows them disabled). Assigning
 * answers the pairs that already exist; unassigning the pairs to remove, per activity.
 */
export function alreadyRelated(units: readonly RelatedUnit[], activityIds: readonly string[]): RelationPair[] {
  const pairs: RelationPair[] = [];
  for (const unit of units) {
    for (const activityId of activityIds) if (unit.activityIds.includes(activityId)) pairs.push({ activityId, unitId: unit.id });
  }
  return pairs;
}

/** For each activity, the chosen units related to it (those whose takt tasks an unassign removes). */
export function relatedUnitsByActivity(units: readonly RelatedUnit[], activityIds: readonly string[]): Map<string, string[]> {
  const byActivity = new Map<string, string[]>();
  for (const activityId of new Set(activityIds)) {
    const related = units.filter((unit) => unit.activityIds.includes(activityId)).map((unit) => unit.id);
    if (related.length > 0) byActivity.set(activityId, related);
  }
  return byActivity;
}

/** Units per activity across the schedule (the counts on the assign screen). */
export function unitCountsByActivity(units: readonly RelatedUnit[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const unit of units) for (const activityId of unit.activityIds) counts.set(activityId, (counts.get(activityId) ?? 0) + 1);
  return counts;
}
