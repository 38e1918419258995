export type ScheduleOrderProblem = 'DUPLICATE' | 'NOT_IN_PROJECT';
export type ScheduleOrderPlan = { ok: true; orders: Map<string, number> } | { ok: false; problem: ScheduleOrderProblem; scheduleId: string };

/**
 * New orders for a drag-and-drop reorder. The listed schedules take, in the listed order, the order slots they
 * held between them; schedules not listed (a hidden one the caller does not see) keep theirs, so orders stay unique.
 * Only schedules whose order changes are in the answer.
 */
export function planScheduleOrder(current: ReadonlyArray<{ id: string; order: number }>, requested: readonly string[]): ScheduleOrderPlan {
  const slotOf = new Map(current.map((schedule) => [schedule.id, schedule.order]));
  const seen = new Set<string>();
  for (const scheduleId of requested) {
    if (seen.has(scheduleId)) return { ok: false, problem: 'DUPLICATE', scheduleId };
    if (!slotOf.has(scheduleId)) return { ok: false, problem: 'NOT_IN_PROJECT', scheduleId };
    seen.add(scheduleId);
  }
  const slots = requested.map((scheduleId) => slotOf.get(scheduleId)!).sort((a, b) => a - b);
  const orders = new Map<string, number>();
  requested.forEach((scheduleId, index) => {
    if (slotOf.get(scheduleId) !== slots[index]) orders.set(scheduleId, slots[index]!);
  });
  return { ok: true, orders };
}
