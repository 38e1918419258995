import { schedule } from '../engine';
import type { Activity, ScheduleModel } from '../model';
import { readScheduleText } from '../readers';
import { activeBaseline, mspdiBaselines } from './baselines';
import { exportedActivityIds, type ExportFormat } from './export-ids';
import { writeSchedule } from './write-schedule';

/** How a model came back from a file of one format: counts on both sides and the activities whose dates held. */
export interface RoundTripResult {
  format: ExportFormat;
  activities: [before: number, after: number];
  links: [before: number, after: number];
  /** Activities scheduled on both sides. */
  compared: number;
  /** Of those, the ones with the same early start and early finish. */
  matched: number;
  mismatched: string[];
  /** Baselines the format carries (every MSPDI one; P6's active one of each activity, without its duration) and those that came back the same. */
  baselines: { compared: number; matched: number; mismatched: string[] };
}

/**
 * The baselines of an activity a format has a place for, as text to compare: every MSPDI one; in P6 the active one as
 * planned dates (P6 keeps the planned duration, not the baseline's) and, in P6 XML, 1..10 as baseline projects.
 */
function carriedBaselines(activity: Activity, format: ExportFormat): string[] {
  if (format === 'mspdi') return mspdiBaselines(activity).map((b) => `${b.number}:${b.start}-${b.finish}/${b.duration}`);
  if (activity.kind === 'summary') return [];
  const active = activeBaseline(activity);
  const numbered = format === 'p6xml' ? mspdiBaselines(activity).filter((b) => b.number > 0).map((b) => `${b.number}:${b.start}-${b.finish}/${b.duration}`) : [];
  return [...(active ? [`0:${active.start}-${active.finish}`] : []), ...numbered];
}

/** Writes the model, reads the text back, schedules both and compares the early dates activity by activity. */
export function roundTrip(model: ScheduleModel, format: ExportFormat): RoundTripResult {
  const text = writeSchedule(model, format);
  const back = readScheduleText(`export.${format}`, text).model;
  const before = schedule(model);
  // The engine reports P6 files' remaining early dates (the data date for finished work) and MS Project's
  // actual dates: the two sides are reported alike so that only the schedule itself is compared.
  const after = schedule({ ...back, source: model.source });
  const ids = exportedActivityIds(model, format);
  let compared = 0;
  let matched = 0;
  const mismatched: string[] = [];
  const baselines = { compared: 0, matched: 0, mismatched: [] as string[] };
  const backById = new Map(back.activities.map((a) => [a.id, a]));
  for (const activity of model.activities) {
    const wanted = carriedBaselines(activity, format);
    if (wanted.length > 0) {
      const returned = backById.get(ids.get(activity.id) ?? activity.id);
      baselines.compared++;
      // P6 always has planned dates, read back as baseline 0: they are compared only where the model had one.
      const returnedBaselines = returned === undefined ? undefined : carriedBaselines(returned, format).filter((entry) => !entry.startsWith('0:') || wanted[0]?.startsWith('0:'));
      if (returnedBaselines !== undefined && returnedBaselines.join() === wanted.join()) baselines.matched++;
      else baselines.mismatched.push(activity.id);
    }
    const was = before.activities.get(activity.id);
    const now = after.activities.get(ids.get(activity.id) ?? activity.id);
    if (!was || !now) continue;
    compared++;
    if (was.earlyStart === now.earlyStart && was.earlyFinish === now.earlyFinish) matched++;
    else mismatched.push(activity.id);
  }
  return { format, activities: [model.activities.length, back.activities.length], links: [model.links.length, back.links.length], compared, matched, mismatched, baselines };
}
