import { useMemo } from 'react';
import type { PlanViewSettings, ScheduleScope } from '@tenon/contracts/types';
import { savedViewsPath, useSavedViews, type SavedViewsState } from '@tenon/ui';
import { DEFAULT_PLAN_VIEW, mergeColumns } from './plan-columns';

const settled = (settings: PlanViewSettings): PlanViewSettings => ({ ...DEFAULT_PLAN_VIEW, ...settings, filter: { ...DEFAULT_PLAN_VIEW.filter, ...settings.filter }, columns: mergeColumns(settings.columns) });

/**
 * How the plan is looked at (filters, grouping, order, columns, weeks), from the user's default view and kept or shared
 * as named views. `initial` holds what a link asked for (its weeks), which the saved default does not override.
 */
export function usePlanView(place: ScheduleScope | null, initial: Partial<PlanViewSettings>) {
  const path = useMemo(() => (place === null ? null : savedViewsPath('lookahead', place.projectId, place.scheduleId)), [place]);
  return useSavedViews<PlanViewSettings>({ path, defaults: DEFAULT_PLAN_VIEW, settle: settled, initial });
}

export type PlanViewState = SavedViewsState<PlanViewSettings>;
