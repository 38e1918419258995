import type { PermissionKey } from '@tenon/contracts';

/** A page the server may print to PDF, and the permission its reader needs (the page's own calls check the rest). */
export interface PrintablePage {
  name: string;
  pattern: RegExp;
  key: PermissionKey;
  /** How long the page may take to load and print; the default suits a report of a week or a lookahead window. */
  timeoutMs?: number;
}

const ID = '[0-9a-f]{24}';
const PART = '[A-Za-z0-9_-]{1,40}';

/** Reports and print views only: any other path is refused, so the print browser cannot be sent elsewhere. */
export const PRINTABLE_PAGES: readonly PrintablePage[] = [
  { name: 'lookahead-plan', pattern: new RegExp(`^/lookahead/planification/${ID}/${ID}$`), key: 'lookahead.plan' },
  { name: 'lookahead-report', pattern: new RegExp(`^/reportlookahead/week/(all|allNewTab)/${PART}/${PART}(/${PART})?$`), key: 'lookahead.plan' },
  { name: 'weekly-commitment-report', pattern: new RegExp(`^/reportcommit/week/all/${PART}/${PART}/${ID}/${ID}(/${PART})?$`), key: 'weekly.plan' },
  { name: 'weekly-closure-report', pattern: new RegExp(`^/reportcommitclose/week/all/${PART}/${PART}/${ID}/${ID}$`), key: 'weekly.plan' },
  { name: 'week-report', pattern: new RegExp(`^/report/week/all/${PART}/${PART}/${PART}/${PART}/${PART}$`), key: 'weekly.plan' },
  { name: 'weekly-export', pattern: new RegExp(`^/${ID}/project/${ID}/schedule/${ID}/export/weekly$`), key: 'weekly.plan' },
  // A whole schedule over many pages: up to the 5 minutes the spec gives an export (part 2, 2.11).
  { name: 'gantt', pattern: new RegExp(`^/gantt/print/${ID}/${ID}$`), key: 'masterplan.gantt', timeoutMs: 280_000 },
];

/** The page a path names, ignoring its query; null for anything not printable. */
export function printablePageOf(path: string): PrintablePage | null {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('..') || path.includes('\\')) return null;
  const [pathname] = path.split('?');
  return PRINTABLE_PAGES.find((page) => page.pattern.test(pathname!)) ?? null;
}
