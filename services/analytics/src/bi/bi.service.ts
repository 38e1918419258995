import { Injectable } from '@nestjs/common';
import { biColumns, type AuthContext, type BiPage, type BiQuery, type BiResource, type BiRow } from '@tenon/contracts';
import { ppcOfCounts } from '@tenon/lean';
import { companyScope, ServiceError, type TenantScope } from '@tenon/service-kit';
import { BaselineChunksRepository, type BaselinePointRecord } from '../curves/curves.repository';
import { BiActivityChunksRepository } from './activity-chunks/bi-activity-chunks.repository';
import { decodeBiCursor, decodeBiPlaceCursor, encodeBiPlaceCursor } from './bi-cursor';
import { BiPagesRepository, type BiDocumentsPage, type BiPageQuery } from './bi-pages.repository';
import type { BiListedRow, BiRowKind } from './bi-row.schema';

const kindOf: Partial<Record<BiResource, BiRowKind>> = {
  projects: 'project',
  schedules: 'schedule',
  tasks: 'task',
  commitments: 'commitment',
};

const iso = (date: Date | null | undefined) => (date === null || date === undefined ? null : date.toISOString());

/** Exactly the endpoint's columns, in order, each present (null when the read model does not know it). */
function shaped(resource: BiResource, row: Record<string, unknown>): BiRow {
  const shapedRow: BiRow = {};
  for (const column of biColumns[resource]) shapedRow[column] = (row[column] ?? null) as BiRow[string];
  return shapedRow;
}

/** A read model row with the place and change fields every kind has. */
function rowOf(document: BiListedRow): Record<string, unknown> {
  return {
    ...document.row,
    projectId: document.projectId,
    scheduleId: document.scheduleId,
    updatedAt: iso(document.updatedAt),
    deleted: document.deleted === true,
    deletedAt: iso(document.deletedAt),
  };
}

/**
 * The read API for BI tools: pages of one company's rows, the company being the API token's (the gateway sends no
 * other caller here). Rows come from this service's read models only.
 */
@Injectable()
export class BiService {
  constructor(
    private readonly pages: BiPagesRepository,
    private readonly activities: BiActivityChunksRepository,
    private readonly baselines: BaselineChunksRepository,
  ) {}

  async page(auth: AuthContext, resource: BiResource, query: BiQuery): Promise<BiPage> {
    // Only the gateway's BI routes send here, with an API token's identity; a session's request is a misrouting.
    if (!auth.userId.startsWith('api-token:')) throw new ServiceError('NO_PERMISSION', 'The BI API is read with an API token', 403);
    const scope = companyScope(auth.companyId);
    const refused = () => new ServiceError('VALIDATION_FAILED', 'The cursor is not one this API handed out', 400, [{ path: 'cursor', message: 'must be the nextCursor of a page' }]);
    const updatedSince = query.updatedSince === undefined ? undefined : new Date(query.updatedSince);
    const columns = [...biColumns[resource]];
    const answer = <T>(page: BiDocumentsPage<T>, toRow: (document: T) => Record<string, unknown>): BiPage => ({
      columns,
      items: page.documents.map((document) => shaped(resource, toRow(document))),
      nextCursor: page.nextCursor,
      total: page.total,
    });
    if (resource === 'activities') {
      const after = query.cursor === undefined ? undefined : decodeBiPlaceCursor(query.cursor);
      if (query.cursor !== undefined && after === undefined) throw refused();
      const page = await this.activities.page(scope, query.limit, updatedSince?.getTime(), after, after?.total);
      const baseline = await this.baselineOf(scope, page.documents);
      const nextCursor = page.next === null ? null : encodeBiPlaceCursor({ ...page.next, total: page.total });
      return answer({ documents: page.documents, nextCursor, total: page.total }, (document) => {
        const point = baseline(document);
        return { ...rowOf(document), baselineStart: point?.start ?? null, baselineFinish: point?.finish ?? null };
      });
    }
    const after = query.cursor === undefined ? undefined : decodeBiCursor(query.cursor);
    if (query.cursor !== undefined && after === undefined) throw refused();
    const pageQuery: BiPageQuery = { limit: query.limit, after, updatedSince };
    const kind = kindOf[resource];
    if (kind !== undefined) {
      return answer(await this.pages.rowsOf(scope, kind, pageQuery), rowOf);
    }
    switch (resource) {
      case 'ppc-weeks':
        return answer(await this.pages.ppcWeeksOf(scope, pageQuery), (week) => ({
          projectId: week.projectId,
          scheduleId: week.scheduleId,
          weekStart: week.weekStart,
          committed: week.committed,
          completed: Math.min(week.completed, week.committed),
          ppc: ppcOfCounts(week.committed, week.completed),
          updatedAt: iso(week.updatedAt),
        }));
      case 'cncs':
        return answer(await this.pages.cncsOf(scope, pageQuery), (cnc) => ({ ...cnc, updatedAt: iso(cnc.updatedAt), deleted: cnc.deleted === true, deletedAt: iso(cnc.deletedAt) }));
      case 'roadblocks':
        return answer(await this.pages.roadblocksOf(scope, pageQuery), (roadblock) => ({
          ...roadblock,
          roadblockId: roadblock.constraintId,
          updatedAt: iso(roadblock.updatedAt),
          deleted: roadblock.deleted === true,
          deletedAt: iso(roadblock.deletedAt),
        }));
      default:
        throw new ServiceError('NOT_FOUND', `No BI endpoint ${resource}`, 404);
    }
  }

  /** The active baseline's dates of a page's activities, read once for the page. */
  private async baselineOf(scope: TenantScope, documents: readonly BiListedRow[]): Promise<(document: BiListedRow) => BaselinePointRecord | undefined> {
    const live = documents.filter((document) => document.deleted !== true && document.scheduleId !== null);
    if (live.length === 0) return () => undefined;
    const points = await this.baselines.pointsOfActivities(
      scope,
      live.map((document) => document.scheduleId as string),
      live.map((document) => document.key),
    );
    return (document) => (document.scheduleId === null ? undefined : points.get(document.scheduleId)?.get(document.key));
  }
}
