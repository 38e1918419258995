import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { PlanActivity, PlanLink } from '@tenon/contracts';
import type { RowDiff } from '@tenon/gantt';

/** What changed since the saved version: the rows to write and the ids to delete, as a save sends them. */
export interface PlanChanges {
  activities: RowDiff<PlanActivity>;
  links: RowDiff<PlanLink>;
}

/** Unsaved edits of one schedule: the changes since the version they were made on, and when. */
export interface PlanBackup {
  baseVersion: number;
  changes: PlanChanges;
  at: string;
}

/**
 * Backups live in IndexedDB, which stores the rows as they are, without a JSON string on the main thread. They hold
 * the changes, not the plan: IndexedDB copies what it is given on the main thread, and copying a 10,000-activity plan
 * after each edit took 26 ms there; a few changed rows take next to nothing.
 */
let store: UseStore | null = null;
const backups = () => (store ??= createStore('tenon-gantt', 'backups'));
const key = (scheduleId: string) => `backup:${scheduleId}`;

export async function readBackup(scheduleId: string): Promise<PlanBackup | null> {
  try {
    const stored = await get<PlanBackup>(key(scheduleId), backups());
    // A backup of the whole plan (kept before backups held changes) cannot be told apart from the plan: passed over.
    return stored !== undefined && stored.changes !== undefined ? stored : null;
  } catch {
    return null;
  }
}

/** A failed write (private mode, quota) leaves the edits on screen; the caller keeps going. */
export async function writeBackup(scheduleId: string, backup: PlanBackup): Promise<boolean> {
  try {
    await set(key(scheduleId), backup, backups());
    return true;
  } catch {
    return false;
  }
}

export async function removeBackup(scheduleId: string): Promise<void> {
  try {
    await del(key(scheduleId), backups());
  } catch {
    // Nothing stored, or no IndexedDB: nothing to remove.
  }
}
