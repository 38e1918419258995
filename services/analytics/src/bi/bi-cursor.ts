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
