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

/**
 * Splits an XER export into its tables: `%T` starts a table, `%F` names its fields, `%R` holds a row,
 * `%E` ends the file. The `ERMHDR` first line is optional (some exports lack it). A file without `%E`
 * was cut short and is refused rather than read in part.
 */
export function readXerTables(text: string): Map<string, XerTable> {
  const tables = new Map<string, XerTable>();
  const lines = text.split(/\r?\n/);
  let current: XerTable | undefined;
  let ended = false;
  for (let index = 0; index < lines.length; index++) {
    const lineNumber = index + 1;
    const raw = lines[index] ?? '';
    const line = index === 0 ? raw.replace(/^\uFEFF/, '') : raw;
    if (line.trim() === '') continue;
    if (ended) throw new ScheduleFileError(`XER line ${lineNumber}: content after the %E end marker`, lineNumber);
    const cells = line.split('\t');
    const marker = cells[0];
    if (index === 0 && marker === 'ERMHDR') continue;
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
