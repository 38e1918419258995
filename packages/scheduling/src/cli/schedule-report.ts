import type { Activity, ScheduleModel, ScheduleResult } from '../model';
import { formatWallClock } from '../readers/wall-clock';
import type { ActivityComparison, ComparedField, ScheduleComparison } from './compare';

/** Hours in a working day of the activity's calendar, for showing floats in days. */
export function hoursPerDayOf(model: ScheduleModel, activity: Activity): number {
  const calendarId = activity.calendarId ?? model.options.defaultCalendarId;
  return model.calendars.find((c) => c.id === calendarId)?.hoursPerDay ?? model.options.hoursPerDay;
}

/** "2d (960m)": days of the calendar's working day and the exact minutes. */
export function formatFloat(minutes: number, hoursPerDay: number): string {
  const days = minutes / (hoursPerDay * 60);
  const shown = Number.isInteger(days) ? String(days) : days.toFixed(2);
  return `${shown}d (${Math.round(minutes)}m)`;
}

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd());
}

function shorten(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}

/** Each activity's computed dates and floats, in outline order. */
export function formatScheduleTable(model: ScheduleModel, result: ScheduleResult): string[] {
  const rows: string[][] = [['id', 'name', 'early start', 'early finish', 'late start', 'late finish', 'total float', 'free float', 'critical']];
  const notes: string[] = [];
  for (const activity of model.activities) {
    const computed = result.activities.get(activity.id);
    const indent = '  '.repeat(Math.max(0, (activity.outlineLevel ?? 1) - 1));
    const name = shorten(`${indent}${activity.name}`, 40);
    if (activity.manual || activity.recurring || !computed) {
      const reason = activity.manual ? 'manually scheduled' : activity.recurring ? 'recurring task' : 'not scheduled';
      notes.push(`skipped ${activity.id} ${activity.name}: ${reason}`);
      if (!computed) continue;
    }
    const hours = hoursPerDayOf(model, activity);
    rows.push([
      activity.id,
      name,
      formatWallClock(computed.earlyStart),
      formatWallClock(computed.earlyFinish),
      formatWallClock(computed.lateStart),
      formatWallClock(computed.lateFinish),
      formatFloat(computed.totalFloat, hours),
      formatFloat(computed.freeFloat, hours),
      computed.critical ? 'yes' : 'no',
    ]);
  }
  return [
    ...table(rows),
    ...notes,
    `project ${formatWallClock(result.projectStart)} to ${formatWallClock(result.projectFinish)}, ${rows.length - 1} activities`,
  ];
}

const FIELD_LABELS: Record<ComparedField, string> = {
  earlyStart: 'early start',
  earlyFinish: 'early finish',
  lateStart: 'late start',
  lateFinish: 'late finish',
  totalFloat: 'total float',
  freeFloat: 'free float',
  critical: 'critical',
};

function formatValue(field: ComparedField, value: number | boolean, hours: number): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return field === 'totalFloat' || field === 'freeFloat' ? formatFloat(value, hours) : formatWallClock(value);
}

/** Stored against computed for every compared activity, the skipped ones, and `compared N, matched M`. */
export function formatComparison(model: ScheduleModel, comparison: ScheduleComparison): string[] {
  const byId = new Map(model.activities.map((a) => [a.id, a]));
  const lines: string[] = [];
  const rows: string[][] = [['id', 'name', 'field', 'stored', 'computed', 'match']];
  const describe = (entry: ActivityComparison): void => {
    const activity = byId.get(entry.id);
    const hours = activity ? hoursPerDayOf(model, activity) : model.options.hoursPerDay;
    entry.fields.forEach((field, index) => {
      rows.push([
        index === 0 ? entry.id : '',
        index === 0 ? shorten(entry.name, 32) : '',
        FIELD_LABELS[field.field],
        formatValue(field.field, field.stored, hours),
        formatValue(field.field, field.computed, hours),
        field.match ? 'ok' : 'MISMATCH',
      ]);
    });
  };
  comparison.activities.forEach(describe);
  lines.push(...table(rows));
  for (const skipped of comparison.skipped) lines.push(`skipped ${skipped.id} ${skipped.name}: ${skipped.reason}`);
  const mismatched = comparison.activities.filter((a) => !a.match).map((a) => a.id);
  if (mismatched.length > 0) lines.push(`mismatched: ${mismatched.join(', ')}`);
  lines.push(`compared ${comparison.summary.compared}, matched ${comparison.summary.matched}`);
  return lines;
}

/** The `--json` form: dates as "YYYY-MM-DD HH:mm", floats in minutes. */
export function comparisonJson(comparison: ScheduleComparison): unknown {
  const dates = (values: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        typeof value === 'number' && !key.endsWith('Float') ? formatWallClock(value) : value,
      ]),
    );
  return {
    activities: comparison.activities.map((entry) => ({
      id: entry.id,
      name: entry.name,
      stored: dates({ ...entry.stored }),
      computed: dates({ ...entry.computed }),
      match: entry.match,
      mismatches: entry.fields.filter((f) => !f.match).map((f) => f.field),
    })),
    skipped: comparison.skipped,
    summary: comparison.summary,
  };
}

export function scheduleJson(model: ScheduleModel, result: ScheduleResult): unknown {
  return {
    activities: model.activities.flatMap((activity) => {
      const computed = result.activities.get(activity.id);
      if (!computed) return [];
      return [
        {
          id: activity.id,
          name: activity.name,
          computed: {
            earlyStart: formatWallClock(computed.earlyStart),
            earlyFinish: formatWallClock(computed.earlyFinish),
            lateStart: formatWallClock(computed.lateStart),
            lateFinish: formatWallClock(computed.lateFinish),
            totalFloat: computed.totalFloat,
            freeFloat: computed.freeFloat,
            critical: computed.critical,
          },
          ...(activity.manual ? { skipped: 'manually scheduled task' } : {}),
          ...(activity.recurring ? { skipped: 'recurring task' } : {}),
        },
      ];
    }),
    projectStart: formatWallClock(result.projectStart),
    projectFinish: formatWallClock(result.projectFinish),
  };
}
