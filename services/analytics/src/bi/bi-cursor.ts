/** Where a page ended: the last row's change time and id, so the next page starts after it even if rows share a time. */
export interface BiCursor {
  updatedAt: Date;
  id: string;
}

export function encodeBiCursor(cursor: BiCursor): string {
  return Buffer.from(`${cursor.updatedAt.getTime()}.${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor a page handed out, or undefined when the text is not one (the caller answers 400). */
export function decodeBiCursor(text: string): BiCursor | undefined {
  const match = /^(\d{1,15})\.([0-9a-f]{24}|[0-9a-f]{32})$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (match === null) return undefined;
  return { updatedAt: new Date(Number(match[1])), id: match[2]! };
}
