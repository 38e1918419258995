import type { Activity } from '../model';

export interface P6WbsNode {
  id: string;
  parentId?: string;
  code: string;
  name: string;
  sequence: number;
  /** The project's own root node: its children are top level. */
  projectNode: boolean;
}

export interface P6ActivityDraft {
  activity: Activity;
  wbsId?: string;
  /** P6 "WBS summary" activity: spans everything in its WBS node. */
  wbsSummary: boolean;
  /** Activity ID, for the order within a WBS node. */
  code: string;
}

/** Id of the summary activity a P6 WBS node becomes. */
export function wbsActivityId(wbsId: string): string {
  return `WBS-${wbsId}`;
}

/**
 * Builds the outline: WBS nodes become summaries (the project node and nodes without activities are left
 * out), activities hang from their WBS node, and a WBS summary activity stands in for its node as the parent
 * of everything inside it. Activities get their outline order and level.
 */
export function assembleP6Outline(nodes: P6WbsNode[], drafts: P6ActivityDraft[]): Activity[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const isTop = (node: P6WbsNode): boolean => node.projectNode;
  const parentNode = (node: P6WbsNode): P6WbsNode | undefined => {
    const parent = node.parentId === undefined ? undefined : byId.get(node.parentId);
    return parent && !isTop(parent) ? parent : undefined;
  };
  const childNodes = new Map<string | undefined, P6WbsNode[]>();
  for (const node of nodes) {
    if (isTop(node)) continue;
    const key = parentNode(node)?.id;
    childNodes.set(key, [...(childNodes.get(key) ?? []), node]);
  }
  const activitiesIn = new Map<string | undefined, P6ActivityDraft[]>();
  for (const draft of drafts) {
    const node = draft.wbsId === undefined ? undefined : byId.get(draft.wbsId);
    const key = node && !isTop(node) ? node.id : undefined;
    activitiesIn.set(key, [...(activitiesIn.get(key) ?? []), draft]);
  }
  const hasActivities = new Map<string, boolean>();
  const nodeHasActivities = (node: P6WbsNode): boolean => {
    const known = hasActivities.get(node.id);
    if (known !== undefined) return known;
    hasActivities.set(node.id, false);
    const result =
      (activitiesIn.get(node.id)?.length ?? 0) > 0 || (childNodes.get(node.id) ?? []).some((c) => nodeHasActivities(c));
    hasActivities.set(node.id, result);
    return result;
  };

  const ordered: Activity[] = [];
  const visit = (nodeId: string | undefined, parentId: string | undefined, level: number, path: string[]): void => {
    const drafts = [...(activitiesIn.get(nodeId) ?? [])].sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
    const standIn = drafts.find((d) => d.wbsSummary);
    const place = (activity: Activity, parent: string | undefined, at: number): void => {
      if (parent !== undefined) activity.parentId = parent;
      activity.outlineLevel = at;
      activity.order = ordered.length;
      ordered.push(activity);
    };
    let innerParent = parentId;
    let innerLevel = level;
    if (standIn) {
      place(standIn.activity, parentId, level);
      innerParent = standIn.activity.id;
      innerLevel = level + 1;
    }
    for (const draft of drafts) if (draft !== standIn) place(draft.activity, innerParent, innerLevel);
    const children = [...(childNodes.get(nodeId) ?? [])].sort((a, b) => a.sequence - b.sequence);
    for (const node of children) {
      if (!nodeHasActivities(node)) continue;
      const codePath = [...path, node.code];
      const summary: Activity = {
        id: wbsActivityId(node.id),
        name: `${codePath.join('.')} ${node.name}`.trim(),
        kind: 'summary',
        duration: 0,
      };
      place(summary, innerParent, innerLevel);
      visit(node.id, summary.id, innerLevel + 1, codePath);
    }
  };
  visit(undefined, undefined, 1, []);
  return ordered;
}
