import type { CncTypeView, CncView } from '@tenon/contracts';
import type { CncRecord, CncTypeRecord } from './cnc.schema';

const iso = (date: Date | string | undefined): string => (date === undefined ? new Date(0).toISOString() : new Date(date).toISOString());

/** The gateway signs image paths of this shape in every answer (its image links). */
export const imagePath = (imageId: string | null): string | null => (imageId === null ? null : `/api/v1/images/${imageId}`);

export const toCncView = (record: CncRecord): CncView => ({
  id: record._id,
  scheduleId: record.scheduleId,
  name: record.name,
  description: record.description ?? '',
  typeId: record.typeId,
  weekStart: record.weekStart,
  responsibleId: record.responsibleId ?? null,
  status: record.status,
  priority: record.priority,
  image: imagePath(record.imageId ?? null),
  taskIds: record.taskIds ?? [],
  commitmentIds: record.commitmentIds ?? [],
  createdBy: record.createdBy,
  createdAt: iso(record.createdAt),
  updatedAt: iso(record.updatedAt),
});

/** Types with how many CNCs name each, from the type ids of the project's CNCs. */
export function toCncTypeViews(types: readonly CncTypeRecord[], typeIdsInUse: readonly string[]): CncTypeView[] {
  const uses = new Map<string, number>();
  for (const typeId of typeIdsInUse) uses.set(typeId, (uses.get(typeId) ?? 0) + 1);
  return types.map((type) => ({ id: type._id, name: type.name, defaultKey: type.defaultKey ?? null, usedBy: uses.get(type._id) ?? 0 }));
}
