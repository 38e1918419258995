import { PAGES_WIDE_MAX, PRINT_PAPERS, PRINT_ZOOMS, type PrintLayoutOptions, type PrintPaper, type PrintZoom } from './gantt-print-layout';

/** Columns the printed Gantt can show, with their printed widths in px. */
export const PRINT_COLUMN_WIDTHS = {
  wbs: 48,
  id: 44,
  name: 230,
  duration: 58,
  start: 78,
  finish: 78,
  progress: 48,
  predecessors: 96,
  calendar: 96,
  totalFloat: 58,
  baselineStart: 78,
  baselineFinish: 78,
} as const;
export type PrintColumn = keyof typeof PRINT_COLUMN_WIDTHS;
export const PRINT_COLUMNS = Object.keys(PRINT_COLUMN_WIDTHS) as PrintColumn[];

/** The dialog's choices: the layout's options, with the columns themselves in place of their printed width. */
export interface GanttPrintOptions extends Omit<PrintLayoutOptions, 'columnsWidth'> {
  columns: PrintColumn[];
}

export const DEFAULT_PRINT_OPTIONS: GanttPrintOptions = { columns: ['id', 'name', 'duration', 'start', 'finish'], from: null, to: null, zoom: 'week', pagesWide: 1, paper: 'A3', legend: true };

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function printColumnsWidth(columns: readonly PrintColumn[]): number {
  return columns.reduce((sum, column) => sum + PRINT_COLUMN_WIDTHS[column], 0);
}

/** The print view's address: the options travel in its query, so the server prints what the dialog chose. */
export function ganttPrintPath(projectId: string, scheduleId: string, options: GanttPrintOptions): string {
  const query = new URLSearchParams({ columns: options.columns.join(','), zoom: options.zoom, pages: String(options.pagesWide), paper: options.paper, legend: options.legend ? '1' : '0' });
  if (options.from !== null) query.set('from', options.from);
  if (options.to !== null) query.set('to', options.to);
  return `/gantt/print/${encodeURIComponent(projectId)}/${encodeURIComponent(scheduleId)}?${query.toString()}`;
}

/** Options read back from the print view's query; anything unknown or malformed falls back to the default. */
export function parsePrintOptions(search: string): GanttPrintOptions {
  const query = new URLSearchParams(search);
  const columns = (query.get('columns') ?? '').split(',').filter((column): column is PrintColumn => (PRINT_COLUMNS as string[]).includes(column));
  const day = (key: string) => {
    const value = query.get(key);
    return value !== null && DAY.test(value) ? value : null;
  };
  const pages = Number(query.get('pages'));
  const zoom = query.get('zoom') as PrintZoom;
  const paper = query.get('paper') as PrintPaper;
  return {
    columns: columns.length > 0 ? [...new Set(columns)] : DEFAULT_PRINT_OPTIONS.columns,
    from: day('from'),
    to: day('to'),
    zoom: PRINT_ZOOMS.includes(zoom) ? zoom : DEFAULT_PRINT_OPTIONS.zoom,
    pagesWide: Number.isInteger(pages) && pages >= 1 && pages <= PAGES_WIDE_MAX ? pages : DEFAULT_PRINT_OPTIONS.pagesWide,
    paper: PRINT_PAPERS.includes(paper) ? paper : DEFAULT_PRINT_OPTIONS.paper,
    legend: query.get('legend') !== '0',
  };
}
