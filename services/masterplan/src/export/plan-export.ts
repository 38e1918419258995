import type { BaselinePoint, ScheduleFileFormat } from '@tenon/contracts';
import { MAX_BASELINE_NUMBER, minutesFromIso, type ActivityBaseline, type ScheduleModel } from '@tenon/scheduling';

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
 * The model with the baselines' points on their activities: the active one as baseline 0 (MS Project's "Baseline",
 * P6's planned dates), the others, oldest first, as 1..10. Points of activities deleted since a baseline was saved
 * have nothing to go on and are left out.
 */
export function withBaselines(model: ScheduleModel, active: readonly BaselinePoint[], others: ReadonlyArray<readonly BaselinePoint[]> = []): ScheduleModel {
  const byActivity = new Map<string, ActivityBaseline[]>();
  [active, ...others.slice(0, MAX_BASELINE_NUMBER)].forEach((points, number) => {
    for (const point of points) {
      const held = byActivity.get(point.activityId) ?? [];
      held.push({ number, start: minutesFromIso(point.start), finish: minutesFromIso(point.finish), duration: point.duration });
      byActivity.set(point.activityId, held);
    }
  });
  return {
    ...model,
    activities: model.activities.map((activity) => {
      const baselines = byActivity.get(activity.id);
      return baselines === undefined ? activity : { ...activity, baselines };
    }),
  };
}
