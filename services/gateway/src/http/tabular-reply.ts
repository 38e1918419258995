import { BinaryReply } from './gateway-route';

/** A page of a BI endpoint as the analytics service answers it. */
export interface TabularPage {
  columns: string[];
  items: Array<Record<string, unknown>>;
  nextCursor: string | null;
  total: number;
}

function isTabularPage(value: unknown): value is TabularPage {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Partial<TabularPage>;
  return Array.isArray(page.columns) && Array.isArray(page.items);
}

/** RFC 4180: quoted when it holds a comma, quote or line break; lists joined by `|`; null and absent are empty. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value)
    ? value.map(String).join('|')
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);
  // A leading =, +, - or @ would be run as a formula by a spreadsheet opening the file.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvOf(page: TabularPage): string {
  const lines = [page.columns.map(csvCell).join(',')];
  for (const item of page.items) lines.push(page.columns.map((column) => csvCell(item[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The same page as CSV when `format=csv`: the paging facts a CSV cannot hold travel as headers (`X-Next-Cursor`,
 * `X-Total-Count`), so a BI tool pages the same way in both formats.
 */
export function tabularReply(answer: unknown, format: unknown): unknown {
  if (format !== 'csv' || !isTabularPage(answer)) return answer;
  const headers: Record<string, string> = { 'X-Total-Count': String(answer.total), 'Cache-Control': 'no-store' };
  if (answer.nextCursor !== null) headers['X-Next-Cursor'] = answer.nextCursor;
  return new BinaryReply('text/csv; charset=utf-8', Buffer.from(csvOf(answer), 'utf8'), headers);
}
