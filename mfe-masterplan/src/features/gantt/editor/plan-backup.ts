import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { PlanState } from './plan-edits';

/** Unsaved edits of one schedule, with the version they were made on and when. */
export interface PlanBackup {
  baseVersion: number;
  state: PlanState;
  at: string;
}

/**
 * Backups live in IndexedDB: a 10,000-activity plan is several megabytes, past what localStorage holds, and
 * IndexedDB stores the rows as they are, without a JSON string on the main thread.
 */
let store: UseStore | null = null;
const backups = () => (store ??= createStore('tenon-gantt', 'backups'));
const key = (scheduleId: string) => `backup:${scheduleId}`;

export async function readBackup(scheduleId: string): Promise<PlanBackup | null> {
  try {
    return (await get<PlanBackup>(key(scheduleId), backups())) ?? null;
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
