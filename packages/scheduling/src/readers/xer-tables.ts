import { ScheduleFileError } from './schedule-file-error';

/** One XER row: field name -> value (empty fields are ""), with the line it came from. */
export interface XerRow {
  line: number;
  values: Record<string, string>;
}

export interface XerTable {
  name: string;
  line: number;
  fields: string[];
  rows: XerRow[];
}

/** The row's last value opens more parentheses than it closes: P6 calendar data cut by a line break. */
function continuesCalendarData(row: XerRow, table: XerTable | undefined): boolean {
  const field = table?.fields[table.fields.length - 1];
  const value = field === undefined ? undefined : row.values[field];
  if (value === undefined || !value.trimStart().startsWith('(')) return false;
  let depth = 0;
  for (const char of value) depth += char === '(' ? 1 : char === ')' ? -1 : 0;
  return depth > 0;
}

/**
 * Splits an XER export into its tables: `%T` starts a table, `%F` names its fields, `%R` holds a row,
 * `%E` ends the file. The `ERMHDR` first line is optional (exports by other tools lack it). A file without `%E`
 * was cut short and is refused rather than read in part.
 */
export function readXerTables(text: string): Map<string, XerTable> {
  const tables = new Map<string, XerTable>();
  const lines = text.split(/\r?\n/);
  let current: XerTable | undefined;
  let ended = false;
  let header = true;
  for (let index = 0; index < lines.length; index++) {
    const lineNumber = index + 1;
    const raw = lines[index] ?? '';
    const line = index === 0 ? raw.replace(/^\uFEFF/, '') : raw;
    if (line.trim() === '') continue;
    if (ended) throw new ScheduleFileError(`XER line ${lineNumber}: content after the %E end marker`, lineNumber);
    const cells = line.split('\t');
    const marker = cells[0];
    const first = header;
    header = false;
    if (first && marker === 'ERMHDR') continue;
    const previous = current?.rows[current.rows.length - 1];
    if (!marker?.startsWith('%') && previous && continuesCalendarData(previous, current)) {
      // Calendar data whose DEL line breaks became real ones (an editor's doing) goes on in the next lines.
      const field = current?.fields[current.fields.length - 1] ?? '';
      previous.values[field] = `${previous.values[field] ?? ''} ${line}`;
      continue;
    }
    switch (marker) {
      case '%T': {
        const name = cells[1]?.trim();
        if (!name) throw new ScheduleFileError(`XER line ${lineNumber}: %T without a table name`, lineNumber);
        if (tables.has(name)) throw new ScheduleFileError(`XER line ${lineNumber}: table ${name} appears twice`, lineNumber);
        current = { name, line: lineNumber, fields: [], rows: [] };
        tables.set(name, current);
        break;
      }
      case '%F':
        if (!current) throw new ScheduleFileError(`XER line ${lineNumber}: %F before any %T table`, lineNumber);
        current.fields = cells.slice(1).map((f) => f.trim());
        break;
      case '%R': {
        if (!current || current.fields.length === 0) {
          throw new ScheduleFileError(`XER line ${lineNumber}: %R row before the %F field names`, lineNumber);
        }
        const values = cells.slice(1);
        // P6 leaves out trailing empty fields; more values than fields means the row is corrupt.
        if (values.length > current.fields.length) {
          throw new ScheduleFileError(
            `XER line ${lineNumber}: table ${current.name} row has ${values.length} values for ${current.fields.length} fields`,
            lineNumber,
          );
        }
        const row: Record<string, string> = {};
        current.fields.forEach((field, i) => {
          row[field] = values[i] ?? '';
        });
        current.rows.push({ line: lineNumber, values: row });
        break;
      }
      case '%E':
        ended = true;
        break;
      default:
        throw new ScheduleFileError(`XER line ${lineNumber}: expected %T, %F, %R or %E, found "${line.slice(0, 40)}"`, lineNumber);
    }
  }
  if (!ended) throw new ScheduleFileError(`XER file ends at line ${lines.length} without the %E end marker: it is truncated`, lines.length);
  return tables;
}
