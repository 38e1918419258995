/** What a resource's assignments use of it: the sum of their quantities (spec 2.6 "used"). */
export function usedQuantity(assignments: ReadonlyArray<{ quantity: number }>): number {
  let used = 0;
  for (const assignment of assignments) used += assignment.quantity;
  // Quantities are typed with decimals (2.5 m3): the sum is kept to the precision they were typed in.
  return Math.round(used * 1e6) / 1e6;
}
