import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GanttView, GanttViewSettings } from '@tenon/contracts/types';
import { DEFAULT_VIEW_SETTINGS, mergeColumns } from './grid-columns';
import { createView, deleteView, listViews, saveDefaultView, updateView } from './gantt-views.api';

/** Spec part 2: the default view is saved automatically, 2 s after the last change. */
export const DEFAULT_VIEW_DEBOUNCE_MS = 2_000;

const settled = (settings: GanttViewSettings): GanttViewSettings => ({ ...settings, columns: mergeColumns(settings.columns) });

/**
 * The Gantt's look (columns, zoom, colours): loaded from the user's default view, saved back as they change it,
 * and kept or shared as named views.
 */
export function useGanttView(projectId: string, scheduleId: string) {
  const queries = useQueryClient();
  const key = ['gantt-views', projectId, scheduleId];
  const views = useQuery({ queryKey: key, queryFn: () => listViews(projectId, scheduleId), staleTime: 30_000 });
  const [settings, setSettings] = useState<GanttViewSettings>(DEFAULT_VIEW_SETTINGS);
  const [selectedViewId, setSelectedViewId] = useState<string | null>(null);
  const loaded = useRef(false);
  const changedByUser = useRef(false);

  // The default view arrives once; it does not override what the user changed before it came, nor do later refetches.
  useEffect(() => {
    if (loaded.current || views.data === undefined) return;
    loaded.current = true;
    if (views.data.default !== null && !changedByUser.current) setSettings(settled(views.data.default.settings));
  }, [views.data]);

  useEffect(() => {
    if (!changedByUser.current) return undefined;
    const timer = setTimeout(() => void saveDefaultView(projectId, scheduleId, settings).catch(() => undefined), DEFAULT_VIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [projectId, scheduleId, settings]);

  const change = useCallback((edit: (current: GanttViewSettings) => GanttViewSettings) => {
    changedByUser.current = true;
    setSettings((current) => edit(current));
  }, []);

  // One object while nothing it holds changes, so what shows the view can be memoised on it.
  return useMemo(() => {
    const refresh = () => queries.invalidateQueries({ queryKey: ['gantt-views', projectId, scheduleId] });
    const list = views.data?.views ?? [];
    return {
      settings,
      change,
      views: list,
      loading: views.isLoading,
      selectedView: list.find((v) => v.id === selectedViewId) ?? null,
      apply: (view: GanttView | null) => {
        setSelectedViewId(view?.id ?? null);
        if (view !== null) change(() => settled(view.settings));
      },
      saveAs: async (name: string, isPublic: boolean) => {
        const view = await createView(projectId, scheduleId, { name, public: isPublic, settings });
        await refresh();
        setSelectedViewId(view.id);
        return view;
      },
      updateSelected: async () => {
        if (selectedViewId === null) return;
        await updateView(projectId, scheduleId, selectedViewId, { settings });
        await refresh();
      },
      removeSelected: async () => {
        if (selectedViewId === null) return;
        await deleteView(projectId, scheduleId, selectedViewId);
        setSelectedViewId(null);
        await refresh();
      },
    };
  }, [change, projectId, queries, scheduleId, selectedViewId, settings, views.data, views.isLoading]);
}
