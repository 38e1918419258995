import type { Activity, ActivityCode, ResourceAssignment, ResourceDef } from '../model';
import { counted, were, type ReadWarnings } from './read-warnings';

/** One code value set on an activity, as the file names both (XER task_id / actv_code_id, P6 XML ObjectIds, MSPDI UIDs). */
export interface CodeAssignmentEntry {
  activityKey: string | undefined;
  codeKey: string | undefined;
}

/** One resource assignment as the file names the activity and the resource. */
export interface ResourceAssignmentEntry {
  activityKey: string | undefined;
  resourceKey: string | undefined;
  units?: number | undefined;
  plannedQuantity?: number | undefined;
}

/**
 * Sets the code values on their activities. P6 and MS Project keep an assignment whose code or activity was deleted
 * or not exported and show nothing for it; it is skipped here with a warning.
 */
export function attachCodes(entries: CodeAssignmentEntry[], activities: ReadonlyMap<string, Activity>, codes: ReadonlyMap<string, ActivityCode>, warnings: ReadWarnings): void {
  for (const { activityKey, codeKey } of entries) {
    const activity = activityKey === undefined ? undefined : activities.get(activityKey);
    const code = codeKey === undefined ? undefined : codes.get(codeKey);
    if (activity === undefined || code === undefined) {
      warnings.add(
        'code-assignment-skipped',
        (n) => `${counted(n, 'activity code value')} naming an activity or a code not in the file ${were(n)} skipped`,
        `${activityKey ?? '?'}: ${codeKey ?? '?'}`,
      );
      continue;
    }
    const held = (activity.codes ??= []);
    if (!held.some((c) => c.type === code.type && c.value === code.value)) held.push({ ...code });
  }
}

/** Puts the assignments on their activities; one naming an activity or a resource not in the file is skipped with a warning. */
export function attachAssignments(
  entries: ResourceAssignmentEntry[],
  activities: ReadonlyMap<string, Activity>,
  resources: ReadonlyMap<string, ResourceDef>,
  warnings: ReadWarnings,
): void {
  for (const entry of entries) {
    const activity = entry.activityKey === undefined ? undefined : activities.get(entry.activityKey);
    const resource = entry.resourceKey === undefined ? undefined : resources.get(entry.resourceKey);
    if (activity === undefined || resource === undefined) {
      warnings.add(
        'assignment-skipped',
        (n) => `${counted(n, 'resource assignment')} naming an activity or a resource not in the file ${were(n)} skipped`,
        `${entry.activityKey ?? '?'}: ${entry.resourceKey ?? '?'}`,
      );
      continue;
    }
    const assignment: ResourceAssignment = { resourceId: resource.id };
    if (entry.units !== undefined) assignment.units = entry.units;
    if (entry.plannedQuantity !== undefined) assignment.plannedQuantity = entry.plannedQuantity;
    (activity.assignments ??= []).push(assignment);
  }
}
