/** A bar on screen: left and right x, and the y of its middle. */
export interface BarBox {
  left: number;
  right: number;
  y: number;
}

export type LinkKind = 'FS' | 'SS' | 'FF' | 'SF';

/** Gap a link line keeps from the bars it joins before it turns. */
const STUB = 8;

/**
 * The corners of an orthogonal link line from the predecessor's end (its finish for FS/FF, start for SS/SF) to the
 * successor's end, arriving from the side the arrow points at. When the successor starts left of where the line leaves,
 * the line drops between the two rows and runs back, instead of crossing either bar.
 */
export function linkRoute(from: BarBox, to: BarBox, kind: LinkKind, rowHeight: number): Array<[number, number]> {
  const leavesFromFinish = kind === 'FS' || kind === 'FF';
  const arrivesAtStart = kind === 'FS' || kind === 'SS';
  const startX = leavesFromFinish ? from.right : from.left;
  const endX = arrivesAtStart ? to.left : to.right;
  const outX = leavesFromFinish ? startX + STUB : startX - STUB;
  const inX = arrivesAtStart ? endX - STUB : endX + STUB;
  const forwardEnough = arrivesAtStart ? inX >= outX : inX <= outX;
  if (forwardEnough) return [[startX, from.y], [inX, from.y], [inX, to.y], [endX, to.y]];
  const between = from.y + (to.y > from.y ? rowHeight / 2 : -rowHeight / 2);
  return [[startX, from.y], [outX, from.y], [outX, between], [inX, between], [inX, to.y], [endX, to.y]];
}

/** SVG path data for the corners. */
export function pathData(points: Array<[number, number]>): string {
  return points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`).join(' ');
}
