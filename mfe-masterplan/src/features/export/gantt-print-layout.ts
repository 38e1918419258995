/**
 * Where each row, bar and timescale tick of a printed Gantt lands on which page: the schedule fitted to N pages wide,
 * cut to a date range, rows flowing down onto as many page bands as they need. No DOM, so it is tested alone.
 */

export type PrintZoom = 'day' | 'week' | 'month';
export type PrintPaper = 'A4' | 'A3';

export const PRINT_ZOOMS: readonly PrintZoom[] = ['day', 'week', 'month'];
export const PRINT_PAPERS: readonly PrintPaper[] = ['A3', 'A4'];
export const PAGES_WIDE_MAX = 20;

/**
 * Printable area of a landscape page at 96 px per inch inside 10 mm side and 12 mm top and bottom margins, a few px
 * short so rounding never pushes a page's last line onto a blank extra sheet.
 */
export const PAPER_SIZE_PX: Record<PrintPaper, { width: number; height: number }> = {
  // 277 × 186 mm
  A4: { width: 1040, height: 696 },
  // 400 × 273 mm
  A3: { width: 1504, height: 1024 },
};

/** Heights every page reserves: title block, timescale, legend line. */
export const PAGE_HEADER_PX = 56;
export const TIMESCALE_PX = 34;
export const LEGEND_PX = 24;
export const ROW_PX = 18;
/** The bars need room to be read; columns wider than this share of the first page are refused. */
const MIN_TIMELINE_SHARE = 0.25;

export interface PrintRowInput {
  /** `YYYY-MM-DDTHH:mm` */
  start: string;
  finish: string;
}

export interface PrintLayoutOptions {
  /** `YYYY-MM-DD`, inclusive; null = from the first activity's start. */
  from: string | null;
  /** `YYYY-MM-DD`, inclusive; null = to the last activity's finish. */
  to: string | null;
  zoom: PrintZoom;
  pagesWide: number;
  paper: PrintPaper;
  legend: boolean;
  /** Total width of the chosen columns, printed on the first page of each band. */
  columnsWidth: number;
}

export interface PrintBar<Row extends PrintRowInput> {
  row: Row;
  /** Position on the whole timeline, in px from the range start. */
  x0: number;
  x1: number;
  /** The activity runs on before or after the range: its bar is cut at the edge. */
  cutStart: boolean;
  cutEnd: boolean;
}

export interface PrintTick {
  x: number;
  /** Start of the tick's period, `YYYY-MM-DD`. */
  date: string;
}

export interface PrintPage {
  /** 1-based, in print order: band by band, left to right within a band. */
  number: number;
  band: number;
  slice: number;
  firstRow: number;
  /** Exclusive. */
  lastRow: number;
  /** The part of the timeline this page shows, in timeline px. */
  timelineFrom: number;
  timelineTo: number;
  /** Where the timeline starts on the page (after the columns on the first slice). */
  timelineLeft: number;
  showsColumns: boolean;
}

export interface PrintLayout<Row extends PrintRowInput> {
  rangeStart: string;
  /** Exclusive day after the range. */
  rangeEnd: string;
  pxPerDay: number;
  timelineWidth: number;
  rowsPerPage: number;
  bars: Array<PrintBar<Row>>;
  ticks: PrintTick[];
  /**
   * The upper tier of the timescale, as MS Project prints it: months over days and weeks, years over months. The first
   * is the range start, inside its period.
   */
  majorTicks: PrintTick[];
  pages: PrintPage[];
  pageWidth: number;
  pageHeight: number;
}

export type PrintLayoutResult<Row extends PrintRowInput> = { ok: true; layout: PrintLayout<Row> } | { ok: false; reason: 'empty' | 'empty-range' | 'range-order' | 'columns-too-wide' };

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

/** Days since the epoch with the time of day as a fraction, so a bar ending at noon ends mid-day. */
function instant(wallClock: string): number {
  const time = wallClock.length >= 16 ? Number(wallClock.slice(11, 13)) / 24 + Number(wallClock.slice(14, 16)) / 1440 : 0;
  return dayNumber(wallClock) + time;
}

function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The start of the zoom period that holds the day: Monday for weeks, the 1st for months. */
export function periodStart(day: number, zoom: PrintZoom): number {
  if (zoom === 'day') return day;
  const date = new Date(day * DAY_MS);
  if (zoom === 'week') return day - ((date.getUTCDay() + 6) % 7);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS;
}

/** The first day of the month (or, over months, of the year) after the day's. */
function nextMajorPeriod(day: number, zoom: PrintZoom): number {
  const date = new Date(day * DAY_MS);
  if (zoom === 'month') return Date.UTC(date.getUTCFullYear() + 1, 0, 1) / DAY_MS;
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY_MS;
}

function nextPeriod(day: number, zoom: PrintZoom): number {
  if (zoom === 'day') return day + 1;
  if (zoom === 'week') return day + 7;
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY_MS;
}

/** Rows that fit on a page under its title block and timescale (and above the legend when it is printed). */
export function rowsPerPage(paper: PrintPaper, legend: boolean): number {
  const body = PAPER_SIZE_PX[paper].height - PAGE_HEADER_PX - TIMESCALE_PX - (legend ? LEGEND_PX : 0);
  return Math.max(1, Math.floor(body / ROW_PX));
}

export function layoutGanttPrint<Row extends PrintRowInput>(rows: readonly Row[], options: PrintLayoutOptions): PrintLayoutResult<Row> {
  if (rows.length === 0) return { ok: false, reason: 'empty' };
  if (options.from !== null && options.to !== null && options.to < options.from) return { ok: false, reason: 'range-order' };
  const pagesWide = Math.min(PAGES_WIDE_MAX, Math.max(1, Math.floor(options.pagesWide)));
  const { width: pageWidth, height: pageHeight } = PAPER_SIZE_PX[options.paper];
  if (options.columnsWidth > pageWidth * (1 - MIN_TIMELINE_SHARE)) return { ok: false, reason: 'columns-too-wide' };

  const firstDay = options.from !== null ? dayNumber(options.from) : Math.min(...rows.map((row) => Math.floor(instant(row.start))));
  const lastDay = options.to !== null ? dayNumber(options.to) : Math.max(...rows.map((row) => Math.ceil(instant(row.finish)) - 1));
  // Whole zoom periods, so the first and last ticks are not slivers.
  const rangeStart = periodStart(firstDay, options.zoom);
  let rangeEnd = rangeStart;
  while (rangeEnd <= Math.max(lastDay, firstDay)) rangeEnd = nextPeriod(rangeEnd, options.zoom);

  const shown = rows.filter((row) => instant(row.finish) >= firstDay && instant(row.start) < lastDay + 1);
  if (shown.length === 0) return { ok: false, reason: 'empty-range' };

  const timelineWidth = pagesWide * pageWidth - options.columnsWidth;
  const pxPerDay = timelineWidth / (rangeEnd - rangeStart);
  const bars = shown.map((row) => {
    const start = instant(row.start);
    const finish = instant(row.finish);
    const from = Math.max(start, rangeStart);
    const to = Math.min(finish, rangeEnd);
    return { row, x0: (from - rangeStart) * pxPerDay, x1: (to - rangeStart) * pxPerDay, cutStart: start < rangeStart, cutEnd: finish > rangeEnd };
  });
  const ticks: PrintTick[] = [];
  for (let day = rangeStart; day < rangeEnd; day = nextPeriod(day, options.zoom)) ticks.push({ x: (day - rangeStart) * pxPerDay, date: isoDay(day) });
  const majorTicks: PrintTick[] = [];
  for (let day = rangeStart; day < rangeEnd; day = nextMajorPeriod(day, options.zoom)) majorTicks.push({ x: (day - rangeStart) * pxPerDay, date: isoDay(day) });

  const perPage = rowsPerPage(options.paper, options.legend);
  const bands = Math.ceil(shown.length / perPage);
  const pages: PrintPage[] = [];
  for (let band = 0; band < bands; band += 1) {
    for (let slice = 0; slice < pagesWide; slice += 1) {
      const showsColumns = slice === 0;
      pages.push({
        number: pages.length + 1,
        band,
        slice,
        firstRow: band * perPage,
        lastRow: Math.min(shown.length, (band + 1) * perPage),
        timelineFrom: showsColumns ? 0 : slice * pageWidth - options.columnsWidth,
        timelineTo: (slice + 1) * pageWidth - options.columnsWidth,
        timelineLeft: showsColumns ? options.columnsWidth : 0,
        showsColumns,
      });
    }
  }
  return { ok: true, layout: { rangeStart: isoDay(rangeStart), rangeEnd: isoDay(rangeEnd), pxPerDay, timelineWidth, rowsPerPage: perPage, bars, ticks, majorTicks, pages, pageWidth, pageHeight } };
}
