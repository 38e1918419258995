import { useMemo } from 'react';
import type { GanttViewSettings } from '@tenon/contracts/types';
import { savedViewsPath, useSavedViews } from '@tenon/ui';
import { visualizationOf } from './chart-visualization';
import { DEFAULT_VIEW_SETTINGS, mergeColumns } from './grid-columns';

const settled = (settings: GanttViewSettings): GanttViewSettings => ({ ...settings, columns: mergeColumns(settings.columns), visualization: visualizationOf(settings) });

/** The Gantt's look (columns, zoom, colours, what the chart draws) from the user's default view, kept or shared as named views. */
export function useGanttView(projectId: string, scheduleId: string) {
  const path = useMemo(() => savedViewsPath('masterplan', projectId, scheduleId), [projectId, scheduleId]);
  return useSavedViews<GanttViewSettings>({ path, defaults: DEFAULT_VIEW_SETTINGS, settle: settled });
}
