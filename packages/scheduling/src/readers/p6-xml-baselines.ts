import { MAX_BASELINE_NUMBER, type Activity } from '../model';
import { counted, were, type ReadWarnings } from './read-warnings';
import { dateField, numberField } from './xml-fields';
import { childrenNamed, childText, type XmlElement } from './xml-tree';

/**
 * The `<BaselineProject>`s kept of the project read (`OriginalProjectObjectId`), in the file's order, as baselines
 * 1..10 of its activities, matched by activity ID as P6 matches a baseline to its project. Baseline 0 stays the
 * planned dates. An activity of the baseline the project no longer has, or one without dates, is passed over.
 */
export function readP6XmlBaselineProjects(root: XmlElement, projectObjectId: string | undefined, activityByCode: ReadonlyMap<string, Activity>, warnings: ReadWarnings): void {
  const baselineProjects = childrenNamed(root, 'BaselineProject').filter((element) => (childText(element, 'OriginalProjectObjectId') ?? projectObjectId) === projectObjectId);
  if (baselineProjects.length > MAX_BASELINE_NUMBER) {
    warnings.add('baselines-not-read', () => `the file keeps ${baselineProjects.length} baselines of the project; the first ${MAX_BASELINE_NUMBER} were read`);
  }
  baselineProjects.slice(0, MAX_BASELINE_NUMBER).forEach((baselineProject, index) => {
    const number = index + 1;
    for (const element of childrenNamed(baselineProject, 'Activity')) {
      const activity = activityByCode.get(childText(element, 'Id') ?? '');
      const start = dateField(element, 'PlannedStartDate') ?? dateField(element, 'StartDate');
      const finish = dateField(element, 'PlannedFinishDate') ?? dateField(element, 'FinishDate');
      if (activity === undefined || activity.kind === 'summary' || start === undefined || finish === undefined) {
        warnings.add('baseline-activity-skipped', (n) => `${counted(n, 'baseline activity', 'baseline activities')} not in the project or without dates ${were(n)} skipped`, childText(element, 'Id') ?? `line ${element.line}`);
        continue;
      }
      const hours = numberField(element, 'PlannedDuration');
      const duration = hours === undefined ? activity.duration : Math.round(hours * 60);
      (activity.baselines ??= []).push({ number, start, finish, duration });
    }
  });
}
