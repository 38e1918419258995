import { describeUnreadableValues, lenientWarnings } from './read-warnings';
import { ScheduleFileError } from './schedule-file-error';
import { parseWallClock } from './wall-clock';
import type { XerRow, XerTable } from './xer-tables';

export function rowError(table: string, row: XerRow, reason: string): ScheduleFileError {
  return new ScheduleFileError(`XER line ${row.line} (${table}): ${reason}`, row.line);
}

/** An unreadable value: read as missing with a warning while reading leniently, else refused with its table and line. */
function unreadable(table: string, row: XerRow, reason: string): undefined {
  const warnings = lenientWarnings();
  if (warnings === undefined) throw rowError(table, row, reason);
  warnings.add('unreadable-value', describeUnreadableValues, `${table} line ${row.line}: ${reason.slice(0, 60)}`);
  return undefined;
}

/** Typed access to one XER row's fields. */
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
    if (!Number.isFinite(parsed)) return unreadable(this.table, this.row, `${field} "${value}" is not a number`);
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
    if (parsed === undefined) return unreadable(this.table, this.row, `${field} "${value}" is not a date`);
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
