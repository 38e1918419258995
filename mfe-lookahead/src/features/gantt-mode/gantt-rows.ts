import { TimeScale, wallClockMs, type ZoomLevel } from '@tenon/gantt';
import type { TaskLeanStatus, TaskReply } from '@tenon/contracts/types';
import type { FindRow } from '../planification/plan-find';

const DAY_MS = 86_400_000;
/** Days at 18 px: an 8-week window is about 1,000 px wide, a day still wide enough to click. */
export const GANTT_MODE_ZOOM: ZoomLevel = 3;

export interface GanttModeBar {
  /** px from the window's first day; the bar is cut at the window's edges. */
  x0: number;
  x1: number;
  cutStart: boolean;
  cutEnd: boolean;
}

export type GanttModeRow =
  | { kind: 'group'; key: string; label: string }
  | { kind: 'activity'; key: string; name: string; wbs: string; bar: GanttModeBar | null; progress: number }
  | { kind: 'task'; key: string; task: TaskReply; taskId: string; name: string; depth: number; bar: GanttModeBar | null; progress: number; leanStatus: TaskLeanStatus };

export interface GanttModeLayout {
  width: number;
  pxPerDay: number;
  rows: GanttModeRow[];
  /** Monday of each week, and each day, with their x. */
  weeks: Array<{ x: number; width: number; date: string }>;
  days: Array<{ x: number; date: string; weekend: boolean }>;
  /** x of today when it falls in the window. */
  todayX: number | null;
}

/**
 * The plan's rows (as found, grouped and ordered for the table) laid on the window's days with the master plan's time
 * scale: activities as summary bars, their tasks as bars beneath, each cut to the window.
 */
export function ganttModeLayout(found: readonly FindRow[], window: { start: string; end: string }, groupLabel: (row: Extract<FindRow, { kind: 'group' }>) => string, today: string): GanttModeLayout {
  const fromMs = wallClockMs(`${window.start}T00:00`);
  const toMs = wallClockMs(`${window.end}T00:00`) + DAY_MS;
  const scale = new TimeScale(fromMs, GANTT_MODE_ZOOM);
  const width = scale.x(toMs);
  const barOf = (start: string, finish: string): GanttModeBar | null => {
    const s = wallClockMs(start.length === 10 ? `${start}T00:00` : start);
    // A finish on a day's first minute (a date without time) ends that day.
    const f = finish.length === 10 ? wallClockMs(`${finish}T00:00`) + DAY_MS : wallClockMs(finish);
    if (f <= fromMs || s >= toMs) return null;
    return { x0: scale.x(Math.max(s, fromMs)), x1: Math.max(scale.x(Math.min(f, toMs)), scale.x(Math.max(s, fromMs)) + 2), cutStart: s < fromMs, cutEnd: f > toMs };
  };
  const rows = found.map((row): GanttModeRow => {
    switch (row.kind) {
      case 'group':
        return { kind: 'group', key: row.key, label: groupLabel(row) };
      case 'activity':
        return { kind: 'activity', key: row.key, name: row.activity.name, wbs: row.activity.wbs, bar: barOf(row.activity.start, row.activity.finish), progress: row.activity.tasksProgress ?? row.activity.progress };
      case 'task':
        return { kind: 'task', key: row.key, task: row.task, taskId: row.task.id, name: row.task.name, depth: row.depth, bar: barOf(row.task.start, row.task.finish), progress: row.task.progress, leanStatus: row.task.leanStatus };
    }
  });
  const weeks = scale.ticks('week', fromMs, toMs).map((tick) => ({ x: tick.x, width: tick.width, date: new Date(tick.startMs).toISOString().slice(0, 10) }));
  const days = scale.ticks('day', fromMs, toMs).map((tick) => {
    const date = new Date(tick.startMs);
    return { x: tick.x, date: date.toISOString().slice(0, 10), weekend: date.getUTCDay() === 0 || date.getUTCDay() === 6 };
  });
  const todayMs = wallClockMs(`${today}T00:00`);
  return { width, pxPerDay: scale.pxPerDay, rows, weeks, days, todayX: todayMs >= fromMs && todayMs < toMs ? scale.x(todayMs) : null };
}
