import type { WeekReportKind, WeekReportRow } from './week-report-rows';
import { weekReportSheet } from './week-report-rows';

/** The week as an Excel workbook, written in the browser; the library loads only when someone asks for it. */
export async function downloadWeekWorkbook(rows: readonly WeekReportRow[], kind: WeekReportKind, headers: Record<string, string>, fileName: string): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const sheet = weekReportSheet(rows, kind, headers).map((line, index) =>
    line.map((value) => (value === null ? null : { value, ...(index === 0 ? { fontWeight: 'bold' as const } : {}) })),
  );
  await writeXlsxFile(sheet, { sheet: kind === 'closure' ? 'Closure' : 'Commitments', stickyRowsCount: 1 }).toFile(`${fileName}.xlsx`);
}
