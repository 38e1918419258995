export const DATE_FORMATS = ['DD/MM/YY', 'MM/DD/YY', 'DD/MM/YYYY', 'MM/DD/YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** Spec 9: a schedule without its own format shows MM/DD/YY in English and DD/MM/YY otherwise. */
export function defaultDateFormat(language: string): DateFormat {
  return language.startsWith('en') ? 'MM/DD/YY' : 'DD/MM/YY';
}

export function isDateFormat(value: string): value is DateFormat {
  return (DATE_FORMATS as readonly string[]).includes(value);
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** Formats the calendar date of an ISO string (date part only, so no time-zone shift). */
export function formatDate(isoDate: string, format: DateFormat): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return '-';
  const [, year = '', month = '', day = ''] = match;
  const shortYear = year.slice(2);
  switch (format) {
    case 'DD/MM/YY':
      return `${day}/${month}/${shortYear}`;
    case 'MM/DD/YY':
      return `${month}/${day}/${shortYear}`;
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    default: {
      const unknownFormat: never = format;
      throw new Error(`unknown date format ${String(unknownFormat)}`);
    }
  }
}

export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
