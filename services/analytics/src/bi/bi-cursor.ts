/**
 * Where a page ended: the last row's change time and id, so the next page starts after it even if rows share a time;
 * and the total the first page counted, so later pages do not count every row again.
 */
export interface BiCursor {
  updatedAt: Date;
  id: string;
  total?: number;
}

export function encodeBiCursor(cursor: BiCursor): string {
  return Buffer.from(`${cursor.updatedAt.getTime()}.${cursor.id}${cursor.total === undefined ? '' : `.${cursor.total}`}`, 'utf8').toString('base64url');
}

/** The cursor a page handed out, or undefined when the text is not one (the caller answers 400). */
export function decodeBiCursor(text: string): BiCursor | undefined {
  const match = /^(\d{1,15})\.([0-9a-f]{24}|[0-9a-f]{32})(?:\.(\d{1,12}))?$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (match === null) return undefined;
  return { updatedAt: new Date(Number(match[1])), id: match[2]!, ...(match[3] === undefined ? {} : { total: Number(match[3]) }) };
}

/**
 * Where a page of activities ended: activities are listed by place (schedule, chunk, key), not by change time, so a
 * page reads only the chunks it lists. The total is carried on as in `BiCursor`.
 */
export interface BiPlaceCursor {
  scheduleId: string;
  chunk: number;
  key: string;
  total?: number;
}

const PLACE_TAG = 'p';
const idText = /^[A-Za-z0-9_-]{1,40}$/;

export function encodeBiPlaceCursor(cursor: BiPlaceCursor): string {
  const parts: Array<string | number> = [PLACE_TAG, cursor.scheduleId, cursor.chunk, cursor.key];
  if (cursor.total !== undefined) parts.push(cursor.total);
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

/** The place cursor a page of activities handed out, or undefined when the text is not one. */
export function decodeBiPlaceCursor(text: string): BiPlaceCursor | undefined {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parts) || parts.length < 4 || parts.length > 5 || parts[0] !== PLACE_TAG) return undefined;
  const [, scheduleId, chunk, key, total] = parts as unknown[];
  if (typeof scheduleId !== 'string' || !idText.test(scheduleId) || typeof key !== 'string' || !idText.test(key)) return undefined;
  if (typeof chunk !== 'number' || !Number.isInteger(chunk) || chunk < 0 || chunk > 1023) return undefined;
  if (total !== undefined && (typeof total !== 'number' || !Number.isInteger(total) || total < 0)) return undefined;
  return { scheduleId, chunk, key, ...(total === undefined ? {} : { total }) };
}
