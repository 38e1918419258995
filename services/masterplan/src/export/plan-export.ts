import type { ScheduleFileFormat } from '@tenon/contracts';

const EXTENSIONS: Record<ScheduleFileFormat, string> = { mspdi: 'xml', xer: 'xer', p6xml: 'xml' };
const MEDIA_TYPES: Record<ScheduleFileFormat, string> = { mspdi: 'application/xml', xer: 'text/plain', p6xml: 'application/xml' };

/**
 * A file name every system takes: the schedule's name without characters Windows refuses or that would split a
 * path, with the format told apart where two share an extension.
 */
export function exportFileName(name: string, format: ScheduleFileFormat): string {
  // Control characters and those Windows refuses in names are dropped, as is a leading dot.
  const safe = name.normalize('NFC').replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, 100).trim();
  const base = safe === '' ? 'schedule' : safe;
  return format === 'p6xml' ? `${base} (P6).${EXTENSIONS[format]}` : `${base}.${EXTENSIONS[format]}`;
}

export const exportMediaType = (format: ScheduleFileFormat) => MEDIA_TYPES[format];
