/** What a resource's assignments use of it: the sum of their quantities (spec 2.6 "used"). */
export function usedQuantity(assignments: ReadonlyArray<{ quantity: number }>): number {
  let used = 0;
  for (const assignment of assignments) used += assignment.quantity;
  // Quantities are typed with decimals (2.5 m3): the sum is kept to the precision they were typed in.
  return Math.round(used * 1e6) / 1e6;
}

/** The assignments with one activity's quantity set in place, added at the end, or taken away with 0. */
export function withQuantity(assignments: ReadonlyArray<{ activityId: string; quantity: number }>, activityId: string, quantity: number): Array<{ activityId: string; quantity: number }> {
  const others = assignments.filter((assignment) => assignment.activityId !== activityId).map(({ activityId: id, quantity: q }) => ({ activityId: id, quantity: q }));
  if (quantity === 0) return others;
  const at = assignments.findIndex((assignment) => assignment.activityId === activityId);
  const next = { activityId, quantity };
  if (at < 0) return [...others, next];
  others.splice(at, 0, next);
  return others;
}
