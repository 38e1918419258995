import type { ScheduleExportData } from './schedule-export.api';
import { scheduleRows, scheduleSheet, type ScheduleSheetColumn } from './schedule-rows';

const DATE_FORMAT = 'yyyy-mm-dd hh:mm';
const WIDTHS: Partial<Record<ScheduleSheetColumn, number>> = { name: 48, predecessors: 24, calendar: 20, start: 17, finish: 17, baselineStart: 17, baselineFinish: 17 };

/** The schedule as an Excel workbook, written in the browser; the library loads only when someone asks for it. */
export async function downloadScheduleWorkbook(data: ScheduleExportData, headers: Record<ScheduleSheetColumn | 'yes' | 'no', string>, fileName: string): Promise<number> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const rows = scheduleRows(data);
  const { columns, lines } = scheduleSheet(rows, headers, data.baseline !== null);
  const sheet = lines.map((line, index) =>
    line.map((value) => {
      if (value === null) return null;
      if (index === 0) return { value, fontWeight: 'bold' as const };
      return value instanceof Date ? { value, type: Date, format: DATE_FORMAT } : { value };
    }),
  );
  await writeXlsxFile(sheet, { sheet: 'Schedule', stickyRowsCount: 1, columns: columns.map((column) => ({ width: WIDTHS[column] ?? 12 })) }).toFile(`${fileName}.xlsx`);
  return rows.length;
}
