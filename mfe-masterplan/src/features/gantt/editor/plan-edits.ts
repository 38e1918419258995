import type { PlanActivity, PlanLink } from '@tenon/contracts';
import { CORRELATIVE_ID_MAX, planActivityDefaults } from '@tenon/contracts';
import { childrenByParent } from '@tenon/gantt';

/** The plan being edited: plain immutable rows, so each edit is a new value and undo keeps the old one. */
export interface PlanState {
  activities: readonly PlanActivity[];
  links: readonly PlanLink[];
}

export type NewKind = 'task' | 'milestone';

/** A 24-hex id like the database's, made in the browser so new rows keep their id through the save. */
export function newRowId(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  return Array.from(random(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The next ID shown to users; ids of 10⁷ and more are ignored, as the spec says. */
export function nextCorrelativeId(activities: readonly PlanActivity[]): number {
  return activities.reduce((max, a) => (a.correlativeId <= CORRELATIVE_ID_MAX ? Math.max(max, a.correlativeId) : max), 0) + 1;
}

function renumber(activities: PlanActivity[], parentId: string | null): PlanActivity[] {
  const siblings = activities.filter((a) => a.parentId === parentId).sort((a, b) => a.order - b.order);
  const order = new Map(siblings.map((a, index) => [a.id, index]));
  return activities.map((a) => (order.has(a.id) && order.get(a.id) !== a.order ? { ...a, order: order.get(a.id)! } : a));
}

/** A new task or milestone below `afterId` (or last when none), on the same level, one working day long. */
export function addActivity(
  state: PlanState,
  options: { afterId: string | null; kind: NewKind; id: string; name: string; start: string; minutesPerDay: number; placement?: 'below' | 'above' | 'child' },
): PlanState {
  const after = state.activities.find((a) => a.id === options.afterId);
  const placement = after === undefined ? 'below' : (options.placement ?? 'below');
  const parentId = placement === 'child' ? after!.id : (after?.parentId ?? null);
  const order =
    after === undefined
      ? state.activities.filter((a) => a.parentId === null).length
      : placement === 'child'
        ? state.activities.filter((a) => a.parentId === after.id).length
        : after.order + (placement === 'above' ? -0.5 : 0.5);
  const activity: PlanActivity = {
    id: options.id,
    correlativeId: nextCorrelativeId(state.activities),
    name: options.name,
    kind: options.kind,
    parentId,
    order,
    duration: options.kind === 'milestone' ? 0 : options.minutesPerDay,
    start: options.start,
    finish: options.start,
    ...planActivityDefaults(),
  };
  // A task added inside another makes it a summary, whose links go as they do on indent.
  const activities = placement === 'child' ? state.activities.map((a) => (a.id === parentId && a.kind !== 'summary' ? { ...a, kind: 'summary' as const } : a)) : state.activities;
  const links = placement === 'child' ? state.links.filter((l) => l.predecessorId !== parentId && l.successorId !== parentId) : state.links;
  return { activities: renumber([...activities, activity], parentId), links };
}

export type ActivityFields = Partial<Omit<PlanActivity, 'id' | 'correlativeId' | 'parentId' | 'order'>>;

/** An edit that changes nothing is no edit: the plan stays the same value, and undo has nothing to take back. */
export function updateActivity(state: PlanState, id: string, patch: ActivityFields): PlanState {
  const row = state.activities.find((a) => a.id === id);
  if (row === undefined) return state;
  const next = { ...row, ...patch, ...(patch.kind === 'milestone' ? { duration: 0 } : {}) };
  const same = (Object.keys(next) as Array<keyof PlanActivity>).every((key) => JSON.stringify(next[key]) === JSON.stringify(row[key]));
  if (same) return state;
  return { ...state, activities: state.activities.map((a) => (a.id === id ? next : a)) };
}

/** Under the sibling above it, which becomes a summary; the first row of a level cannot go in. */
export function indent(state: PlanState, id: string): PlanState {
  const row = state.activities.find((a) => a.id === id);
  if (row === undefined) return state;
  const above = state.activities.filter((a) => a.parentId === row.parentId && a.order < row.order).sort((a, b) => b.order - a.order)[0];
  if (above === undefined) return state;
  const lastChild = state.activities.filter((a) => a.parentId === above.id).length;
  const moved = state.activities.map((a) => (a.id === id ? { ...a, parentId: above.id, order: lastChild } : a.id === above.id && a.kind !== 'summary' ? { ...a, kind: 'summary' as const } : a));
  // A summary's dates come from its activities: links to it would be links to all of them, so they go.
  const links = state.links.filter((l) => l.predecessorId !== above.id && l.successorId !== above.id);
  return { activities: renumber(moved, row.parentId), links };
}

/** One place up or down among its siblings, with everything under it (MS Project's Alt+Shift+↑/↓). */
export function moveAmongSiblings(state: PlanState, id: string, direction: -1 | 1): PlanState {
  const row = state.activities.find((a) => a.id === id);
  if (row === undefined) return state;
  const siblings = state.activities.filter((a) => a.parentId === row.parentId).sort((a, b) => a.order - b.order);
  const at = siblings.findIndex((a) => a.id === id);
  const other = siblings[at + direction];
  if (other === undefined) return state;
  const activities = state.activities.map((a) => (a.id === id ? { ...a, order: other.order } : a.id === other.id ? { ...a, order: row.order } : a));
  return { ...state, activities };
}

/**
 * A row dragged onto another: it goes above or below that row, on its level, with everything under it. A row cannot
 * go under itself; a summary left without activities is a task again, as after an outdent.
 */
export function moveRowTo(state: PlanState, id: string, targetId: string, position: 'above' | 'below'): PlanState {
  const row = state.activities.find((a) => a.id === id);
  const target = state.activities.find((a) => a.id === targetId);
  if (row === undefined || target === undefined || id === targetId) return state;
  for (let up: string | null = target.parentId; up !== null; up = state.activities.find((a) => a.id === up)?.parentId ?? null) {
    if (up === id) return state;
  }
  const order = target.order + (position === 'above' ? -0.5 : 0.5);
  let activities = state.activities.map((a) => (a.id === id ? { ...a, parentId: target.parentId, order } : a));
  const oldParent = row.parentId;
  if (oldParent !== null && oldParent !== target.parentId && !activities.some((a) => a.parentId === oldParent)) {
    activities = activities.map((a) => (a.id === oldParent ? { ...a, kind: 'task' as const } : a));
  }
  activities = renumber(activities, target.parentId);
  if (oldParent !== target.parentId) activities = renumber(activities, oldParent);
  return { ...state, activities };
}

/** Up one level, just below its old summary; a summary left without activities is a task again. */
export function outdent(state: PlanState, id: string): PlanState {
  const row = state.activities.find((a) => a.id === id);
  const parent = state.activities.find((a) => a.id === row?.parentId);
  if (row === undefined || parent === undefined) return state;
  let activities = state.activities.map((a) => (a.id === id ? { ...a, parentId: parent.parentId, order: parent.order + 0.5 } : a));
  if (!activities.some((a) => a.parentId === parent.id)) activities = activities.map((a) => (a.id === parent.id ? { ...a, kind: 'task' as const } : a));
  return { ...state, activities: renumber(renumber(activities, parent.id), parent.parentId) };
}

/** The rows and everything under them, with every link that touches them. */
export function deleteActivities(state: PlanState, ids: readonly string[]): PlanState {
  const children = childrenByParent(state.activities);
  const doomed = new Set<string>();
  const visit = (id: string) => {
    doomed.add(id);
    for (const child of children.get(id) ?? []) visit(child.id);
  };
  ids.forEach(visit);
  let activities = state.activities.filter((a) => !doomed.has(a.id));
  for (const parentId of new Set(state.activities.filter((a) => doomed.has(a.id)).map((a) => a.parentId))) {
    if (parentId === null || doomed.has(parentId)) continue;
    activities = renumber(activities, parentId);
    if (!activities.some((a) => a.parentId === parentId)) activities = activities.map((a) => (a.id === parentId ? { ...a, kind: 'task' as const } : a));
  }
  return { activities: renumber(activities, null), links: state.links.filter((l) => !doomed.has(l.predecessorId) && !doomed.has(l.successorId)) };
}

export class LinkRefused extends Error {
  constructor(readonly reason: 'self' | 'summary' | 'duplicate' | 'unknown') {
    super(reason);
  }
}

export function addLink(state: PlanState, link: PlanLink): PlanState {
  const from = state.activities.find((a) => a.id === link.predecessorId);
  const to = state.activities.find((a) => a.id === link.successorId);
  if (from === undefined || to === undefined) throw new LinkRefused('unknown');
  if (from.id === to.id) throw new LinkRefused('self');
  if (from.kind === 'summary' || to.kind === 'summary') throw new LinkRefused('summary');
  if (state.links.some((l) => l.predecessorId === from.id && l.successorId === to.id)) throw new LinkRefused('duplicate');
  return { ...state, links: [...state.links, link] };
}

export function removeLinks(state: PlanState, ids: readonly string[]): PlanState {
  const gone = new Set(ids);
  return { ...state, links: state.links.filter((l) => !gone.has(l.id)) };
}

/** "3, 5SS, 7FF+2d, 9FS-1d": predecessors by their IDs, with type and lag in working days. */
export function parsePredecessors(text: string, minutesPerDay: number): Array<{ correlativeId: number; type: PlanLink['type']; lag: number }> | undefined {
  const parts = text.split(/[,;]/).map((part) => part.trim()).filter((part) => part !== '');
  const parsed = [];
  for (const part of parts) {
    const match = /^(\d+)\s*(FS|SS|FF|SF)?\s*(?:([+-])\s*(\d+(?:[.,]\d+)?)\s*d?)?$/i.exec(part);
    if (match === null) return undefined;
    const days = match[4] === undefined ? 0 : Number(match[4].replace(',', '.')) * (match[3] === '-' ? -1 : 1);
    parsed.push({ correlativeId: Number(match[1]), type: (match[2]?.toUpperCase() ?? 'FS') as PlanLink['type'], lag: Math.round(days * minutesPerDay) });
  }
  return parsed;
}

/** `correlatives` (id → ID) may be passed in when shown for many rows, so it is built once. */
export function predecessorsText(state: PlanState, id: string, minutesPerDay: number, correlatives?: ReadonlyMap<string, number>): string {
  const byId = correlatives ?? new Map(state.activities.map((a) => [a.id, a.correlativeId]));
  return state.links
    .filter((l) => l.successorId === id)
    .map((l) => {
      const days = Math.round((l.lag / minutesPerDay) * 10) / 10;
      const lag = days === 0 ? '' : `${days > 0 ? '+' : ''}${days}d`;
      return `${byId.get(l.predecessorId) ?? '?'}${l.type === 'FS' && lag === '' ? '' : l.type}${lag}`;
    })
    .join(', ');
}

/** Replaces the activity's predecessors with those typed; unknown IDs are refused by the caller's message. */
export function setPredecessors(state: PlanState, id: string, typed: NonNullable<ReturnType<typeof parsePredecessors>>, makeId: () => string): PlanState {
  const byCorrelative = new Map(state.activities.map((a) => [a.correlativeId, a.id]));
  const existing = new Map(state.links.filter((l) => l.successorId === id).map((l) => [l.predecessorId, l.id]));
  let next: PlanState = { ...state, links: state.links.filter((l) => l.successorId !== id) };
  for (const entry of typed) {
    const predecessorId = byCorrelative.get(entry.correlativeId);
    if (predecessorId === undefined) throw new LinkRefused('unknown');
    // A link kept keeps its id, so the save sends it only when its type or lag changed.
    next = addLink(next, { id: existing.get(predecessorId) ?? makeId(), predecessorId, successorId: id, type: entry.type, lag: entry.lag });
  }
  return next;
}

/**
 * A bar dragged to a new start: as in MS Project, the activity keeps its logic and gets a "start no earlier than"
 * constraint on the day it was dropped, so its successors follow and a later re-schedule does not pull it back.
 */
export function moveActivity(state: PlanState, id: string, start: string): PlanState {
  const row = state.activities.find((a) => a.id === id);
  if (row === undefined || row.kind === 'summary') return state;
  if (row.constraintType === 'snet' && row.constraintDate === start) return state;
  return { ...state, activities: state.activities.map((a) => (a.id === id ? { ...a, constraintType: 'snet' as const, constraintDate: start } : a)) };
}

/** A bar's end dragged: its duration becomes the working time up to the new finish (at least a minute). */
export function resizeActivity(state: PlanState, id: string, duration: number): PlanState {
  const row = state.activities.find((a) => a.id === id);
  if (row === undefined || row.kind !== 'task' || duration < 1 || duration === row.duration) return state;
  return updateActivity(state, id, { duration });
}

/** Rows copied with Ctrl+C: the activities with everything under them, and the links among them only. */
export interface CopiedRows {
  activities: PlanActivity[];
  links: PlanLink[];
}

export function copyRows(state: PlanState, ids: readonly string[]): CopiedRows {
  const children = childrenByParent(state.activities);
  const taken = new Set<string>();
  const visit = (id: string) => {
    taken.add(id);
    for (const child of children.get(id) ?? []) visit(child.id);
  };
  ids.forEach(visit);
  return {
    activities: state.activities.filter((a) => taken.has(a.id)),
    links: state.links.filter((l) => taken.has(l.predecessorId) && taken.has(l.successorId)),
  };
}

/**
 * Copied rows pasted below `afterId` on its level (or last): new ids and IDs, the copied tree kept, links among
 * them kept; progress starts again at zero as a copy is work not yet done.
 */
export function pasteRows(state: PlanState, copied: CopiedRows, afterId: string | null, makeId: () => string): { state: PlanState; pastedIds: string[] } {
  if (copied.activities.length === 0) return { state, pastedIds: [] };
  const after = state.activities.find((a) => a.id === afterId);
  const parentId = after?.parentId ?? null;
  const newId = new Map(copied.activities.map((a) => [a.id, makeId()]));
  const copiedIds = new Set(copied.activities.map((a) => a.id));
  let correlative = nextCorrelativeId(state.activities);
  const tops = copied.activities.filter((a) => a.parentId === null || !copiedIds.has(a.parentId));
  const baseOrder = after === undefined ? state.activities.filter((a) => a.parentId === null).length : after.order;
  const pasted = copied.activities.map((a): PlanActivity => {
    const top = tops.indexOf(a);
    return {
      ...a,
      id: newId.get(a.id)!,
      correlativeId: correlative++,
      parentId: top >= 0 ? parentId : newId.get(a.parentId!)!,
      order: top >= 0 ? baseOrder + (top + 1) / (tops.length + 1) : a.order,
      progress: 0,
    };
  });
  const links = copied.links.map((l) => ({ ...l, id: makeId(), predecessorId: newId.get(l.predecessorId)!, successorId: newId.get(l.successorId)! }));
  return { state: { activities: renumber([...state.activities, ...pasted], parentId), links: [...state.links, ...links] }, pastedIds: pasted.map((a) => a.id) };
}

/** A link's type or lag changed in the link editor; the same values are no edit. */
export function updateLink(state: PlanState, id: string, patch: Pick<PlanLink, 'type' | 'lag'>): PlanState {
  const link = state.links.find((l) => l.id === id);
  if (link === undefined || (link.type === patch.type && link.lag === patch.lag)) return state;
  return { ...state, links: state.links.map((l) => (l.id === id ? { ...l, ...patch } : l)) };
}
