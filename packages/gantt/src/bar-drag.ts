import type { LinkKind } from './link-route';

/** A bar as drawn: pixels in the chart, row top and the progress share. */
export interface BarRect {
  id: string;
  kind: 'task' | 'milestone' | 'summary';
  left: number;
  right: number;
  top: number;
  height: number;
  progress: number;
}

/**
 * What a press on a bar does, as MS Project and P6 users expect: the body moves it, the right edge resizes it, the
 * small circles beside either end start a link, and the progress knob drags progress.
 */
export type BarZone = 'move' | 'resize' | 'progress' | 'link-start' | 'link-finish';

export interface BarHit {
  id: string;
  zone: BarZone;
}

/** Pixels at the right edge that grab it; a bar narrower than two edges is moved rather than resized. */
export const EDGE_PX = 6;
/** The link circles sit this far outside the bar's ends. */
export const LINK_HANDLE_PX = 10;

/** The bar and the part of it under a point; summaries roll up from their activities and cannot be dragged. */
export function hitBar(bars: readonly BarRect[], x: number, y: number): BarHit | null {
  for (const bar of bars) {
    if (y < bar.top || y > bar.top + bar.height) continue;
    if (bar.kind === 'summary') {
      if (x >= bar.left && x <= bar.right) return null;
      continue;
    }
    const startCircle = bar.left - LINK_HANDLE_PX;
    const finishCircle = bar.right + LINK_HANDLE_PX;
    if (Math.abs(x - startCircle) <= 5) return { id: bar.id, zone: 'link-start' };
    if (Math.abs(x - finishCircle) <= 5) return { id: bar.id, zone: 'link-finish' };
    if (bar.kind === 'milestone') {
      if (Math.abs(x - bar.left) <= 8) return { id: bar.id, zone: 'move' };
      continue;
    }
    if (x < bar.left || x > bar.right) continue;
    const width = bar.right - bar.left;
    const progressX = bar.left + (width * bar.progress) / 100;
    const roomy = width >= 2 * EDGE_PX;
    // The progress knob sits on the bottom edge, so the rest of the bar still moves it.
    if (roomy && y >= bar.top + bar.height - 5 && Math.abs(x - progressX) <= 4 && bar.right - x > EDGE_PX) return { id: bar.id, zone: 'progress' };
    if (roomy && bar.right - x <= Math.min(EDGE_PX, width / 3)) return { id: bar.id, zone: 'resize' };
    return { id: bar.id, zone: 'move' };
  }
  return null;
}

const DAY_MS = 86_400_000;

/** Drags move whole days: construction plans are in days, and a pixel is hours at most zoom levels. */
export function snapToDay(ms: number): number {
  return Math.round(ms / DAY_MS) * DAY_MS;
}

/** Where a dragged bar lands: its start moved by the pointer's travel, in whole days, keeping its time of day. */
export function movedStart(startMs: number, deltaPx: number, pxPerDay: number): number {
  return startMs + Math.round(deltaPx / pxPerDay) * DAY_MS;
}

/** Where a resized bar ends: never before the end of its first day, in whole days from its start. */
export function resizedFinish(startMs: number, finishMs: number, deltaPx: number, pxPerDay: number): number {
  const moved = finishMs + Math.round(deltaPx / pxPerDay) * DAY_MS;
  return Math.max(moved, startMs + DAY_MS);
}

/** Progress from the knob's position over the bar, in whole percent. */
export function draggedProgress(bar: Pick<BarRect, 'left' | 'right'>, x: number): number {
  const width = bar.right - bar.left;
  if (width <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round(((x - bar.left) / width) * 100)));
}

/**
 * The link type from the ends joined: from the predecessor's start or finish to the successor's start or finish.
 * The successor's end is the half of its bar the pointer was let go over.
 */
export function linkTypeFor(from: 'start' | 'finish', target: Pick<BarRect, 'left' | 'right'>, dropX: number): LinkKind {
  const to = dropX < (target.left + target.right) / 2 ? 'start' : 'finish';
  if (from === 'finish') return to === 'start' ? 'FS' : 'FF';
  return to === 'start' ? 'SS' : 'SF';
}

/**
 * Bars are drawn in whole days, as planners read a construction schedule: from the start of the first working day
 * to the end of the last one, not 08:00 to 17:00 in a 24-hour column. A milestone sits on the nearer day boundary,
 * so one at the end of a day's work sits after that day.
 */
export function dayBarSpan(startMs: number, finishMs: number, kind: 'task' | 'milestone' | 'summary'): { left: number; right: number } {
  if (kind === 'milestone') {
    const at = Math.round(startMs / DAY_MS) * DAY_MS;
    return { left: at, right: at };
  }
  const left = Math.floor(startMs / DAY_MS) * DAY_MS;
  const right = Math.max(left + DAY_MS, Math.ceil(finishMs / DAY_MS) * DAY_MS);
  return { left, right };
}
