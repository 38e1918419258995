import type { GanttViewSettings, GanttVisualization } from '@tenon/contracts/types';

/** The toggles of the Gantt's Show menu, in the order it lists them. */
export const VISUAL_TOGGLES = ['links', 'criticalPath', 'slack', 'baseline', 'todayLine', 'taskCount', 'submittalIcons'] as const;
export type VisualToggle = (typeof VISUAL_TOGGLES)[number];

/** As MS Project opens a plan: links, the critical path, baseline and today drawn; float and task counts on request. */
export const DEFAULT_VISUALIZATION: GanttVisualization = {
  links: true,
  criticalPath: true,
  slack: false,
  baseline: true,
  todayLine: true,
  submittalIcons: true,
  taskCount: false,
  rowColours: 'plain',
};

/** A view saved before the toggles existed (or before one was added) shows what the defaults show. */
export function visualizationOf(settings: Pick<GanttViewSettings, 'visualization'>): GanttVisualization {
  return { ...DEFAULT_VISUALIZATION, ...settings.visualization };
}

export function toggleVisual(settings: GanttViewSettings, key: VisualToggle): GanttViewSettings {
  const current = visualizationOf(settings);
  return { ...settings, visualization: { ...current, [key]: !current[key] } };
}

export function setRowColours(settings: GanttViewSettings, rowColours: GanttVisualization['rowColours']): GanttViewSettings {
  return { ...settings, visualization: { ...visualizationOf(settings), rowColours } };
}

// From the top of the WBS down: deeper summaries get lighter, so a level reads at a glance down a long plan.
const LEVEL_TINTS = ['#d9e5f5', '#e3ecf8', '#ecf2fa', '#f3f7fc'];

/** The background of a grid row under the `level` scheme: summaries by depth, other rows untinted. */
export function rowTintOf(rowColours: GanttVisualization['rowColours'], isSummary: boolean, depth: number): string | undefined {
  if (rowColours !== 'level' || !isSummary) return undefined;
  return LEVEL_TINTS[Math.min(depth, LEVEL_TINTS.length - 1)];
}

/** Float drawn after a bar: from its early finish to its late finish, none when the activity has no float. */
export function slackSpan(earlyFinish: string, lateFinish: string | undefined, totalFloat: number): { from: string; to: string } | null {
  if (lateFinish === undefined || totalFloat <= 0 || lateFinish <= earlyFinish) return null;
  return { from: earlyFinish, to: lateFinish };
}
