import type { PlanActivity } from '@tenon/contracts';
import type { ActivityStatusKey } from '@tenon/lean';
import { STATUS_COLOURS as ACTIVITY_STATUS_COLOURS } from '../../progress/plan-progress';

export type ProgressStatus = 'not-started' | 'in-progress' | 'done';

/** The filter bar over the Gantt: every part narrows, an empty part keeps everything. */
export interface GanttFilter {
  text: string;
  status: ProgressStatus | 'all';
  criticalOnly: boolean;
  subcontractId: string | null;
}

export const NO_FILTER: GanttFilter = { text: '', status: 'all', criticalOnly: false, subcontractId: null };

export function isFiltering(filter: GanttFilter): boolean {
  return filter.text.trim() !== '' || filter.status !== 'all' || filter.criticalOnly || filter.subcontractId !== null;
}

/** Status as the spec's colour scheme reads it: from the activity's progress. */
export function progressStatus(progress: number): ProgressStatus {
  if (progress >= 100) return 'done';
  return progress > 0 ? 'in-progress' : 'not-started';
}

/** Text matches the name (any case, any accents) or the ID typed in full. Summaries match by their own fields only. */
export function activityMatches(activity: PlanActivity, filter: GanttFilter, critical: boolean): boolean {
  const text = fold(filter.text.trim());
  if (text !== '' && !fold(activity.name).includes(text) && String(activity.correlativeId) !== text) return false;
  if (filter.status !== 'all' && progressStatus(activity.progress) !== filter.status) return false;
  if (filter.criticalOnly && !critical) return false;
  if (filter.subcontractId !== null && activity.subcontractId !== filter.subcontractId) return false;
  return true;
}

function fold(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export type ColourScheme = 'critical' | 'status' | 'subcontract';

const STATUS_COLOURS: Record<ProgressStatus, { fill: string; stroke: string }> = {
  'not-started': { fill: '#cbd2d9', stroke: '#7b8794' },
  'in-progress': { fill: '#a9c6f5', stroke: '#1f6feb' },
  done: { fill: '#a7e3b7', stroke: '#2f9e44' },
};
const SUBCONTRACT_COLOURS = ['#f59f00', '#7048e8', '#0ca678', '#e8590c', '#1c7ed6', '#c2255c', '#5c940d', '#3b5bdb'];

/**
 * A bar's colours by the scheme chosen; critical bars stay red in the critical scheme only. The status scheme shows
 * the activity's status (Overdue, Advancement...) when it is known, else its progress state.
 */
export function barColours(activity: PlanActivity, critical: boolean, scheme: ColourScheme, subcontractOrder: readonly string[], status?: ActivityStatusKey): { fill: string; stroke: string } {
  if (scheme === 'status') return status === undefined ? STATUS_COLOURS[progressStatus(activity.progress)] : ACTIVITY_STATUS_COLOURS[status];
  if (scheme === 'subcontract') {
    const at = activity.subcontractId === null ? -1 : subcontractOrder.indexOf(activity.subcontractId);
    if (at < 0) return { fill: '#e4e7eb', stroke: '#9aa5b1' };
    const colour = SUBCONTRACT_COLOURS[at % SUBCONTRACT_COLOURS.length]!;
    return { fill: `${colour}66`, stroke: colour };
  }
  return critical ? { fill: '#f8b4b4', stroke: '#d64545' } : { fill: '#a9c6f5', stroke: '#1f6feb' };
}
