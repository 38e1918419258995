import { ScheduleFileError } from './schedule-file-error';
import { parseWallClock } from './wall-clock';
import type { XerRow, XerTable } from './xer-tables';

export function rowError(table: string, row: XerRow, reason: string): ScheduleFileError {
  return new ScheduleFileError(`XER line ${row.line} (${table}): ${reason}`, row.line);
}

/** Typed access to one XER row's fields; an unreadable value is refused with its table and line. */
export class RowFields {
  constructor(
    readonly table: string,
    readonly row: XerRow,
  ) {}

  text(field: string): string | undefined {
    const value = this.row.values[field]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  required(field: string): string {
    const value = this.text(field);
    if (value === undefined) throw rowError(this.table, this.row, `${field} is empty`);
    return value;
  }

  number(field: string): number | undefined {
    const value = this.text(field);
    if (value === undefined) return undefined;
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) throw rowError(this.table, this.row, `${field} "${value}" is not a number`);
    return parsed;
  }

  /** Hours as whole minutes (XER durations, lags and floats are in hours). */
  hoursAsMinutes(field: string): number | undefined {
    const hours = this.number(field);
    return hours === undefined ? undefined : Math.round(hours * 60);
  }

  date(field: string): number | undefined {
    const value = this.text(field);
    if (value === undefined) return undefined;
    const parsed = parseWallClock(value);
    if (parsed === undefined) throw rowError(this.table, this.row, `${field} "${value}" is not a date`);
    return parsed;
  }

  flag(field: string): boolean | undefined {
    const value = this.text(field);
    return value === undefined ? undefined : value === 'Y';
  }
}

export function rowsOf(tables: Map<string, XerTable>, name: string): RowFields[] {
  return (tables.get(name)?.rows ?? []).map((row) => new RowFields(name, row));
}
