import type { TaktAssignActivity, TaktTree } from '@tenon/contracts/types';
import { buildTaktTree, type TaktTreeNode } from '../units/takt-tree-nodes';

/** A row of the units tree on the assign screen, as antd's checkable Tree takes it. */
export interface AssignTreeNode {
  key: string;
  kind: TaktTreeNode['kind'];
  id: string;
  name: string;
  /** Assigning: a unit already related to a chosen activity (spec 2.6). Unassigning: a unit related to none. */
  related: boolean;
  disableCheckbox: boolean;
  /** Units under the row (1 for a unit). */
  unitCount: number;
  isLeaf: boolean;
  children?: AssignTreeNode[];
}

export const unitKey = (unitId: string) => `unit:${unitId}`;

export type AssignMode = 'assign' | 'unassign';

const isRelated = (unit: TaktTree['units'][number], chosen: ReadonlySet<string>) => unit.activityIds.some((id) => chosen.has(id));
const blocked = (unit: TaktTree['units'][number], chosen: ReadonlySet<string>, mode: AssignMode) => (mode === 'assign' ? isRelated(unit, chosen) : !isRelated(unit, chosen));

/**
 * The structures → locations → units tree. Assigning, the units related to any chosen activity are disabled (spec
 * 2.6); unassigning, the units related to none of them.
 */
export function assignTreeNodes(tree: TaktTree, chosenActivityIds: ReadonlySet<string>, mode: AssignMode = 'assign'): AssignTreeNode[] {
  const relatedUnits = new Set(tree.units.filter((unit) => blocked(unit, chosenActivityIds, mode)).map((unit) => unit.id));
  const walk = (node: TaktTreeNode): AssignTreeNode => {
    const children = node.children?.map(walk);
    const unitCount = node.kind === 'unit' ? 1 : (children ?? []).reduce((sum, child) => sum + child.unitCount, 0);
    const related = node.kind === 'unit' ? relatedUnits.has(node.id) : children !== undefined && children.length > 0 && children.every((child) => child.related);
    return {
      key: node.key,
      kind: node.kind,
      id: node.id,
      name: node.name,
      related,
      disableCheckbox: related || unitCount === 0,
      unitCount,
      isLeaf: node.isLeaf,
      ...(children === undefined ? {} : { children }),
    };
  };
  return buildTaktTree(tree).map(walk);
}

/** The unit ids among checked keys, leaving out those the screen shows disabled. */
export function checkedUnitIds(checkedKeys: readonly string[], tree: TaktTree, chosenActivityIds: ReadonlySet<string>, mode: AssignMode = 'assign'): string[] {
  const checked = new Set(checkedKeys);
  return tree.units.filter((unit) => checked.has(unitKey(unit.id)) && !blocked(unit, chosenActivityIds, mode)).map((unit) => unit.id);
}

/** Activities whose WBS, name or outline number contains the search, case-insensitive; summaries kept for context. */
export function searchActivities(activities: readonly TaktAssignActivity[], search: string): TaktAssignActivity[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...activities];
  return activities.filter((activity) => activity.name.toLowerCase().includes(needle) || activity.wbs.startsWith(needle));
}

/** Indentation of an activity row from its outline number ("2.1.3" is 2 levels in). */
export const outlineDepth = (wbs: string) => Math.max(0, wbs.split('.').length - 1);
