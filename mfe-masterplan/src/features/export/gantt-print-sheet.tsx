import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGEND_PX, PAGE_HEADER_PX, ROW_PX, TIMESCALE_PX, type PrintLayout, type PrintPage, type PrintZoom } from './gantt-print-layout';
import { PRINT_COLUMN_WIDTHS, type PrintColumn } from './gantt-print-options';
import { EXPORT_NAMESPACE } from './export-messages';
import type { ScheduleRow } from './schedule-rows';

const COLOURS = { task: '#4a7bd0', critical: '#d64541', progress: '#1d3f7a', criticalProgress: '#7d1f1c', summary: '#2b2b2b', baseline: '#b5b5b5', dataDate: '#2f9e44', grid: '#e3e3e3', text: '#1f1f1f', muted: '#6b6b6b' };

export interface PrintedRow extends ScheduleRow {
  depth: number;
}

export interface SheetHeader {
  title: string;
  dataDate: string | null;
  printedOn: string;
}

interface SheetProps {
  page: PrintPage;
  total: number;
  layout: PrintLayout<PrintedRow>;
  columns: readonly PrintColumn[];
  zoom: PrintZoom;
  legend: boolean;
  header: SheetHeader;
  locale: string;
}

/** Roughly how many characters of 11 px text fit in a width: SVG text does not cut itself. */
function fit(text: string, width: number): string {
  const room = Math.max(1, Math.floor((width - 8) / 6.2));
  return text.length <= room ? text : `${text.slice(0, Math.max(1, room - 1))}…`;
}

function cellText(row: PrintedRow, column: PrintColumn): string {
  switch (column) {
    case 'start':
    case 'finish':
    case 'baselineStart':
    case 'baselineFinish':
      return row[column]?.slice(0, 10) ?? '';
    case 'progress':
      return `${Math.round(row.progress)}%`;
    case 'totalFloat':
      return row.totalFloat === null ? '' : String(row.totalFloat);
    case 'id':
      return String(row.id);
    case 'duration':
      return String(row.duration);
    default:
      return row[column];
  }
}

/** The upper tier's label that fits `width` px: the month (with its year when there is room) over days and weeks, the year over months. */
function majorLabel(date: string, zoom: PrintZoom, locale: string, width: number): string | null {
  const day = new Date(`${date}T00:00:00Z`);
  const labels = zoom === 'month' ? [String(day.getUTCFullYear())] : [day.toLocaleDateString(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }), day.toLocaleDateString(locale, { month: 'short', timeZone: 'UTC' })];
  return labels.find((label) => label.length * 5.6 + 4 <= width) ?? null;
}

/** Where the timescale's two tiers meet. */
const TIER_PX = 16;

function tickLabel(date: string, zoom: PrintZoom, locale: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (zoom === 'month') return day.toLocaleDateString(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  if (zoom === 'week') return day.toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return String(day.getUTCDate());
}

/** The range's last day: the layout keeps the day after it. */
function lastDayOf(exclusiveEnd: string): string {
  return new Date(Date.parse(`${exclusiveEnd}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** Day number of a `YYYY-MM-DD…` date on the layout's timeline, in px. */
function xOf(layout: PrintLayout<PrintedRow>, wallClock: string): number {
  const at = Date.parse(`${wallClock.slice(0, 10)}T${wallClock.length >= 16 ? wallClock.slice(11, 16) : '00:00'}:00Z`);
  return ((at - Date.parse(`${layout.rangeStart}T00:00:00Z`)) / 86_400_000) * layout.pxPerDay;
}

function Bar({ bar, y, layout }: { bar: PrintLayout<PrintedRow>['bars'][number]; y: number; layout: PrintLayout<PrintedRow> }) {
  const { row } = bar;
  const critical = row.critical === true;
  const parts: ReactNode[] = [];
  if (row.baselineStart !== null && row.baselineFinish !== null) {
    const bx0 = Math.max(0, xOf(layout, row.baselineStart));
    const bx1 = Math.min(layout.timelineWidth, xOf(layout, row.baselineFinish));
    if (bx1 > bx0) parts.push(<rect key="baseline" x={bx0} y={y + 13} width={bx1 - bx0} height={3} fill={COLOURS.baseline} />);
  }
  if (row.kind === 'milestone') {
    const x = bar.x0;
    parts.push(<path key="bar" d={`M${x} ${y + 3}L${x + 6} ${y + 9}L${x} ${y + 15}L${x - 6} ${y + 9}Z`} fill={critical ? COLOURS.critical : COLOURS.summary} />);
  } else if (row.kind === 'summary') {
    const width = Math.max(1, bar.x1 - bar.x0);
    parts.push(<rect key="bar" x={bar.x0} y={y + 5} width={width} height={4} fill={COLOURS.summary} />);
    if (!bar.cutStart) parts.push(<path key="l" d={`M${bar.x0} ${y + 5}h5l-5 6z`} fill={COLOURS.summary} />);
    if (!bar.cutEnd) parts.push(<path key="r" d={`M${bar.x1} ${y + 5}h-5l5 6z`} fill={COLOURS.summary} />);
  } else {
    const width = Math.max(1.5, bar.x1 - bar.x0);
    parts.push(<rect key="bar" x={bar.x0} y={y + 4} width={width} height={9} rx={1.5} fill={critical ? COLOURS.critical : COLOURS.task} />);
    if (row.progress > 0) {
      const whole = xOf(layout, row.finish) - xOf(layout, row.start);
      const done = Math.min(bar.x1, xOf(layout, row.start) + (whole * row.progress) / 100);
      if (done > bar.x0) parts.push(<rect key="progress" x={bar.x0} y={y + 7} width={done - bar.x0} height={3} fill={critical ? COLOURS.criticalProgress : COLOURS.progress} />);
    }
  }
  return <g data-activity={row.id}>{parts}</g>;
}

function Legend({ width }: { width: number }) {
  const { t } = useTranslation(EXPORT_NAMESPACE);
  const items: Array<[string, ReactNode]> = [
    ['legend_task', <rect key="s" x={0} y={6} width={22} height={9} rx={1.5} fill={COLOURS.task} />],
    ['legend_critical', <rect key="s" x={0} y={6} width={22} height={9} rx={1.5} fill={COLOURS.critical} />],
    ['legend_progress', <rect key="s" x={0} y={9} width={22} height={3} fill={COLOURS.progress} />],
    ['legend_summary', <rect key="s" x={0} y={8} width={22} height={4} fill={COLOURS.summary} />],
    ['legend_milestone', <path key="s" d="M11 4L17 10L11 16L5 10Z" fill={COLOURS.summary} />],
    ['legend_baseline', <rect key="s" x={0} y={9} width={22} height={3} fill={COLOURS.baseline} />],
    ['legend_data_date', <line key="s" x1={11} x2={11} y1={2} y2={20} stroke={COLOURS.dataDate} strokeDasharray="3 2" strokeWidth={1.5} />],
  ];
  return (
    <svg width={width} height={LEGEND_PX} data-testid="gantt-print-legend">
      {items.map(([key, swatch], index) => (
        <g key={key} transform={`translate(${8 + index * 150} 0)`}>
          {swatch}
          <text x={30} y={15} fontSize={11} fill={COLOURS.text}>
            {t(key)}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** One printed page: title block, the columns (first page of a band), its slice of the timeline, the legend. */
export function GanttPrintSheet({ page, total, layout, columns, zoom, legend, header, locale }: SheetProps) {
  const { t } = useTranslation(EXPORT_NAMESPACE);
  const rows = layout.bars.slice(page.firstRow, page.lastRow);
  const bodyHeight = TIMESCALE_PX + rows.length * ROW_PX;
  const clipId = `timeline-${page.number}`;
  const visibleTicks = layout.ticks.filter((tick, index) => (layout.ticks[index + 1]?.x ?? layout.timelineWidth) > page.timelineFrom && tick.x < page.timelineTo);
  // Narrow ticks are labelled every few, whole, rather than every one cut short.
  const tickWidth = layout.ticks.length > 1 ? layout.ticks[1]!.x - layout.ticks[0]!.x : layout.timelineWidth;
  const labelWidth = Math.max(...layout.ticks.slice(0, 3).map((tick) => tickLabel(tick.date, zoom, locale).length)) * 5.6 + 8;
  const labelStep = Math.max(1, Math.ceil(labelWidth / Math.max(1, tickWidth)));
  const dataDateX = header.dataDate === null ? null : xOf(layout, header.dataDate);
  let left = 0;
  return (
    <section className="gantt-print-page" data-testid="gantt-print-page" style={{ width: layout.pageWidth, height: layout.pageHeight, fontFamily: 'Arial, Helvetica, sans-serif' }}>
      <header style={{ height: PAGE_HEADER_PX, display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', borderBottom: `2px solid ${COLOURS.text}`, boxSizing: 'border-box' }}>
        <div>
          <div style={{ fontSize: 18, fontWeight: 600, color: COLOURS.text }} data-testid="gantt-print-title">
            {header.title}
          </div>
          <div style={{ fontSize: 12, color: COLOURS.muted }}>
            {t('print_data_date', { date: header.dataDate?.slice(0, 10) ?? t('print_no_data_date') })} · {layout.rangeStart} – {lastDayOf(layout.rangeEnd)}
          </div>
        </div>
        <div style={{ fontSize: 12, color: COLOURS.muted, textAlign: 'right' }}>
          <div>{t('print_page', { number: page.number, total })}</div>
          <div>{t('print_printed', { date: header.printedOn })}</div>
        </div>
      </header>
      <svg width={layout.pageWidth} height={bodyHeight} style={{ display: 'block', fontFamily: 'Arial, Helvetica, sans-serif' }}>
        <defs>
          <clipPath id={clipId}>
            <rect x={page.timelineLeft} y={0} width={layout.pageWidth - page.timelineLeft} height={bodyHeight} />
          </clipPath>
        </defs>
        {page.showsColumns
          ? columns.map((column) => {
              const width = PRINT_COLUMN_WIDTHS[column];
              const x = left;
              left += width;
              return (
                <g key={column}>
                  <rect x={x} y={0} width={width} height={TIMESCALE_PX} fill="#f3f4f6" stroke={COLOURS.grid} />
                  <text x={x + 4} y={TIMESCALE_PX - 10} fontSize={11} fontWeight={600} fill={COLOURS.text}>
                    {fit(t(`col_${column}`), width)}
                  </text>
                  {rows.map((bar, index) => {
                    const indent = column === 'name' ? Math.min(bar.row.depth * 10, 60) : 0;
                    return (
                      <text key={bar.row.activityId} x={x + 4 + indent} y={TIMESCALE_PX + index * ROW_PX + 13} fontSize={11} fontWeight={bar.row.kind === 'summary' ? 600 : 400} fill={COLOURS.text}>
                        {fit(cellText(bar.row, column), width - indent)}
                      </text>
                    );
                  })}
                </g>
              );
            })
          : null}
        <g clipPath={`url(#${clipId})`}>
          <g transform={`translate(${page.timelineLeft - page.timelineFrom} 0)`}>
            {layout.majorTicks.map((tick, index) => {
              const end = layout.majorTicks[index + 1]?.x ?? layout.timelineWidth;
              if (end <= page.timelineFrom || tick.x >= page.timelineTo) return null;
              // The label sits at the period's start, or at the page's edge when the period began on the page before.
              const labelX = Math.max(tick.x, page.timelineFrom) + 3;
              const label = majorLabel(tick.date, zoom, locale, Math.min(end, page.timelineTo) - labelX);
              return (
                <g key={`major-${tick.date}`} data-testid="gantt-print-major-tick">
                  <line x1={tick.x} x2={tick.x} y1={0} y2={bodyHeight} stroke={COLOURS.muted} strokeWidth={0.75} />
                  {label !== null ? (
                    <text x={labelX} y={TIER_PX - 4} fontSize={10} fontWeight={600} fill={COLOURS.text}>
                      {label}
                    </text>
                  ) : null}
                </g>
              );
            })}
            <line x1={page.timelineFrom} x2={page.timelineTo} y1={TIER_PX} y2={TIER_PX} stroke={COLOURS.grid} />
            {visibleTicks.map((tick) => {
              const index = layout.ticks.indexOf(tick);
              return (
                <g key={tick.date}>
                  <line x1={tick.x} x2={tick.x} y1={TIER_PX} y2={bodyHeight} stroke={COLOURS.grid} />
                  {index % labelStep === 0 ? (
                    <text x={tick.x + 3} y={TIMESCALE_PX - 10} fontSize={10} fill={COLOURS.muted}>
                      {tickLabel(tick.date, zoom, locale)}
                    </text>
                  ) : null}
                </g>
              );
            })}
            <line x1={page.timelineFrom} x2={page.timelineTo} y1={TIMESCALE_PX} y2={TIMESCALE_PX} stroke={COLOURS.text} />
            {rows.map((bar, index) => (
              <Bar key={bar.row.activityId} bar={bar} y={TIMESCALE_PX + index * ROW_PX} layout={layout} />
            ))}
            {dataDateX !== null && dataDateX >= 0 && dataDateX <= layout.timelineWidth ? (
              <line x1={dataDateX} x2={dataDateX} y1={0} y2={bodyHeight} stroke={COLOURS.dataDate} strokeDasharray="4 3" strokeWidth={1.5} />
            ) : null}
          </g>
        </g>
        {rows.map((bar, index) => (
          <line key={bar.row.activityId} x1={0} x2={layout.pageWidth} y1={TIMESCALE_PX + (index + 1) * ROW_PX} y2={TIMESCALE_PX + (index + 1) * ROW_PX} stroke={COLOURS.grid} strokeWidth={0.5} />
        ))}
        {page.showsColumns ? <line x1={page.timelineLeft} x2={page.timelineLeft} y1={0} y2={bodyHeight} stroke={COLOURS.text} /> : null}
      </svg>
      {legend ? (
        <footer style={{ position: 'absolute', bottom: 0, left: 0 }}>
          <Legend width={layout.pageWidth} />
        </footer>
      ) : null}
    </section>
  );
}
