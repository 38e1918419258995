import type { Activity, ActivityCode, ResourceDef, ResourceKind } from '../model';
import { attachAssignments, attachCodes } from './codes-and-resources';
import type { ReadWarnings } from './read-warnings';
import { rowsOf } from './xer-row-fields';
import type { XerTable } from './xer-tables';

const RESOURCE_KINDS: Record<string, ResourceKind> = { RT_Labor: 'labor', RT_Equip: 'nonlabor', RT_Mat: 'material' };

/** Rows of other projects in a multi-project export belong to activities that were not read: they are not loose ends. */
const ofProject = (projectId: string) => (row: { text(field: string): string | undefined }) => (row.text('proj_id') ?? projectId) === projectId;

/**
 * Activity codes (ACTVTYPE, ACTVCODE, TASKACTV) and resources with their assignments (RSRC, TASKRSRC) of the project
 * read, put on its activities (`activityOfTask`: by task_id). Returns the resources the file lists.
 */
export function readXerCodesAndResources(tables: Map<string, XerTable>, projectId: string, activityOfTask: ReadonlyMap<string, Activity>, warnings: ReadWarnings): ResourceDef[] {
  const typeNames = new Map(rowsOf(tables, 'ACTVTYPE').flatMap((row) => {
    const id = row.text('actv_code_type_id');
    const name = row.text('actv_code_type');
    return id === undefined || name === undefined ? [] : [[id, name] as const];
  }));
  // The value's short name is what P6 shows in the activity's code column; its description is only a label for it.
  const codes = new Map<string, ActivityCode>(rowsOf(tables, 'ACTVCODE').flatMap((row) => {
    const id = row.text('actv_code_id');
    const type = typeNames.get(row.text('actv_code_type_id') ?? '');
    const value = row.text('short_name') ?? row.text('actv_code_name');
    return id === undefined || type === undefined || value === undefined ? [] : [[id, { type, value }] as const];
  }));
  const codeEntries = rowsOf(tables, 'TASKACTV').filter(ofProject(projectId)).map((row) => ({ activityKey: row.text('task_id'), codeKey: row.text('actv_code_id') }));
  attachCodes(codeEntries, activityOfTask, codes, warnings);

  const units = new Map(rowsOf(tables, 'UMEASURE').flatMap((row) => {
    const id = row.text('unit_id');
    const label = row.text('unit_abbrev') ?? row.text('unit_name');
    return id === undefined || label === undefined ? [] : [[id, label] as const];
  }));
  const resources = rowsOf(tables, 'RSRC').flatMap((row) => {
    const id = row.text('rsrc_id');
    if (id === undefined) return [];
    const shortName = row.text('rsrc_short_name');
    const resource: ResourceDef = { id, name: row.text('rsrc_name') ?? shortName ?? id, kind: RESOURCE_KINDS[row.text('rsrc_type') ?? ''] ?? 'labor' };
    if (shortName !== undefined) resource.shortName = shortName;
    const unitLabel = units.get(row.text('unit_id') ?? '');
    if (resource.kind === 'material' && unitLabel !== undefined) resource.unitLabel = unitLabel;
    return [resource];
  });
  const assignmentEntries = rowsOf(tables, 'TASKRSRC')
    .filter(ofProject(projectId))
    .map((row) => ({
      activityKey: row.text('task_id'),
      resourceKey: row.text('rsrc_id'),
      units: row.number('target_qty_per_hr'),
      // An assignment in progress: what was done and what remains; before it starts, the budgeted quantity.
      plannedQuantity: row.number('target_qty') ?? sumOf(row.number('act_reg_qty'), row.number('remain_qty')),
    }));
  attachAssignments(assignmentEntries, activityOfTask, new Map(resources.map((r) => [r.id, r])), warnings);
  return resources;
}

function sumOf(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined && b === undefined ? undefined : (a ?? 0) + (b ?? 0);
}
