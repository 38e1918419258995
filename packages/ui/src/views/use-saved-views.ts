import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListSavedViewsReply, SavedView } from '@tenon/contracts/types';
import { arrivedRead } from '../api/api-client';
import { useSession } from '../session/use-session';
import { openingSettings } from './opening-settings';
import { savedViewsApi } from './saved-views.api';

/** Spec parts 2 and 3: the default view is saved automatically, 2 s after the last change. */
export const DEFAULT_VIEW_DEBOUNCE_MS = 2_000;

export interface SavedViewsOptions<Settings> {
  /** Where the views are kept (`savedViewsPath`); null while no schedule is chosen. */
  path: string | null;
  /** The look before anything is saved. */
  defaults: Settings;
  /** A saved look made whole with what was added to the screen since it was saved (new columns, new filters). */
  settle: (saved: Settings) => Settings;
  /** What a link asked for, which the saved default does not override. */
  initial?: Partial<Settings>;
}

/**
 * How a screen is looked at: loaded from the user's default view, saved back as they change it, and kept or shared as
 * named views. The default arrives once per schedule and never overrides what the user changed before it came.
 * `ready` says the views are known (or could not be read): a screen that waits for it never shows the plain look and
 * then jumps to the user's.
 */
export function useSavedViews<Settings>({ path, defaults, settle, initial }: SavedViewsOptions<Settings>) {
  const queries = useQueryClient();
  const companyId = useSession().companySession?.company.id ?? null;
  const key = useMemo(() => ['saved-views', companyId, path], [companyId, path]);
  const api = useMemo(() => (path === null ? null : savedViewsApi<Settings>(path)), [path]);
  const views = useQuery({
    queryKey: key,
    queryFn: () => api!.list(),
    // The views the shell read while the page's code loaded (routing/first-reads.ts), when they are already here.
    initialData: () => (path === null ? undefined : arrivedRead<ListSavedViewsReply<Settings>>(path)),
    enabled: api !== null && companyId !== null,
    staleTime: 30_000,
    retry: false,
  });
  const [settings, setSettings] = useState<Settings>(() => (path === null ? undefined : openingSettings(views.data, defaults, settle, initial)) ?? { ...defaults, ...initial });
  // The path whose views the settings were opened from. Views that arrive after the first render are applied in the
  // render they arrive in, not in an effect after it: a render with `ready` and the plain look would let a screen that
  // waits for `ready` read with the plain look (the lookahead read a 4-week window, then the saved 6-week one).
  const [loadedFor, setLoadedFor] = useState<string | null>(() => (path !== null && views.data !== undefined ? path : null));
  const [selectedViewId, setSelectedViewId] = useState<string | null>(null);
  const changedByUser = useRef(false);
  const settleRef = useRef(settle);
  settleRef.current = settle;
  const initialRef = useRef(initial);

  if (views.data !== undefined && path !== null && loadedFor !== path) {
    setLoadedFor(path);
    if (views.data.default !== null && !changedByUser.current) setSettings(openingSettings(views.data, defaults, settle, initialRef.current)!);
  }

  useEffect(() => {
    if (!changedByUser.current || api === null) return undefined;
    const timer = setTimeout(() => {
      void api
        .saveDefault(settings)
        .then(() => queries.invalidateQueries({ queryKey: key }))
        .catch(() => undefined);
    }, DEFAULT_VIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [api, settings, queries, key]);

  const change = useCallback((edit: (current: Settings) => Settings) => {
    changedByUser.current = true;
    setSettings((current) => edit(current));
  }, []);

  // One object while nothing it holds changes, so what shows the view can be memoised on it.
  return useMemo(() => {
    const refresh = () => queries.invalidateQueries({ queryKey: key });
    const list = views.data?.views ?? (NO_VIEWS as SavedView<Settings>[]);
    return {
      settings,
      change,
      views: list,
      loading: views.isLoading,
      ready: path === null || companyId === null || views.data !== undefined || views.isError,
      selectedView: list.find((v) => v.id === selectedViewId) ?? null,
      apply: (view: SavedView<Settings> | null) => {
        setSelectedViewId(view?.id ?? null);
        if (view !== null) change(() => settleRef.current(view.settings));
      },
      saveAs: async (name: string, isPublic: boolean) => {
        const view = await api!.create({ name, public: isPublic, settings });
        await refresh();
        setSelectedViewId(view.id);
        return view;
      },
      updateSelected: async () => {
        if (selectedViewId === null) return;
        await api!.update(selectedViewId, { settings });
        await refresh();
      },
      removeSelected: async () => {
        if (selectedViewId === null) return;
        await api!.remove(selectedViewId);
        setSelectedViewId(null);
        await refresh();
      },
    };
  }, [api, change, companyId, key, path, queries, selectedViewId, settings, views.data, views.isError, views.isLoading]);
}

/** One empty list while none are loaded, so what shows them is not repainted for a new one. */
const NO_VIEWS: SavedView<unknown>[] = [];

export type SavedViewsState<Settings> = ReturnType<typeof useSavedViews<Settings>>;
