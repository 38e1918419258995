import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { draggedProgress, hitBar, linkTypeFor, movedStart, resizedFinish, wallClock, type BarRect, type BarZone, type LinkKind } from '@tenon/gantt';

/** A drag in progress, in chart pixels (y from the top of the first row). */
export interface BarDrag {
  id: string;
  zone: BarZone;
  fromX: number;
  x: number;
  y: number;
}

/** What a finished drag asks of the plan; the editor turns it into an undoable edit. */
export type BarDrop =
  | { kind: 'move'; id: string; start: string }
  | { kind: 'resize'; id: string; finish: string }
  | { kind: 'progress'; id: string; progress: number }
  | { kind: 'link'; predecessorId: string; successorId: string; type: LinkKind }
  | { kind: 'select'; id: string };

/** Pointer travel under which a press is a click (select), not a drag. */
const CLICK_PX = 3;

export interface BarDragOptions {
  bars: () => readonly BarRect[];
  /** Wall-clock ms of a bar's start and finish as scheduled. */
  span: (id: string) => { startMs: number; finishMs: number } | undefined;
  pxPerDay: number;
  headerHeight: number;
  canDrag: (id: string) => boolean;
  onDrop: (drop: BarDrop) => void;
}

const point = (event: ReactPointerEvent<SVGSVGElement>, header: number) => {
  const box = event.currentTarget.getBoundingClientRect();
  return { x: event.clientX - box.left, y: event.clientY - box.top - header };
};

/** Pointer handling of the timeline: move, resize, progress and link by dragging bars (spec part 2, 2.4). */
export function useBarDrag(options: BarDragOptions) {
  const [drag, setDrag] = useState<BarDrag | null>(null);
  const [hover, setHover] = useState<{ id: string; zone: BarZone } | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const onPointerDown = useCallback((event: ReactPointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    const { x, y } = point(event, latest.current.headerHeight);
    const hit = hitBar(latest.current.bars(), x, y);
    if (hit === null) return;
    if (!latest.current.canDrag(hit.id)) {
      latest.current.onDrop({ kind: 'select', id: hit.id });
      return;
    }
    // A drag is not a text selection of the scale's labels.
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ id: hit.id, zone: hit.zone, fromX: x, x, y });
  }, []);

  const onPointerMove = useCallback(
    (event: ReactPointerEvent<SVGSVGElement>) => {
      const { x, y } = point(event, latest.current.headerHeight);
      if (drag !== null) {
        setDrag({ ...drag, x, y });
        return;
      }
      const hit = hitBar(latest.current.bars(), x, y);
      const next = hit === null || !latest.current.canDrag(hit.id) ? null : hit;
      if (next?.id !== hover?.id || next?.zone !== hover?.zone) setHover(next);
    },
    [drag, hover],
  );

  const onPointerUp = useCallback(
    (event: ReactPointerEvent<SVGSVGElement>) => {
      if (drag === null) return;
      setDrag(null);
      const { x, y } = point(event, latest.current.headerHeight);
      const { onDrop, span, pxPerDay, bars } = latest.current;
      const delta = x - drag.fromX;
      const moved = Math.abs(delta) >= CLICK_PX || Math.abs(y - drag.y) >= CLICK_PX;
      const dates = span(drag.id);
      if (!moved || dates === undefined) {
        onDrop({ kind: 'select', id: drag.id });
        return;
      }
      if (drag.zone === 'move') {
        const start = movedStart(dates.startMs, delta, pxPerDay);
        if (start !== dates.startMs) onDrop({ kind: 'move', id: drag.id, start: wallClock(start) });
      } else if (drag.zone === 'resize') {
        const finish = resizedFinish(dates.startMs, dates.finishMs, delta, pxPerDay);
        if (finish !== dates.finishMs) onDrop({ kind: 'resize', id: drag.id, finish: wallClock(finish) });
      } else if (drag.zone === 'progress') {
        const bar = bars().find((b) => b.id === drag.id);
        if (bar !== undefined) onDrop({ kind: 'progress', id: drag.id, progress: draggedProgress(bar, x) });
      } else {
        const target = bars().find((b) => y >= b.top && y <= b.top + b.height && b.id !== drag.id);
        if (target !== undefined) {
          onDrop({ kind: 'link', predecessorId: drag.id, successorId: target.id, type: linkTypeFor(drag.zone === 'link-start' ? 'start' : 'finish', target, x) });
        }
      }
    },
    [drag],
  );

  const onPointerCancel = useCallback(() => setDrag(null), []);

  const onPointerLeave = useCallback(() => setHover(null), []);
  const cursor = drag !== null ? CURSORS[drag.zone] : hover === null ? 'default' : CURSORS[hover.zone];
  return { drag, hoverId: hover?.id ?? null, cursor, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onPointerLeave } };
}

const CURSORS: Record<BarZone, string> = {
  move: 'grab',
  resize: 'ew-resize',
  progress: 'col-resize',
  'link-start': 'crosshair',
  'link-finish': 'crosshair',
};
