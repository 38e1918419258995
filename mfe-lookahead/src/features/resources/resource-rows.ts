import type { LookaheadResourcesReply, ResourceCatalogEntry, ResourceType } from '@tenon/contracts/types';

/** One resource on a row: its name, the quantity and the unit it is counted in. */
export interface ResourceLine {
  resourceId: string;
  name: string;
  quantity: number;
  unitLabel: string;
}

export type ResourceRow =
  | { kind: 'activity'; key: string; name: string; wbs: string; start: string; finish: string; taskCount: number }
  | { kind: 'task'; key: string; name: string; start: string; finish: string; subtask: boolean; lines: Record<ResourceType, ResourceLine[]> };

export interface ResourceTotalsGroup {
  type: ResourceType;
  lines: Array<ResourceLine & { taskCount: number }>;
}

/** The columns of the screen, in the spec's order: material, machinery, specialty (rrhh). */
export const RESOURCE_COLUMN_TYPES: readonly ResourceType[] = ['material', 'machinery', 'speciality'];

const byType = (): Record<ResourceType, ResourceLine[]> => ({ material: [], machinery: [], speciality: [] });

/** The activity rows with their tasks beneath, each task's resources split by type. */
export function resourceRowsOf(reply: LookaheadResourcesReply): ResourceRow[] {
  const catalog = new Map<string, ResourceCatalogEntry>(reply.resources.map((resource) => [resource.id, resource]));
  const rows: ResourceRow[] = [];
  for (const activity of reply.activities) {
    rows.push({ kind: 'activity', key: `a:${activity.id}`, name: activity.name, wbs: activity.wbs, start: activity.start, finish: activity.finish, taskCount: activity.tasks.length });
    for (const task of activity.tasks) {
      const lines = byType();
      for (const use of task.resources) {
        const resource = catalog.get(use.resourceId);
        if (resource !== undefined) lines[resource.type].push({ resourceId: resource.id, name: resource.name, quantity: use.quantity, unitLabel: resource.unitLabel });
      }
      rows.push({ kind: 'task', key: `t:${task.id}`, name: task.name, start: task.start, finish: task.finish, subtask: task.parentId !== null, lines });
    }
  }
  return rows;
}

/** The window's totals by type, for the panel above the table; types no task uses are left out. */
export function resourceTotalsOf(reply: LookaheadResourcesReply): ResourceTotalsGroup[] {
  const catalog = new Map(reply.resources.map((resource) => [resource.id, resource]));
  return RESOURCE_COLUMN_TYPES.map((type) => ({
    type,
    lines: reply.totals.flatMap((total) => {
      const resource = catalog.get(total.resourceId);
      return resource === undefined || resource.type !== type ? [] : [{ resourceId: resource.id, name: resource.name, quantity: total.quantity, unitLabel: resource.unitLabel, taskCount: total.taskCount }];
    }),
  })).filter((group) => group.lines.length > 0);
}

/** "120 m3", "1,250.5 h": up to two decimals in the reader's language. */
export function quantityText(quantity: number, unitLabel: string, language: string): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(quantity);
  return unitLabel === '' ? number : `${number} ${unitLabel}`;
}

/** The day `days` after (or before) a YYYY-MM-DD day. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
