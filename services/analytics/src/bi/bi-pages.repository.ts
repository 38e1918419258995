import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type FilterQuery, type Model } from 'mongoose';
import type { TenantScope } from '@tenon/service-kit';
import { CNC_FACT_MODEL, type CncFactDocument } from '../cnc-facts/cnc-fact.schema';
import { PPC_WEEK_MODEL, type PpcWeekDocument } from '../ppc-weeks/ppc-week.schema';
import { ROADBLOCK_FACT_MODEL, type RoadblockFactDocument } from '../roadblock-facts/roadblock-fact.schema';
import { encodeBiCursor, type BiCursor } from './bi-cursor';
import { BI_ROW_MODEL, type BiRowDocument, type BiRowKind } from './bi-row.schema';

export interface BiPageQuery {
  limit: number;
  after: BiCursor | undefined;
  updatedSince: Date | undefined;
}

export interface BiDocumentsPage<TDocument> {
  documents: TDocument[];
  nextCursor: string | null;
  total: number;
}

/** Facts keyed by their thing have string ids (`factIdOf`); other rows, and facts written before, ObjectIds. */
type Paged = { _id: Types.ObjectId | string; companyId: string; updatedAt?: Date | null };

/**
 * Pages of one company's rows in change order (updatedAt, then id): the BI read model's own rows, and the PPC weeks,
 * CNCs and roadblocks the dashboard's figures are made of, so a BI total is the dashboard's total.
 */
@Injectable()
export class BiPagesRepository {
  constructor(
    @InjectModel(BI_ROW_MODEL) private readonly rows: Model<BiRowDocument>,
    @InjectModel(PPC_WEEK_MODEL) private readonly ppcWeeks: Model<PpcWeekDocument>,
    @InjectModel(CNC_FACT_MODEL) private readonly cncs: Model<CncFactDocument>,
    @InjectModel(ROADBLOCK_FACT_MODEL) private readonly roadblocks: Model<RoadblockFactDocument>,
  ) {}

  rowsOf(scope: TenantScope, kind: BiRowKind, query: BiPageQuery): Promise<BiDocumentsPage<BiRowDocument>> {
    return pageOf<BiRowDocument>(this.rows, scope, { kind, ...liveUnlessRefresh(query) }, query);
  }

  ppcWeeksOf(scope: TenantScope, query: BiPageQuery): Promise<BiDocumentsPage<PpcWeekDocument>> {
    return pageOf<PpcWeekDocument>(this.ppcWeeks, scope, {}, query);
  }

  cncsOf(scope: TenantScope, query: BiPageQuery): Promise<BiDocumentsPage<CncFactDocument>> {
    return pageOf<CncFactDocument>(this.cncs, scope, liveUnlessRefresh(query), query);
  }

  roadblocksOf(scope: TenantScope, query: BiPageQuery): Promise<BiDocumentsPage<RoadblockFactDocument>> {
    return pageOf<RoadblockFactDocument>(this.roadblocks, scope, liveUnlessRefresh(query), query);
  }
}

/**
 * A full load lists what exists; a refresh (`updatedSince`) lists the tombstones of what was deleted since as well, so
 * the tool drops those rows.
 */
function liveUnlessRefresh(query: BiPageQuery): Record<string, unknown> {
  return query.updatedSince === undefined ? { deleted: { $ne: true } } : {};
}

async function pageOf<TDocument extends Paged>(model: Model<TDocument>, scope: TenantScope, kindFilter: Record<string, unknown>, query: BiPageQuery): Promise<BiDocumentsPage<TDocument>> {
  const base: Record<string, unknown> = { ...kindFilter, companyId: scope.companyId };
  if (query.updatedSince !== undefined) base.updatedAt = { $gte: query.updatedSince };
  const after = query.after;
  const filter =
    after === undefined
      ? base
      : { $and: [base, { $or: [{ updatedAt: { $gt: after.updatedAt } }, { updatedAt: after.updatedAt, _id: { $gt: after.id.length === 24 ? new Types.ObjectId(after.id) : after.id } }] }] };
  // Counting reads every row of the company's kind: the first page counts, and its cursor carries the total on.
  const [documents, total] = await Promise.all([
    model
      .find(filter as FilterQuery<TDocument>)
      .sort({ updatedAt: 1, _id: 1 })
      .limit(query.limit + 1)
      .lean<TDocument[]>()
      .exec(),
    after?.total ?? model.countDocuments(base as FilterQuery<TDocument>).exec(),
  ]);
  const shown = documents.slice(0, query.limit);
  const last = shown.at(-1);
  const nextCursor =
    documents.length > query.limit && last !== undefined ? encodeBiCursor({ updatedAt: last.updatedAt ?? new Date(0), id: typeof last._id === 'string' ? last._id : last._id.toHexString(), total }) : null;
  return { documents: shown, nextCursor, total };
}
