import type { BaselinePoint, ScheduleFileFormat } from '@tenon/contracts';
import { minutesFromIso, type ScheduleModel } from '@tenon/scheduling';

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

/**
 * The model with the active baseline's points on their activities, as baseline 0 (MS Project's "Baseline", P6's
 * planned dates). Points of activities deleted since the baseline was saved have nothing to go on and are left out.
 */
export function withActiveBaseline(model: ScheduleModel, points: readonly BaselinePoint[]): ScheduleModel {
  const byId = new Map(points.map((point) => [point.activityId, point]));
  return {
    ...model,
    activities: model.activities.map((activity) => {
      const point = byId.get(activity.id);
      if (point === undefined) return activity;
      return { ...activity, baselines: [{ number: 0, start: minutesFromIso(point.start), finish: minutesFromIso(point.finish), duration: point.duration }] };
    }),
  };
}
