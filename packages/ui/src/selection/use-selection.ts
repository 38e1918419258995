import { useSyncExternalStore } from 'react';
import { selectionStore, type Selection } from './selection-store';

/** The selected project and schedule, re-rendering when either changes. */
export function useSelection(): Selection {
  return useSyncExternalStore(selectionStore.subscribe, selectionStore.getSelection);
}
