import type { TaktLocation, TaktStructure, TaktTree, TaktUnit } from '@tenon/contracts/types';
/** The three kinds of row: a structure, a location, a production unit. */
export type TaktNodeKind = 'structure' | 'location' | 'unit';

/** One row of the units tree, as antd's Tree takes it. */
export interface TaktTreeNode {
  key: string;
  kind: TaktNodeKind;
  id: string;
  name: string;
  structureId: string;
  parentId: string | null;
  /** The ids of the row's siblings in order, for moving it up or down. */
  siblingIds: string[];
  /** A location's direct sub-locations and units; a structure's top locations. */
  childLocationCount: number;
  unitCount: number;
  /** Units under the row (itself for a unit) that have assigned activities: a delete then needs the word. */
  hasTasks: boolean;
  isLeaf: boolean;
  children?: TaktTreeNode[];
}

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/** Structures → locations (nested) → units, each level in its stored order. */
export function buildTaktTree(tree: TaktTree): TaktTreeNode[] {
  const locationsByParent = new Map<string, TaktLocation[]>();
  for (const location of tree.locations) {
    const parentKey = location.parentId ?? `structure:${location.structureId}`;
    locationsByParent.set(parentKey, [...(locationsByParent.get(parentKey) ?? []), location]);
  }
  const unitsByLocation = new Map<string, TaktUnit[]>();
  for (const unit of tree.units) unitsByLocation.set(unit.locationId, [...(unitsByLocation.get(unit.locationId) ?? []), unit]);

  const locationNode = (location: TaktLocation, siblings: TaktLocation[]): TaktTreeNode => {
    const childLocations = [...(locationsByParent.get(location.id) ?? [])].sort(byOrder);
    const units = [...(unitsByLocation.get(location.id) ?? [])].sort(byOrder);
    const children = [
      ...childLocations.map((child) => locationNode(child, childLocations)),
      ...units.map((unit): TaktTreeNode => ({
        key: `unit:${unit.id}`,
        kind: 'unit',
        id: unit.id,
        name: unit.name,
        structureId: location.structureId,
        parentId: location.id,
        siblingIds: units.map((u) => u.id),
        childLocationCount: 0,
        unitCount: 0,
        hasTasks: unit.activityIds.length > 0,
        isLeaf: true,
      })),
    ];
    return {
      key: `location:${location.id}`,
      kind: 'location',
      id: location.id,
      name: location.name,
      structureId: location.structureId,
      parentId: location.parentId,
      siblingIds: siblings.map((s) => s.id),
      childLocationCount: childLocations.length,
      unitCount: units.length,
      hasTasks: children.some((child) => child.hasTasks),
      isLeaf: children.length === 0,
      children,
    };
  };

  const structures = [...tree.structures].sort(byOrder);
  return structures.map((structure: TaktStructure) => {
    const top = [...(locationsByParent.get(`structure:${structure.id}`) ?? [])].sort(byOrder);
    const children = top.map((location) => locationNode(location, top));
    return {
      key: `structure:${structure.id}`,
      kind: 'structure',
      id: structure.id,
      name: structure.name,
      structureId: structure.id,
      parentId: null,
      siblingIds: structures.map((s) => s.id),
      childLocationCount: top.length,
      unitCount: 0,
      hasTasks: children.some((child) => child.hasTasks),
      isLeaf: children.length === 0,
      children,
    };
  });
}

/** The siblings' ids with one moved by `step` (−1 up, +1 down), or null at an end. */
export function movedIds(ids: readonly string[], id: string, step: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
