import type { ConstraintView } from '@tenon/contracts';
import type { ConstraintRecord } from './constraint.schema';

const iso = (date: Date | string | undefined): string => (date === undefined ? new Date(0).toISOString() : new Date(date).toISOString());

export const toConstraintView = (record: ConstraintRecord): ConstraintView => ({
  id: record._id,
  scheduleId: record.scheduleId,
  name: record.name,
  description: record.description ?? '',
  type: record.type,
  area: record.area ?? '',
  responsibleIds: record.responsibleIds ?? [],
  reportUserIds: record.reportUserIds ?? [],
  commitmentDate: record.commitmentDate ?? null,
  priority: record.priority,
  status: (record.status as string) === 'waiting' ? 'notreleased' : record.status,
  taskIds: record.taskIds ?? [],
  scheduleIds: record.scheduleIds ?? [],
  documentLink: record.documentLink ?? '',
  releaseDate: record.releaseDate ?? null,
  releasedBy: record.releasedBy ?? null,
  reschedules: record.reschedules ?? 0,
  createdBy: record.createdBy ?? '',
  createdAt: iso(record.createdAt),
  updatedAt: iso(record.updatedAt),
});
