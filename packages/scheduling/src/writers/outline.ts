import type { Activity, ScheduleModel } from '../model';

export interface OutlineEntry {
  activity: Activity;
  /** 1 for top-level activities. */
  level: number;
  /** "1.2.3": position under each ancestor, as MS Project numbers its outline. */
  outlineNumber: string;
}

/**
 * Activities parents first, each summary followed by its children in their outline order. MSPDI carries
 * the WBS only through this order and the outline levels, so every writer walks the same tree.
 */
export function outlineOrder(model: ScheduleModel): OutlineEntry[] {
  const summaryIds = new Set(model.activities.filter((a) => a.kind === 'summary').map((a) => a.id));
  const children = new Map<string | undefined, Activity[]>();
  model.activities.forEach((activity) => {
    const parent = activity.parentId !== undefined && summaryIds.has(activity.parentId) && activity.parentId !== activity.id ? activity.parentId : undefined;
    children.set(parent, [...(children.get(parent) ?? []), activity]);
  });
  const position = new Map(model.activities.map((a, index) => [a.id, a.order ?? index]));
  const entries: OutlineEntry[] = [];
  const visited = new Set<string>();
  const visit = (parentId: string | undefined, level: number, prefix: string): void => {
    const siblings = [...(children.get(parentId) ?? [])].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
    siblings.forEach((activity, index) => {
      if (visited.has(activity.id)) return;
      visited.add(activity.id);
      const outlineNumber = `${prefix}${index + 1}`;
      entries.push({ activity, level, outlineNumber });
      if (activity.kind === 'summary') visit(activity.id, level + 1, `${outlineNumber}.`);
    });
  };
  visit(undefined, 1, '');
  // A parent chain that loops reaches no top level; such activities still go out, at the top.
  for (const activity of model.activities) if (!visited.has(activity.id)) entries.push({ activity, level: 1, outlineNumber: String(entries.length + 1) });
  return entries;
}
