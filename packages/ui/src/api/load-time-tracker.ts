import type { LoadTimeEvent } from '@tenon/contracts/types';
import { apiRequest } from './api-client';

/** The tracker's check runs every 50 ms and gives up after 6000 checks, 5 minutes (spec part 3 §1). */
export const LOAD_TIME_CHECK_MS = 50;
export const LOAD_TIME_MAX_CHECKS = 6000;

export interface LoadTimeTracking {
  /** True once the screen shows what it loads. */
  isReady: () => boolean;
  /** Called once with the milliseconds from the start to the first check that found the screen ready. */
  onLoaded: (ms: number) => void;
  now?: () => number;
  intervalMs?: number;
  maxChecks?: number;
}

/** Checks the screen until it is ready or the checks run out; the answer stops it early (the screen was left). */
export function trackLoadTime(tracking: LoadTimeTracking): () => void {
  const now = tracking.now ?? (() => performance.now());
  const started = now();
  const maxChecks = tracking.maxChecks ?? LOAD_TIME_MAX_CHECKS;
  let checks = 0;
  const timer = setInterval(() => {
    checks += 1;
    if (tracking.isReady()) {
      clearInterval(timer);
      tracking.onLoaded(Math.round(now() - started));
    } else if (checks >= maxChecks) {
      clearInterval(timer);
    }
  }, tracking.intervalMs ?? LOAD_TIME_CHECK_MS);
  return () => clearInterval(timer);
}

/** Sends a load time to the analytics service; a lost report is not the user's concern, so failures are dropped. */
export function reportLoadTime(event: LoadTimeEvent, projectId: string, scheduleId: string, ms: number): void {
  const path = `/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/load-times`;
  apiRequest(path, { method: 'POST', body: { event, ms: Math.min(ms, LOAD_TIME_CHECK_MS * LOAD_TIME_MAX_CHECKS) } }).catch(() => undefined);
}

/** Tracks a screen of a schedule from now and reports how long it took to be ready. */
export function trackScreenLoad(event: LoadTimeEvent, projectId: string, scheduleId: string, isReady: () => boolean): () => void {
  return trackLoadTime({ isReady, onLoaded: (ms) => reportLoadTime(event, projectId, scheduleId, ms) });
}
