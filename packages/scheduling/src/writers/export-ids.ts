import type { ScheduleModel } from '../model';

export type ExportFormat = 'mspdi' | 'xer' | 'p6xml';

const POSITIVE_INTEGER = /^[1-9]\d{0,8}$/;

/**
 * Whole-number ids for the formats that need them (MSPDI UIDs, P6 object ids): an id that already is one is
 * kept, so a file read from MS Project or P6 goes back out with the ids the planner knows; others are
 * numbered after the largest kept.
 */
export function numericIds(ids: readonly string[]): Map<string, number> {
  const result = new Map<string, number>();
  const taken = new Set<number>();
  for (const id of ids) {
    if (!POSITIVE_INTEGER.test(id) || taken.has(Number(id))) continue;
    result.set(id, Number(id));
    taken.add(Number(id));
  }
  let next = Math.max(0, ...taken) + 1;
  for (const id of ids) {
    if (result.has(id)) continue;
    result.set(id, next);
    taken.add(next++);
  }
  return result;
}

const WBS_PREFIX = /^WBS-(.+)$/;

/** WBS node ids of the summaries: a P6 reader names a node's summary `WBS-<id>`, so that id is kept. */
export function wbsNodeIds(model: ScheduleModel): Map<string, number> {
  const summaries = model.activities.filter((a) => a.kind === 'summary').map((a) => a.id);
  const numbers = numericIds(summaries.map((id) => WBS_PREFIX.exec(id)?.[1] ?? `~${id}`));
  return new Map(summaries.map((id) => [id, numbers.get(WBS_PREFIX.exec(id)?.[1] ?? `~${id}`)!]));
}

/** MSPDI task UIDs of the activities. */
export function mspdiTaskUids(model: ScheduleModel): Map<string, number> {
  return numericIds(model.activities.map((a) => a.id));
}

/**
 * The id each activity has once the exported file is read back: its UID in MSPDI; in P6 files its Activity ID,
 * or `WBS-<node>` for a summary, which becomes a WBS node.
 */
export function exportedActivityIds(model: ScheduleModel, format: ExportFormat): Map<string, string> {
  if (format === 'mspdi') return new Map([...mspdiTaskUids(model)].map(([id, uid]) => [id, String(uid)]));
  const nodes = wbsNodeIds(model);
  return new Map(model.activities.map((a) => [a.id, nodes.has(a.id) ? `WBS-${nodes.get(a.id)}` : a.id]));
}
