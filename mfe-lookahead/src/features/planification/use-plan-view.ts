import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanView, PlanViewSettings } from '@tenon/contracts/types';
import { useSession } from '@tenon/ui';
import { DEFAULT_PLAN_VIEW, mergeColumns } from './plan-columns';
import { createPlanView, deletePlanView, listPlanViews, saveDefaultPlanView, updatePlanView } from './plan-views.api';
import type { PlanPlace } from './tasks.api';

/** Spec part 3, 4: the default view is saved automatically, 2 s after the last change. */
export const DEFAULT_VIEW_DEBOUNCE_MS = 2_000;

const settled = (settings: PlanViewSettings): PlanViewSettings => ({ ...DEFAULT_PLAN_VIEW, ...settings, filter: { ...DEFAULT_PLAN_VIEW.filter, ...settings.filter }, columns: mergeColumns(settings.columns) });

/**
 * How the plan is looked at (filters, grouping, order, columns, weeks): loaded from the user's default view, saved
 * back as they change it, and kept or shared as named views. `initial` holds what a link asked for (its weeks),
 * which the saved default does not override.
 */
export function usePlanView(place: PlanPlace | null, initial: Partial<PlanViewSettings>) {
  const queries = useQueryClient();
  const companyId = useSession().companySession?.company.id ?? null;
  const key = useMemo(() => ['lookahead', 'views', companyId, place?.projectId ?? null, place?.scheduleId ?? null], [companyId, place]);
  const views = useQuery({ queryKey: key, queryFn: () => listPlanViews(place!), enabled: place !== null && companyId !== null, staleTime: 30_000, retry: false });
  const [settings, setSettings] = useState<PlanViewSettings>(() => ({ ...DEFAULT_PLAN_VIEW, ...initial }));
  const [selectedViewId, setSelectedViewId] = useState<string | null>(null);
  const loadedFor = useRef<string | null>(null);
  const changedByUser = useRef(false);
  const placeKey = place === null ? null : `${place.projectId}/${place.scheduleId}`;
  const initialRef = useRef(initial);

  // The default view arrives once per schedule; it does not override what the user changed before it came.
  useEffect(() => {
    if (views.data === undefined || placeKey === null || loadedFor.current === placeKey) return;
    loadedFor.current = placeKey;
    if (views.data.default !== null && !changedByUser.current) setSettings({ ...settled(views.data.default.settings), ...initialRef.current });
  }, [views.data, placeKey]);

  useEffect(() => {
    if (!changedByUser.current || place === null) return undefined;
    const timer = setTimeout(() => {
      void saveDefaultPlanView(place, settings)
        .then(() => queries.invalidateQueries({ queryKey: key }))
        .catch(() => undefined);
    }, DEFAULT_VIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [place, settings, queries, key]);

  const change = useCallback((edit: (current: PlanViewSettings) => PlanViewSettings) => {
    changedByUser.current = true;
    setSettings((current) => edit(current));
  }, []);

  return useMemo(() => {
    const refresh = () => queries.invalidateQueries({ queryKey: key });
    const list = views.data?.views ?? [];
    return {
      settings,
      change,
      views: list,
      loading: views.isLoading,
      selectedView: list.find((v) => v.id === selectedViewId) ?? null,
      apply: (view: PlanView | null) => {
        setSelectedViewId(view?.id ?? null);
        if (view !== null) change(() => settled(view.settings));
      },
      saveAs: async (name: string, isPublic: boolean) => {
        const view = await createPlanView(place!, { name, public: isPublic, settings });
        await refresh();
        setSelectedViewId(view.id);
        return view;
      },
      updateSelected: async () => {
        if (selectedViewId === null) return;
        await updatePlanView(place!, selectedViewId, { settings });
        await refresh();
      },
      removeSelected: async () => {
        if (selectedViewId === null) return;
        await deletePlanView(place!, selectedViewId);
        setSelectedViewId(null);
        await refresh();
      },
    };
  }, [change, key, place, queries, selectedViewId, settings, views.data, views.isLoading]);
}

export type PlanViewState = ReturnType<typeof usePlanView>;
