/** Zoom levels of the spec (0 = years … 4 = days): pixels per calendar day and the unit of the upper header. */
export const ZOOM_LEVELS = [
  { level: 0, pxPerDay: 0.6, major: 'year', minor: 'quarter' },
  { level: 1, pxPerDay: 2, major: 'year', minor: 'month' },
  { level: 2, pxPerDay: 6, major: 'month', minor: 'week' },
  { level: 3, pxPerDay: 18, major: 'month', minor: 'day' },
  { level: 4, pxPerDay: 40, major: 'week', minor: 'day' },
] as const;
export type ZoomLevel = 0 | 1 | 2 | 3 | 4;
export type ScaleUnit = 'year' | 'quarter' | 'month' | 'week' | 'day';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DDTHH:mm` wall-clock time as UTC milliseconds: the plan has no time zone, so neither does the scale. */
export function wallClockMs(value: string): number {
  return Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)), Number(value.slice(11, 13) || 0), Number(value.slice(14, 16) || 0));
}

export function wallClock(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16);
}

/** Maps wall-clock times to x pixels from the start of the chart, at one zoom level. */
export class TimeScale {
  readonly pxPerDay: number;

  constructor(
    readonly startMs: number,
    readonly zoom: ZoomLevel,
  ) {
    this.pxPerDay = ZOOM_LEVELS[zoom].pxPerDay;
  }

  /** A scale that starts on the Monday before `firstMs`, a week early so the first bars are not on the edge. */
  static around(firstMs: number, zoom: ZoomLevel): TimeScale {
    const day = Math.floor(firstMs / DAY_MS) * DAY_MS;
    const weekday = (new Date(day).getUTCDay() + 6) % 7;
    return new TimeScale(day - (weekday + 7) * DAY_MS, zoom);
  }

  x(ms: number): number {
    return ((ms - this.startMs) / DAY_MS) * this.pxPerDay;
  }

  ms(x: number): number {
    return this.startMs + (x / this.pxPerDay) * DAY_MS;
  }

  /** Header cells from `fromMs` to `toMs` in `unit`, each with its x and width and a label key. */
  ticks(unit: ScaleUnit, fromMs: number, toMs: number): { x: number; width: number; startMs: number }[] {
    const cells: { x: number; width: number; startMs: number }[] = [];
    let cursor = floorTo(unit, fromMs);
    while (cursor < toMs && cells.length < 5000) {
      const next = stepFrom(unit, cursor);
      cells.push({ x: this.x(cursor), width: this.x(next) - this.x(cursor), startMs: cursor });
      cursor = next;
    }
    return cells;
  }
}

function floorTo(unit: ScaleUnit, ms: number): number {
  const date = new Date(Math.floor(ms / DAY_MS) * DAY_MS);
  switch (unit) {
    case 'day':
      return date.getTime();
    case 'week':
      return date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS;
    case 'month':
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
    case 'quarter':
      return Date.UTC(date.getUTCFullYear(), Math.floor(date.getUTCMonth() / 3) * 3, 1);
    case 'year':
      return Date.UTC(date.getUTCFullYear(), 0, 1);
  }
}

function stepFrom(unit: ScaleUnit, ms: number): number {
  const date = new Date(ms);
  switch (unit) {
    case 'day':
      return ms + DAY_MS;
    case 'week':
      return ms + 7 * DAY_MS;
    case 'month':
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
    case 'quarter':
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 3, 1);
    case 'year':
      return Date.UTC(date.getUTCFullYear() + 1, 0, 1);
  }
}
