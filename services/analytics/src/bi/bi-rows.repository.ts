import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { BiRow } from '@tenon/contracts';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { BI_ROW_MODEL, type BiRowDocument, type BiRowKind } from './bi-row.schema';

export interface BiRowPlace {
  projectId: string | null;
  scheduleId: string | null;
}

/** The BI read model's writes; its pages are read by `BiPagesRepository` like the other facts. */
@Injectable()
export class BiRowsRepository extends TenantScopedRepository<BiRowDocument> {
  constructor(@InjectModel(BI_ROW_MODEL) model: Model<BiRowDocument>) {
    super(model);
  }

  /** Sets these fields of the row (the others stay as an earlier event left them), creating it the first time. */
  async put(scope: TenantScope, kind: BiRowKind, key: string, place: BiRowPlace, fields: BiRow, at = new Date()): Promise<void> {
    const set: Record<string, unknown> = { updatedAt: at };
    if (place.projectId !== null) set.projectId = place.projectId;
    if (place.scheduleId !== null) set.scheduleId = place.scheduleId;
    for (const [field, value] of Object.entries(fields)) set[`row.${field}`] = value;
    await this.updateOne(scope, { kind, key }, { $set: set }, { upsert: true });
  }

  /**
   * `put` for many rows of one kind at once (a bulk takt write): one read of the rows kept, then one delete and one
   * insert of them merged, instead of an upsert per row (each a scan of the collection on FerretDB).
   */
  async putMany(scope: TenantScope, kind: BiRowKind, entries: ReadonlyArray<{ key: string; place: BiRowPlace; fields: BiRow }>, at = new Date()): Promise<void> {
    if (entries.length === 0) return;
    const kept = new Map((await this.findMany(scope, { kind, key: { $in: entries.map((entry) => entry.key) } })).map((row) => [row.key, row]));
    await this.replaceMany(
      scope,
      entries.map(({ key, place, fields }) => {
        const old = kept.get(key);
        return {
          _id: old?._id ?? new Types.ObjectId(),
          kind,
          key,
          projectId: place.projectId ?? old?.projectId ?? null,
          scheduleId: place.scheduleId ?? old?.scheduleId ?? null,
          row: { ...(old?.row ?? {}), ...fields },
          updatedAt: at,
        };
      }),
    );
  }

  async remove(scope: TenantScope, kind: BiRowKind, keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.deleteMany(scope, { kind, key: { $in: [...keys] } });
  }

  /** Every row of these kinds in a schedule: a whole plan replaced, a schedule deleted. */
  async removeOfSchedule(scope: TenantScope, kinds: readonly BiRowKind[], scheduleId: string): Promise<void> {
    await this.deleteMany(scope, { kind: { $in: [...kinds] }, scheduleId });
  }

  /** The commitments of these tasks in one week, removed by a change of the week's plan. */
  async removeCommitmentsOfTasks(scope: TenantScope, scheduleId: string, weekStart: string, taskIds: readonly string[]): Promise<void> {
    if (taskIds.length === 0) return;
    await this.deleteMany(scope, { kind: 'commitment', scheduleId, 'row.weekStart': weekStart, 'row.taskId': { $in: [...taskIds] } });
  }
}
