import { Fragment, useEffect, useMemo, useRef, useState, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaktPlanArea, TaktPlanWagon } from '@tenon/contracts/types';
import { TAKT_NAMESPACE } from '../../i18n/takt-messages';
import { CLASH_COLOUR, tradeColour, type PlanPreview, type PreviewCell } from './plan-model';

const LABEL_WIDTH = 130;
const AXIS_HEIGHT = 34;

interface ChartProps {
  preview: PlanPreview;
  areas: readonly TaktPlanArea[];
  wagons: readonly TaktPlanWagon[];
  /** Wagon ids in train order (their colours follow it). */
  order: readonly string[];
  canDrag: boolean;
  /** While dragging: the wagon and how many periods it has moved so far; null when let go. */
  onDrag: (wagonId: string, by: number) => void;
  onDrop: (wagonId: string, by: number) => void;
}

/** Column and row sizes that keep a 60-location, 80-period plan on screen and a small one readable. */
function geometry(periodCount: number, areaCount: number, maxRow: number) {
  const periodWidth = Math.max(14, Math.min(56, Math.floor(960 / Math.max(1, periodCount))));
  const rowHeight = Math.max(10, Math.min(maxRow, Math.floor(520 / Math.max(1, areaCount))));
  return { periodWidth, rowHeight, width: LABEL_WIDTH + Math.max(1, periodCount) * periodWidth + 8, height: AXIS_HEIGHT + areaCount * rowHeight + 4 };
}

/** Pointer drags measured in whole periods; a click without movement is not a shift. */
function useWagonDrag(periodWidth: number, canDrag: boolean, onDrag: ChartProps['onDrag'], onDrop: ChartProps['onDrop']) {
  const drag = useRef<{ wagonId: string; x: number; by: number } | null>(null);
  // One listener on the chart: the trade is the one of the element pressed (`data-wagon-id`).
  const start = (event: ReactPointerEvent<SVGSVGElement>) => {
    const wagonId = (event.target as Element).closest('[data-wagon-id]')?.getAttribute('data-wagon-id');
    if (!canDrag || event.button !== 0 || wagonId == null) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { wagonId, x: event.clientX, by: 0 };
    event.preventDefault();
  };
  const move = (event: ReactPointerEvent<SVGSVGElement>) => {
    const current = drag.current;
    if (current === null) return;
    const by = Math.round((event.clientX - current.x) / periodWidth);
    if (by !== current.by) {
      current.by = by;
      onDrag(current.wagonId, by);
    }
  };
  const end = () => {
    const current = drag.current;
    drag.current = null;
    if (current !== null) onDrop(current.wagonId, current.by);
  };
  return { start, move, end };
}

function useNames(areas: readonly TaktPlanArea[], wagons: readonly TaktPlanWagon[], order: readonly string[]) {
  return useMemo(() => {
    const areaIndex = new Map(areas.map((a, i) => [a.locationId, i]));
    const areaName = new Map(areas.map((a) => [a.locationId, a.name]));
    const wagonName = new Map(wagons.map((w) => [w.activityId, w.name]));
    const colour = new Map(order.map((id, i) => [id, tradeColour(i)]));
    return { areaIndex, areaName, wagonName, colour };
  }, [areas, wagons, order]);
}

function cellText(t: (key: string, options?: Record<string, unknown>) => string, cell: PreviewCell, trade: string, location: string): string {
  return cell.start === null
    ? t('plan_cell_undated', { trade, location, n: cell.period + 1 })
    : t('plan_cell_dates', { trade, location, start: cell.start, finish: cell.finish });
}

interface Tip {
  text: string;
  x: number;
  y: number;
}
type TipControl = { current: ((tip: Tip | null) => void) | null };

/**
 * The hover box, with its state of its own: moving over a 1,200-segment chart redraws this box, not the chart. The
 * chart finds the hovered cell from `data-cell` on the element under the pointer (one listener, not one per element).
 */
function HoverTip({ control, testId }: { control: TipControl; testId: string }) {
  const [tip, setTip] = useState<Tip | null>(null);
  useEffect(() => {
    control.current = setTip;
    return () => {
      control.current = null;
    };
  }, [control]);
  if (tip === null) return null;
  return (
    <div data-testid={testId} style={{ position: 'absolute', left: tip.x, top: tip.y, background: 'rgba(0,0,0,0.78)', color: '#fff', padding: '2px 8px', borderRadius: 4, fontSize: 12, pointerEvents: 'none', whiteSpace: 'nowrap', zIndex: 2 }}>
      {tip.text}
    </div>
  );
}

/** Shows the text of the cell under the pointer, placed beside the element. */
function useCellHover(text: (index: number) => string) {
  const control = useRef<((tip: Tip | null) => void) | null>(null);
  const onMouseOver = (event: ReactMouseEvent<SVGSVGElement>) => {
    const target = event.target as Element;
    const index = target.getAttribute('data-cell');
    if (index === null) return control.current?.(null);
    const box = target.getBoundingClientRect();
    const frame = event.currentTarget.getBoundingClientRect();
    control.current?.({ text: text(Number(index)), x: box.right - frame.left + 6, y: box.top - frame.top });
  };
  return { control, onMouseOver, hide: () => control.current?.(null) };
}

/** Period labels along the top: every period when they fit, else every few. */
function PeriodAxis({ count, periodWidth, periods }: { count: number; periodWidth: number; periods: ReadonlyArray<{ start: string } | undefined> }) {
  const { t } = useTranslation(TAKT_NAMESPACE);
  const every = Math.max(1, Math.ceil(36 / periodWidth));
  const labels = [];
  for (let p = 0; p < count; p += every) {
    const x = LABEL_WIDTH + p * periodWidth;
    labels.push(
      <g key={p}>
        <text x={x + 2} y={13} fontSize={11} fill="#595959">{t('plan_period', { n: p + 1 })}</text>
        {periods[p] ? <text x={x + 2} y={27} fontSize={9} fill="#8c8c8c">{periods[p]!.start.slice(5)}</text> : null}
      </g>,
    );
  }
  return <g>{labels}</g>;
}

/**
 * The flowline: locations up the side (the first at the bottom), takt periods along the top, one line per trade
 * climbing through the locations. Clashes are red boxes.
 */
export function Flowline(props: ChartProps & { periods: ReadonlyArray<{ start: string } | undefined> }) {
  const { t } = useTranslation(TAKT_NAMESPACE);
  const { preview, areas, order } = props;
  const { areaIndex, areaName, wagonName, colour } = useNames(areas, props.wagons, order);
  const g = geometry(preview.periodCount, areas.length, 28);
  const { start, move, end } = useWagonDrag(g.periodWidth, props.canDrag, props.onDrag, props.onDrop);
  const n = areas.length;
  const x = (period: number) => LABEL_WIDTH + period * g.periodWidth;
  const bottom = (index: number) => AXIS_HEIGHT + (n - index) * g.rowHeight;
  const hover = useCellHover((index) => {
    const cell = preview.cells[index]!;
    return cellText(t, cell, wagonName.get(cell.wagonId) ?? cell.wagonId, areaName.get(cell.locationId) ?? '');
  });
  const cellIndex = new Map(preview.cells.map((cell, index) => [cell, index]));
  const labelEvery = Math.max(1, Math.ceil(12 / g.rowHeight));

  const byWagon = new Map<string, PreviewCell[]>();
  for (const cell of preview.cells) {
    const list = byWagon.get(cell.wagonId) ?? [];
    list.push(cell);
    byWagon.set(cell.wagonId, list);
  }
  return (
    <div style={{ position: 'relative', overflowX: 'auto' }} onMouseLeave={hover.hide}>
      <svg data-testid="takt-flowline" width={g.width} height={g.height} onMouseOver={hover.onMouseOver} onPointerDown={start} onPointerMove={move} onPointerUp={end} onPointerCancel={end} style={{ touchAction: 'none', userSelect: 'none', display: 'block' }}>
        <PeriodAxis count={preview.periodCount} periodWidth={g.periodWidth} periods={props.periods} />
        {areas.map((area, i) => (
          <g key={area.locationId}>
            <line x1={LABEL_WIDTH} x2={g.width - 8} y1={bottom(i)} y2={bottom(i)} stroke="#f0f0f0" />
            {i % labelEvery === 0 ? (
              <text x={LABEL_WIDTH - 6} y={bottom(i) - g.rowHeight / 2 + 4} fontSize={Math.min(12, g.rowHeight)} textAnchor="end" fill="#595959">{area.name}</text>
            ) : null}
          </g>
        ))}
        {Array.from({ length: preview.periodCount + 1 }, (_, p) => (
          <line key={p} x1={x(p)} x2={x(p)} y1={AXIS_HEIGHT} y2={bottom(0)} stroke="#f5f5f5" />
        ))}
        {preview.clashes.map((clash) => {
          const i = areaIndex.get(clash.locationId) ?? 0;
          return (
            <rect key={`${clash.locationId}-${clash.period}`} data-testid="takt-clash" x={x(clash.period)} y={bottom(i) - g.rowHeight} width={g.periodWidth} height={g.rowHeight} fill={CLASH_COLOUR} fillOpacity={0.25} stroke={CLASH_COLOUR} strokeWidth={1.5}>
              <title>{t('plan_clash_cell', { names: clash.wagonIds.map((id) => wagonName.get(id) ?? id).join(', ') })}</title>
            </rect>
          );
        })}
        {order.map((wagonId) => {
          const cells = [...(byWagon.get(wagonId) ?? [])].sort((a, b) => (areaIndex.get(a.locationId) ?? 0) - (areaIndex.get(b.locationId) ?? 0));
          const points = cells.flatMap((cell) => {
            const i = areaIndex.get(cell.locationId) ?? 0;
            return [`${x(cell.period)},${bottom(i)}`, `${x(cell.period + 1)},${bottom(i) - g.rowHeight}`];
          });
          return (
            <g key={wagonId} data-testid="takt-flowline-trade" data-wagon-id={wagonId} style={{ cursor: props.canDrag ? 'ew-resize' : 'default' }}>
              <polyline points={points.join(' ')} fill="none" stroke={colour.get(wagonId)} strokeWidth={2.5} strokeLinejoin="round" />
              {cells.map((cell) => {
                const i = areaIndex.get(cell.locationId) ?? 0;
                return (
                  <line
                    key={cell.locationId}
                    x1={x(cell.period)}
                    y1={bottom(i)}
                    x2={x(cell.period + 1)}
                    y2={bottom(i) - g.rowHeight}
                    stroke="transparent"
                    strokeWidth={10}
                    data-testid="takt-flowline-segment"
                    data-cell={cellIndex.get(cell)}
                  />
                );
              })}
            </g>
          );
        })}
      </svg>
      <HoverTip control={hover.control} testId="takt-flowline-hover" />
    </div>
  );
}

/** The takt grid: locations × takt periods (the first location at the bottom, as the flowline), cells coloured by trade. */
export function TaktGrid(props: ChartProps) {
  const { t } = useTranslation(TAKT_NAMESPACE);
  const { preview, areas, order } = props;
  const { areaIndex, areaName, wagonName, colour } = useNames(areas, props.wagons, order);
  const g = geometry(preview.periodCount, areas.length, 26);
  const { start, move, end } = useWagonDrag(g.periodWidth, props.canDrag, props.onDrag, props.onDrop);
  const n = areas.length;
  const x = (period: number) => LABEL_WIDTH + period * g.periodWidth;
  const top = (index: number) => AXIS_HEIGHT + (n - 1 - index) * g.rowHeight;
  const labelEvery = Math.max(1, Math.ceil(12 / g.rowHeight));
  const clashAt = new Map(preview.clashes.map((c) => [`${c.locationId}\u0000${c.period}`, c]));
  const hover = useCellHover((index) => {
    const cell = preview.cells[index]!;
    const clash = clashAt.get(`${cell.locationId}\u0000${cell.period}`);
    if (clash) return t('plan_clash_cell', { names: clash.wagonIds.map((id) => wagonName.get(id) ?? id).join(', ') });
    return cellText(t, cell, wagonName.get(cell.wagonId) ?? cell.wagonId, areaName.get(cell.locationId) ?? '');
  });
  return (
    <div style={{ position: 'relative', overflowX: 'auto' }} onMouseLeave={hover.hide}>
      <svg data-testid="takt-grid" width={g.width} height={g.height} onMouseOver={hover.onMouseOver} onPointerDown={start} onPointerMove={move} onPointerUp={end} onPointerCancel={end} style={{ touchAction: 'none', userSelect: 'none', display: 'block' }}>
        <PeriodAxis count={preview.periodCount} periodWidth={g.periodWidth} periods={[]} />
        <rect x={LABEL_WIDTH} y={AXIS_HEIGHT} width={preview.periodCount * g.periodWidth} height={n * g.rowHeight} fill="#fafafa" stroke="#f0f0f0" />
        {areas.map((area, i) =>
          i % labelEvery === 0 ? (
            <text key={area.locationId} x={LABEL_WIDTH - 6} y={top(i) + g.rowHeight / 2 + 4} fontSize={Math.min(12, g.rowHeight)} textAnchor="end" fill="#595959">{area.name}</text>
          ) : null,
        )}
        {preview.cells.map((cell, index) => {
          const i = areaIndex.get(cell.locationId) ?? 0;
          const clash = clashAt.has(`${cell.locationId}\u0000${cell.period}`);
          const trade = wagonName.get(cell.wagonId) ?? cell.wagonId;
          return (
            // A fragment, not a group: 1,200 cells drawn with half the elements.
            <Fragment key={`${cell.wagonId}-${cell.locationId}`}>
              <rect
                data-testid={clash ? 'takt-grid-clash' : 'takt-grid-cell'}
                data-wagon-id={cell.wagonId}
                data-cell={index}
                cursor={props.canDrag ? 'ew-resize' : 'default'}
                x={x(cell.period) + 1}
                y={top(i) + 1}
                width={g.periodWidth - 2}
                height={g.rowHeight - 2}
                rx={2}
                fill={clash ? CLASH_COLOUR : colour.get(cell.wagonId)}
                fillOpacity={clash ? 0.85 : 0.8}
                stroke={clash ? '#a8071a' : 'none'}
                strokeWidth={clash ? 2 : 0}
              />
              {g.periodWidth >= 30 && g.rowHeight >= 16 ? (
                <text x={x(cell.period) + g.periodWidth / 2} y={top(i) + g.rowHeight / 2 + 4} fontSize={10} textAnchor="middle" fill="#fff" pointerEvents="none">
                  {clash ? '!' : (trade.split(/\s+/)[0] ?? trade).slice(0, Math.floor((g.periodWidth - 6) / 6))}
                </text>
              ) : null}
            </Fragment>
          );
        })}
      </svg>
      <HoverTip control={hover.control} testId="takt-grid-hover" />
    </div>
  );
}
