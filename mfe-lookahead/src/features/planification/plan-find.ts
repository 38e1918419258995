import type { LookaheadWindowReply, PlanGrouping, PlanOrderField, TaskLeanStatus, TaskPriority, TaskReply, WindowActivity } from '@tenon/contracts/types';

export type { PlanGrouping, PlanOrderField };

/** What the filter bar narrows the window's tasks to; an empty list or null means "any". */
export interface PlanFilter {
  leanStatuses: TaskLeanStatus[];
  responsibleIds: string[];
  subcontractIds: string[];
  tags: string[];
  priorities: TaskPriority[];
  /** Tasks overlapping [from, to], days as YYYY-MM-DD. */
  from: string | null;
  to: string | null;
  unfitOnly: boolean;
  roadblocksOnly: boolean;
  text: string;
}

export interface PlanOrder {
  by: PlanOrderField;
  descending: boolean;
}

export interface PlanFind {
  filter: PlanFilter;
  group: PlanGrouping;
  order: PlanOrder;
  /** The activity-tree pane's node: only that activity and what hangs below it. */
  treeNode: string | null;
}

export const EMPTY_FILTER: PlanFilter = {
  leanStatuses: [],
  responsibleIds: [],
  subcontractIds: [],
  tags: [],
  priorities: [],
  from: null,
  to: null,
  unfitOnly: false,
  roadblocksOnly: false,
  text: '',
};
export const DEFAULT_FIND: PlanFind = { filter: EMPTY_FILTER, group: 'none', order: { by: 'outline', descending: false }, treeNode: null };

/** A group's heading; `value` null gathers the tasks without one (no responsible, no subcontract). */
export type FindRow =
  | { kind: 'group'; key: string; group: Exclude<PlanGrouping, 'none'>; value: string | null; count: number }
  | { kind: 'activity'; key: string; activity: WindowActivity }
  | { kind: 'task'; key: string; task: TaskReply; activity: WindowActivity; depth: number };

/** The window read once: what every filter, grouping and order reuses, so each change costs one pass over the tasks. */
export interface PlanIndex {
  activities: WindowActivity[];
  tasks: TaskReply[];
  position: Map<string, number>;
  activityById: Map<string, WindowActivity>;
  childActivities: Map<string | null, string[]>;
  tasksByActivity: Map<string, TaskReply[]>;
}

export function indexPlan(plan: Pick<LookaheadWindowReply, 'activities' | 'tasks'>): PlanIndex {
  const position = new Map<string, number>();
  const activityById = new Map<string, WindowActivity>();
  const childActivities = new Map<string | null, string[]>();
  plan.activities.forEach((activity, i) => {
    position.set(activity.id, i);
    activityById.set(activity.id, activity);
  });
  for (const activity of plan.activities) {
    const parent = activity.parentId !== null && activityById.has(activity.parentId) ? activity.parentId : null;
    const list = childActivities.get(parent) ?? [];
    list.push(activity.id);
    childActivities.set(parent, list);
  }
  const tasksByActivity = new Map<string, TaskReply[]>();
  for (const task of plan.tasks) {
    const list = tasksByActivity.get(task.activityId) ?? [];
    list.push(task);
    tasksByActivity.set(task.activityId, list);
  }
  return { activities: plan.activities, tasks: plan.tasks, position, activityById, childActivities, tasksByActivity };
}

/** The node and every activity beneath it in the window's outline. */
export function subtreeOf(index: PlanIndex, activityId: string): Set<string> {
  const ids = new Set<string>();
  const stack = [activityId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (ids.has(id) || !index.activityById.has(id)) continue;
    ids.add(id);
    for (const child of index.childActivities.get(id) ?? []) stack.push(child);
  }
  return ids;
}

export function isFiltering(filter: PlanFilter): boolean {
  return (
    filter.leanStatuses.length > 0 ||
    filter.responsibleIds.length > 0 ||
    filter.subcontractIds.length > 0 ||
    filter.tags.length > 0 ||
    filter.priorities.length > 0 ||
    filter.from !== null ||
    filter.to !== null ||
    filter.unfitOnly ||
    filter.roadblocksOnly ||
    filter.text.trim() !== ''
  );
}

const day = (date: string) => date.slice(0, 10);

/** Whether a task passes every criterion of the filter (criteria AND, values within one criterion OR). */
export function taskMatcher(filter: PlanFilter, activityById: Map<string, WindowActivity>): (task: TaskReply) => boolean {
  const lean = filter.leanStatuses.length > 0 ? new Set<string>(filter.leanStatuses) : null;
  const people = filter.responsibleIds.length > 0 ? new Set(filter.responsibleIds) : null;
  const subcontracts = filter.subcontractIds.length > 0 ? new Set(filter.subcontractIds) : null;
  const tags = filter.tags.length > 0 ? new Set(filter.tags.map((tag) => tag.toLowerCase())) : null;
  const priorities = filter.priorities.length > 0 ? new Set<string>(filter.priorities) : null;
  const text = filter.text.trim().toLowerCase();
  return (task) => {
    if (lean !== null && !lean.has(task.leanStatus)) return false;
    if (people !== null && !task.responsibleIds.some((id) => people.has(id))) return false;
    if (subcontracts !== null && (task.subcontractId === null || !subcontracts.has(task.subcontractId))) return false;
    if (tags !== null && !task.tags.some((tag) => tags.has(tag.toLowerCase()))) return false;
    if (priorities !== null && !priorities.has(task.priority)) return false;
    if (filter.from !== null && day(task.finish) < filter.from) return false;
    if (filter.to !== null && day(task.start) > filter.to) return false;
    if (filter.unfitOnly && task.unfit === null) return false;
    if (filter.roadblocksOnly && task.openRoadblocks === 0) return false;
    if (text !== '') {
      const activity = activityById.get(task.activityId);
      const haystack = `${task.name}\n${activity?.name ?? ''}\n${activity?.wbs ?? ''}`.toLowerCase();
      if (!haystack.includes(text)) return false;
    }
    return true;
  };
}

/** Spec part 3, 4: priority weights 3/2/1/0, Urgent first. */
const PRIORITY_RANK: Record<TaskPriority, number> = { Urgent: 0, High: 1, Normal: 2, Low: 3 };
const LEAN_ORDER: TaskLeanStatus[] = ['Restricted', 'Debit', 'Can', 'Will', 'Committed'];
const PRIORITY_ORDER: TaskPriority[] = ['Urgent', 'High', 'Normal', 'Low'];

type SortValue = string | number;
function taskSortValue(by: PlanOrderField, task: TaskReply): SortValue {
  switch (by) {
    case 'start':
      return task.start;
    case 'finish':
      return task.finish;
    case 'name':
      return task.name.toLowerCase();
    case 'priority':
      return PRIORITY_RANK[task.priority];
    case 'progress':
      return task.progress;
    default:
      return 0;
  }
}
function activitySortValue(by: PlanOrderField, activity: WindowActivity): SortValue {
  switch (by) {
    case 'start':
      return activity.start;
    case 'finish':
      return activity.finish;
    case 'name':
      return activity.name.toLowerCase();
    case 'progress':
      return activity.tasksProgress ?? activity.progress;
    default:
      return 0;
  }
}
const compare = (a: SortValue, b: SortValue) => (a < b ? -1 : a > b ? 1 : 0);

/** The groups a task falls in; a task with two responsibles shows under each of them. */
function groupValues(group: Exclude<PlanGrouping, 'none'>, task: TaskReply): (string | null)[] {
  switch (group) {
    case 'leanStatus':
      return [task.leanStatus];
    case 'priority':
      return [task.priority];
    case 'subcontract':
      return [task.subcontractId];
    case 'responsible':
      return task.responsibleIds.length > 0 ? task.responsibleIds : [null];
  }
}

/**
 * The table's rows for a filter, grouping and order (spec part 3, 2.2). Tasks keep their activity as parent row, in
 * every group; subtasks stay under their task when both pass the filter. Without a task filter every activity of the
 * window shows (summaries as outline headings); with one, only activities that keep a task. Linear in activities plus
 * tasks, apart from the sorts.
 */
export function findRows(index: PlanIndex, find: PlanFind): FindRow[] {
  const { filter, group, order } = find;
  const narrowed = find.treeNode === null ? null : subtreeOf(index, find.treeNode);
  const filtering = isFiltering(filter);
  const matches = taskMatcher(filter, index.activityById);
  const kept: TaskReply[] = [];
  for (const task of index.tasks) {
    if (narrowed !== null && !narrowed.has(task.activityId)) continue;
    if (filtering && !matches(task)) continue;
    kept.push(task);
  }
  const direction = order.descending ? -1 : 1;
  const byTask = (a: TaskReply, b: TaskReply) => direction * compare(taskSortValue(order.by, a), taskSortValue(order.by, b));

  if (group === 'none') {
    const activityIds = filtering ? uniqueActivities(kept) : index.activities.filter((a) => narrowed === null || narrowed.has(a.id)).map((a) => a.id);
    return outline(index, activityIds, kept, order, byTask, '');
  }
  const buckets = new Map<string | null, TaskReply[]>();
  for (const task of kept) {
    for (const value of groupValues(group, task)) {
      const list = buckets.get(value) ?? [];
      list.push(task);
      buckets.set(value, list);
    }
  }
  const rows: FindRow[] = [];
  for (const value of groupOrder(group, [...buckets.keys()])) {
    const tasks = buckets.get(value)!;
    const prefix = `g:${value ?? '-'}/`;
    rows.push({ kind: 'group', key: `g:${value ?? '-'}`, group, value, count: tasks.length });
    rows.push(...outline(index, uniqueActivities(tasks), tasks, order, byTask, prefix));
  }
  return rows;
}

function uniqueActivities(tasks: TaskReply[]): string[] {
  const seen = new Set<string>();
  for (const task of tasks) seen.add(task.activityId);
  return [...seen];
}

/** Lean statuses and priorities in their own order, names as they are (labels come later), "none" last. */
function groupOrder(group: Exclude<PlanGrouping, 'none'>, values: (string | null)[]): (string | null)[] {
  const rank =
    group === 'leanStatus'
      ? (v: string) => LEAN_ORDER.indexOf(v as TaskLeanStatus)
      : group === 'priority'
        ? (v: string) => PRIORITY_ORDER.indexOf(v as TaskPriority)
        : null;
  return [...values].sort((a, b) => {
    if (a === null) return b === null ? 0 : 1;
    if (b === null) return -1;
    return rank === null ? compare(a, b) : rank(a) - rank(b);
  });
}

/** Activities (in outline order, or by the order's field) each with its kept tasks beneath, subtasks under their task. */
function outline(
  index: PlanIndex,
  activityIds: string[],
  tasks: TaskReply[],
  order: PlanOrder,
  byTask: (a: TaskReply, b: TaskReply) => number,
  prefix: string,
): FindRow[] {
  const byActivity = new Map<string, TaskReply[]>();
  for (const task of tasks) {
    const list = byActivity.get(task.activityId) ?? [];
    list.push(task);
    byActivity.set(task.activityId, list);
  }
  const ordered = [...activityIds];
  if (order.by === 'outline') ordered.sort((a, b) => index.position.get(a)! - index.position.get(b)!);
  else {
    // An activity sorts by its first task under the order, or by its own dates when it has none.
    const direction = order.descending ? -1 : 1;
    const key = new Map<string, SortValue>();
    for (const id of ordered) {
      const own = byActivity.get(id);
      if (own !== undefined && own.length > 0 && order.by !== 'name') {
        own.sort(byTask);
        key.set(id, taskSortValue(order.by, own[0]!));
      } else key.set(id, order.by === 'priority' ? Number.MAX_SAFE_INTEGER : activitySortValue(order.by, index.activityById.get(id)!));
    }
    ordered.sort((a, b) => direction * compare(key.get(a)!, key.get(b)!) || index.position.get(a)! - index.position.get(b)!);
  }
  const rows: FindRow[] = [];
  for (const id of ordered) {
    const activity = index.activityById.get(id);
    if (activity === undefined) continue;
    rows.push({ kind: 'activity', key: `${prefix}a:${id}`, activity });
    const own = byActivity.get(id) ?? [];
    if (own.length === 0) continue;
    if (order.by !== 'outline') own.sort(byTask);
    const ids = new Set(own.map((t) => t.id));
    const children = new Map<string | null, TaskReply[]>();
    for (const task of own) {
      const parent = task.parentId !== null && ids.has(task.parentId) ? task.parentId : null;
      const list = children.get(parent) ?? [];
      list.push(task);
      children.set(parent, list);
    }
    const walk = (parent: string | null, depth: number) => {
      for (const task of children.get(parent) ?? []) {
        rows.push({ kind: 'task', key: `${prefix}t:${task.id}`, task, activity, depth });
        walk(task.id, depth + 1);
      }
    };
    walk(null, 1);
  }
  return rows;
}

/** Choices the bar offers, from the window's own tasks: the responsibles, subcontracts and tags in use. */
export function filterChoices(index: PlanIndex): { responsibleIds: string[]; subcontractIds: string[]; tags: string[] } {
  const people = new Set<string>();
  const subcontracts = new Set<string>();
  const tags = new Set<string>();
  for (const task of index.tasks) {
    for (const id of task.responsibleIds) people.add(id);
    if (task.subcontractId !== null) subcontracts.add(task.subcontractId);
    for (const tag of task.tags) tags.add(tag);
  }
  return { responsibleIds: [...people], subcontractIds: [...subcontracts], tags: [...tags].sort() };
}
