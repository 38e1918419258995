import type { LocationRecord } from '../locations/location.schema';
import type { UnitRecord } from '../units/unit.schema';
import { newId } from './new-id';

type NewLocation = Omit<LocationRecord, 'companyId'>;
type NewUnit = Omit<UnitRecord, 'companyId'>;

/** Every location under (and including) the roots, parents before children. */
export function subtreeOf(locations: readonly LocationRecord[], rootIds: readonly string[]): LocationRecord[] {
  const byParent = new Map<string | null, LocationRecord[]>();
  for (const location of locations) byParent.set(location.parentId ?? null, [...(byParent.get(location.parentId ?? null) ?? []), location]);
  const found: LocationRecord[] = [];
  const queue = locations.filter((l) => rootIds.includes(l._id));
  while (queue.length > 0) {
    const next = queue.shift()!;
    found.push(next);
    queue.push(...(byParent.get(next._id) ?? []));
  }
  return found;
}

/**
 * A copy of locations (parents before children) and their units with new ids, into `structureId`. The copies keep
 * names and order; `rename` gives a root its new name. Relations to activities are not copied: the copy has no tasks.
 */
export function copySubtree(
  locations: readonly LocationRecord[],
  units: readonly UnitRecord[],
  into: { structureId: string; rootParentId: string | null; rootLevelShift: number },
  rename: (location: LocationRecord) => string = (location) => location.name,
): { locations: NewLocation[]; units: NewUnit[] } {
  const ids = new Map(locations.map((l) => [l._id, newId()]));
  const copiedLocations = locations.map((l) => {
    const parentCopy = l.parentId === null ? undefined : ids.get(l.parentId);
    const isRoot = parentCopy === undefined;
    return {
      _id: ids.get(l._id)!,
      scheduleId: l.scheduleId,
      structureId: into.structureId,
      parentId: isRoot ? into.rootParentId : parentCopy,
      name: isRoot ? rename(l) : l.name,
      level: l.level + into.rootLevelShift,
      order: l.order,
    };
  });
  const copiedUnits = units
    .filter((u) => ids.has(u.locationId))
    .map((u) => ({ _id: newId(), scheduleId: u.scheduleId, structureId: into.structureId, locationId: ids.get(u.locationId)!, name: u.name, order: u.order, activityIds: [] }));
  return { locations: copiedLocations, units: copiedUnits };
}
