import type { Activity, ActivityBaseline } from '../model';
import { parseIsoDuration } from './wall-clock';
import { dateField, flagField, numberField, xmlError } from './xml-fields';
import { childrenNamed, childText, type XmlElement } from './xml-tree';

/**
 * A task's saved baselines: MSPDI `<Baseline>` elements, Number 0 for "Baseline" and 1..10 for Baseline1..10.
 * Interim plans and baselines without both dates (MS Project keeps cost-only ones) are not baselines of the dates.
 */
export function readMspdiBaselines(task: XmlElement, minutesPerDay: number): ActivityBaseline[] {
  const baselines: ActivityBaseline[] = [];
  for (const element of childrenNamed(task, 'Baseline')) {
    if (flagField(element, 'Interim') === true) continue;
    const number = numberField(element, 'Number') ?? 0;
    const start = dateField(element, 'Start');
    const finish = dateField(element, 'Finish');
    if (start === undefined || finish === undefined || baselines.some((b) => b.number === number)) continue;
    const text = childText(element, 'Duration');
    const duration = text === undefined ? 0 : parseIsoDuration(text, minutesPerDay);
    if (duration === undefined) throw xmlError(element, `Duration "${text}" is not an ISO 8601 duration`);
    baselines.push({ number, start, finish, duration });
  }
  return baselines;
}

/**
 * P6's planned dates as the activity's active baseline: P6 reads them as the project baseline while no baseline
 * project is assigned, with the planned (original) duration.
 */
export function setPlannedBaseline(activity: Activity, start: number | undefined, finish: number | undefined): void {
  if (start === undefined || finish === undefined || activity.kind === 'summary') return;
  activity.baselines = [{ number: 0, start, finish, duration: activity.duration }];
}
