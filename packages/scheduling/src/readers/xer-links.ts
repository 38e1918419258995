import type { Link } from '../model';
import { P6_LINK_TYPES } from './p6-codes';
import { counted, were, type ReadWarnings } from './read-warnings';
import type { RowFields } from './xer-row-fields';

/**
 * TASKPRED rows as links between the project's activities. A link with one end in another project of the
 * file, or in a project that was not exported at all, cannot be scheduled here: P6 treats the far end as an
 * external date, which the file does not carry. Such links are skipped and counted.
 */
export function readXerLinks(
  rows: RowFields[],
  idOfTask: ReadonlyMap<string, string>,
  tasksInFile: ReadonlySet<string | undefined>,
  warnings: ReadWarnings,
): Link[] {
  const links: Link[] = [];
  for (const row of rows) {
    const successorTask = row.text('task_id');
    const predecessorTask = row.text('pred_task_id');
    const successorId = successorTask === undefined ? undefined : idOfTask.get(successorTask);
    const predecessorId = predecessorTask === undefined ? undefined : idOfTask.get(predecessorTask);
    const example = `${predecessorTask ?? '?'} -> ${successorTask ?? '?'}`;
    if (successorId === undefined && predecessorId === undefined && tasksInFile.has(successorTask)) continue; // another project's own link
    if (successorId === undefined || predecessorId === undefined) {
      const far = successorId === undefined ? successorTask : predecessorTask;
      if (tasksInFile.has(far)) {
        warnings.add('link-other-project', (n) => `${counted(n, 'link')} to activities of other projects in the file ${were(n)} skipped`, example);
      } else {
        warnings.add('link-outside-file', (n) => `${counted(n, 'link')} to activities outside the file ${were(n)} skipped`, example);
      }
      continue;
    }
    const typeCode = row.text('pred_type') ?? 'PR_FS';
    const type = P6_LINK_TYPES[typeCode];
    if (!type) {
      warnings.add('link-type-unknown', (n) => `${counted(n, 'link')} of an unknown type ${were(n)} skipped`, `${example} (${typeCode})`);
      continue;
    }
    const link: Link = { predecessorId, successorId, type, lag: { value: row.hoursAsMinutes('lag_hr_cnt') ?? 0, unit: 'working-minutes' } };
    const id = row.text('task_pred_id');
    if (id !== undefined) link.id = id;
    links.push(link);
  }
  return links;
}
