import { whenIdle } from './when-idle';

/**
 * Labels of the timeline's scale. Formatters are made once per locale and unit: `toLocaleDateString` builds one per
 * call, which was the costliest line of a first render.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, unit: 'month' | 'month-year' | 'week'): Intl.DateTimeFormat {
  const key = `${locale}|${unit}`;
  let made = formatters.get(key);
  if (made === undefined) {
    const options: Intl.DateTimeFormatOptions =
      unit === 'week' ? { day: 'numeric', month: 'short', timeZone: 'UTC' } : { month: 'short', year: unit === 'month-year' ? '2-digit' : undefined, timeZone: 'UTC' };
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

/** The label of a scale cell starting at `ms` (UTC wall clock); months carry their year when the zoom shows months alone. */
export function dateLabel(ms: number, unit: string, locale: string, withYear: boolean): string {
  const date = new Date(ms);
  if (unit === 'year') return String(date.getUTCFullYear());
  if (unit === 'quarter') return `Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
  if (unit === 'month') return formatter(locale, withYear ? 'month-year' : 'month').format(date);
  if (unit === 'week') return formatter(locale, 'week').format(date);
  return String(date.getUTCDate());
}

/**
 * Makes the scale's formatters for a locale ahead of the first chart: the first `Intl.DateTimeFormat` of a page
 * loads the locale's data (10–20 ms), which otherwise lands in the chart's first render. Run while the page is idle,
 * as the plan is read.
 */
export function prepareDateLabels(locale: string): void {
  whenIdle(() => {
    for (const unit of ['month', 'month-year', 'week'] as const) formatter(locale, unit);
  });
}
