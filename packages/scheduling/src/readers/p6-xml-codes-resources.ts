import type { Activity, ActivityCode, ResourceDef, ResourceKind } from '../model';
import { attachAssignments, attachCodes } from './codes-and-resources';
import type { ReadWarnings } from './read-warnings';
import { numberField } from './xml-fields';
import { childrenNamed, childText, type XmlElement } from './xml-tree';

const RESOURCE_KINDS: Record<string, ResourceKind> = { Labor: 'labor', Nonlabor: 'nonlabor', Material: 'material' };

/** Global elements sit under the root, project-specific ones (project codes, assignments) inside the project. */
const named = (root: XmlElement, project: XmlElement, name: string): XmlElement[] => [...childrenNamed(root, name), ...childrenNamed(project, name)];

/**
 * Activity codes (`<ActivityCodeType>`, `<ActivityCode>`, `<Activity><Code>`) and resources with their assignments
 * (`<Resource>`, `<ResourceAssignment>`) of the project read, put on its activities (`activityOfObject`: by ObjectId).
 */
export function readP6XmlCodesAndResources(root: XmlElement, project: XmlElement, activityElements: XmlElement[], activityOfObject: ReadonlyMap<string, Activity>, warnings: ReadWarnings): ResourceDef[] {
  const typeNames = new Map(named(root, project, 'ActivityCodeType').flatMap((type) => {
    const id = childText(type, 'ObjectId');
    const name = childText(type, 'Name');
    return id === undefined || name === undefined ? [] : [[id, name] as const];
  }));
  // CodeValue is the short name P6 shows in the code column; Description only labels it.
  const codes = new Map<string, ActivityCode>(named(root, project, 'ActivityCode').flatMap((code) => {
    const id = childText(code, 'ObjectId');
    const type = typeNames.get(childText(code, 'CodeTypeObjectId') ?? '');
    const value = childText(code, 'CodeValue') ?? childText(code, 'Description');
    return id === undefined || type === undefined || value === undefined ? [] : [[id, { type, value }] as const];
  }));
  const codeEntries = activityElements.flatMap((activity) =>
    childrenNamed(activity, 'Code').map((code) => ({ activityKey: childText(activity, 'ObjectId'), codeKey: childText(code, 'ValueObjectId') })),
  );
  attachCodes(codeEntries, activityOfObject, codes, warnings);

  const units = new Map(childrenNamed(root, 'UnitOfMeasure').flatMap((unit) => {
    const id = childText(unit, 'ObjectId');
    const label = childText(unit, 'Abbreviation') ?? childText(unit, 'Name');
    return id === undefined || label === undefined ? [] : [[id, label] as const];
  }));
  const resources = named(root, project, 'Resource').flatMap((element) => {
    const id = childText(element, 'ObjectId');
    if (id === undefined) return [];
    const shortName = childText(element, 'Id');
    const resource: ResourceDef = { id, name: childText(element, 'Name') ?? shortName ?? id, kind: RESOURCE_KINDS[childText(element, 'ResourceType') ?? ''] ?? 'labor' };
    if (shortName !== undefined) resource.shortName = shortName;
    const unitLabel = units.get(childText(element, 'UnitOfMeasureObjectId') ?? '');
    if (resource.kind === 'material' && unitLabel !== undefined) resource.unitLabel = unitLabel;
    return [resource];
  });
  const projectId = childText(project, 'ObjectId');
  const assignmentEntries = named(root, project, 'ResourceAssignment')
    .filter((element) => (childText(element, 'ProjectObjectId') ?? projectId) === projectId)
    .map((element) => ({
      activityKey: childText(element, 'ActivityObjectId'),
      resourceKey: childText(element, 'ResourceObjectId'),
      units: numberField(element, 'PlannedUnitsPerTime'),
      plannedQuantity: numberField(element, 'PlannedUnits'),
    }));
  attachAssignments(assignmentEntries, activityOfObject, new Map(resources.map((r) => [r.id, r])), warnings);
  return resources;
}
