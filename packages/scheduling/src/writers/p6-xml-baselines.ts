import { MAX_BASELINE_NUMBER, type ActivityBaseline } from '../model';
import { hours, xmlDateTime } from './export-formats';
import type { P6ActivityRow } from './p6-export-plan';
import type { XmlNode } from './xml-text';

/**
 * Baselines 1..10 as P6 keeps a baseline: a `<BaselineProject>`, a copy of the project's activities on their
 * baseline dates and durations, pointing at the project (`OriginalProjectObjectId`). Baseline 0, the active one,
 * travels as the activities' planned dates. A baseline project and its activities take ObjectIds after every id the
 * export uses (`nextObjectId`), so none names a WBS node or another activity.
 */
export function p6XmlBaselineProjects(rows: readonly P6ActivityRow[], project: { objectId: number; name: string }, nextObjectId: number): XmlNode[] {
  const byNumber = new Map<number, Array<{ row: P6ActivityRow; baseline: ActivityBaseline }>>();
  for (const row of rows) {
    for (const baseline of row.activity.baselines ?? []) {
      if (!Number.isInteger(baseline.number) || baseline.number < 1 || baseline.number > MAX_BASELINE_NUMBER) continue;
      const held = byNumber.get(baseline.number) ?? [];
      if (held.some((entry) => entry.row === row)) continue;
      held.push({ row, baseline });
      byNumber.set(baseline.number, held);
    }
  }
  let objectId = nextObjectId;
  // P6 numbers nothing: a reader counts baseline projects in order, so a number without activities still gets its
  // (empty) project and the ones after it keep their numbers.
  const last = Math.max(0, ...byNumber.keys());
  return Array.from({ length: last }, (_, index) => index + 1).map((number): XmlNode => {
    const baselineProjectId = objectId++;
    const activities = (byNumber.get(number) ?? []).map(({ row, baseline }): XmlNode => [
      'Activity',
      [
        ['CalendarObjectId', row.calendarId],
        ['FinishDate', xmlDateTime(baseline.finish)],
        ['Id', row.code],
        ['Name', row.name],
        ['ObjectId', objectId++],
        ['PlannedDuration', hours(baseline.duration)],
        ['PlannedFinishDate', xmlDateTime(baseline.finish)],
        ['PlannedStartDate', xmlDateTime(baseline.start)],
        ['ProjectObjectId', baselineProjectId],
        ['RemainingDuration', hours(baseline.duration)],
        ['StartDate', xmlDateTime(baseline.start)],
        ['Status', 'Not Started'],
      ],
    ]);
    return [
      'BaselineProject',
      [
        ['Id', `${project.name} B${number}`],
        ['Name', `${project.name} - Baseline ${number}`],
        ['ObjectId', baselineProjectId],
        ['OriginalProjectObjectId', project.objectId],
        ...activities,
      ],
    ];
  });
}
