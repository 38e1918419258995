import type { Activity, ActivityCode, ResourceDef, ResourceKind } from '../model';
import { attachAssignments, attachCodes, type CodeAssignmentEntry } from './codes-and-resources';
import type { ReadWarnings } from './read-warnings';
import { parseIsoDuration } from './wall-clock';
import { flagField, numberField } from './xml-fields';
import { child, childrenNamed, childText, descendants, type XmlElement } from './xml-tree';

/** Resource Type: 0 material, 1 work, 2 cost. */
const RESOURCE_KINDS: ResourceKind[] = ['material', 'labor', 'nonlabor'];
/** ResourceUID of an assignment to no resource (a task's work without anyone on it). */
const NO_RESOURCE = '-65535';

interface CodeField {
  name: string;
  /** Lookup-table values by ValueID (outline codes) or ID (extended attribute value lists). */
  values: Map<string, string>;
}

const fieldName = (field: XmlElement): string | undefined => childText(field, 'Alias') ?? childText(field, 'FieldName');

/**
 * The code fields of the file by FieldID: outline codes, and custom fields with a value list (MS Project 2007 and
 * later write outline codes that way). A plain custom field (Text1 with no list) is free text, not a code.
 */
function codeFields(project: XmlElement): Map<string, CodeField> {
  const fields = new Map<string, CodeField>();
  for (const code of descendants(project, ['OutlineCodes', 'OutlineCode'])) {
    const id = childText(code, 'FieldID');
    const name = fieldName(code);
    if (id === undefined || name === undefined) continue;
    const values = new Map(descendants(code, ['Values', 'Value']).flatMap((v) => {
      const valueId = childText(v, 'ValueID');
      const text = childText(v, 'Value');
      return valueId === undefined || text === undefined ? [] : [[valueId, text] as const];
    }));
    fields.set(id, { name, values });
  }
  for (const attribute of descendants(project, ['ExtendedAttributes', 'ExtendedAttribute'])) {
    const id = childText(attribute, 'FieldID');
    const name = fieldName(attribute);
    const list = child(attribute, 'ValueList');
    const outlineCode = /^Outline ?Code\d+$/i.test(childText(attribute, 'FieldName') ?? '');
    if (id === undefined || name === undefined || (list === undefined && !outlineCode)) continue;
    const values = fields.get(id)?.values ?? new Map<string, string>();
    for (const v of list ? childrenNamed(list, 'Value') : []) {
      const valueId = childText(v, 'ID');
      const text = childText(v, 'Value');
      if (valueId !== undefined && text !== undefined) values.set(valueId, text);
    }
    fields.set(id, { name, values });
  }
  return fields;
}

/** The task's code values: `<OutlineCode>` by ValueID, and `<ExtendedAttribute>` of a code field by its Value. */
function readTaskCodes(taskElements: XmlElement[], fields: Map<string, CodeField>): { entries: CodeAssignmentEntry[]; codes: Map<string, ActivityCode> } {
  const codes = new Map<string, ActivityCode>();
  const entries: CodeAssignmentEntry[] = [];
  const add = (uid: string | undefined, field: CodeField | undefined, fieldId: string | undefined, valueId: string | undefined, text: string | undefined): void => {
    const value = (valueId === undefined ? undefined : field?.values.get(valueId)) ?? text;
    const key = field === undefined || value === undefined ? undefined : `${fieldId}\u0000${value}`;
    if (key !== undefined && field !== undefined && value !== undefined) codes.set(key, { type: field.name, value });
    entries.push({ activityKey: uid, codeKey: key ?? `${fieldId ?? '?'}/${valueId ?? text ?? '?'}` });
  };
  for (const task of taskElements) {
    const uid = childText(task, 'UID');
    for (const code of childrenNamed(task, 'OutlineCode')) {
      const fieldId = childText(code, 'FieldID');
      add(uid, fields.get(fieldId ?? ''), fieldId, childText(code, 'ValueID'), undefined);
    }
    for (const attribute of childrenNamed(task, 'ExtendedAttribute')) {
      const fieldId = childText(attribute, 'FieldID');
      const field = fields.get(fieldId ?? '');
      if (field === undefined) continue;
      add(uid, field, fieldId, childText(attribute, 'ValueID'), childText(attribute, 'Value'));
    }
  }
  return { entries, codes };
}

/**
 * Outline codes and code-list custom fields, and resources with their assignments (`<Resources>`, `<Assignments>`),
 * put on the activities (`activityOfTask`: by task UID). Returns the resources the file lists.
 */
export function readMspdiCodesAndResources(project: XmlElement, taskElements: XmlElement[], activityOfTask: ReadonlyMap<string, Activity>, minutesPerDay: number, warnings: ReadWarnings): ResourceDef[] {
  // Tasks the reader leaves out on purpose (the project summary, null rows, inactive tasks) take their codes and work with them.
  const readTasks = taskElements.filter((task) => activityOfTask.has(childText(task, 'UID') ?? ''));
  const leftOut = new Set(taskElements.flatMap((task) => childText(task, 'UID') ?? []).filter((uid) => !activityOfTask.has(uid)));
  const { entries, codes } = readTaskCodes(readTasks, codeFields(project));
  attachCodes(entries, activityOfTask, codes, warnings);

  // UID 0 is the empty resource MS Project keeps in every file.
  const resources = descendants(project, ['Resources', 'Resource']).flatMap((element) => {
    const id = childText(element, 'UID');
    const name = childText(element, 'Name');
    if (id === undefined || id === '0' || name === undefined || flagField(element, 'IsNull') === true) return [];
    const resource: ResourceDef = { id, name, kind: RESOURCE_KINDS[numberField(element, 'Type') ?? 1] ?? 'labor' };
    const initials = childText(element, 'Initials');
    if (initials !== undefined) resource.shortName = initials;
    const materialLabel = childText(element, 'MaterialLabel')?.trim();
    if (resource.kind === 'material' && materialLabel) resource.unitLabel = materialLabel;
    return [resource];
  });
  const assignmentEntries = descendants(project, ['Assignments', 'Assignment'])
    .filter((element) => childText(element, 'ResourceUID') !== NO_RESOURCE && !leftOut.has(childText(element, 'TaskUID') ?? ''))
    .map((element) => {
      const work = childText(element, 'Work');
      const minutes = work === undefined ? undefined : parseIsoDuration(work, minutesPerDay);
      return {
        activityKey: childText(element, 'TaskUID'),
        resourceKey: childText(element, 'ResourceUID'),
        units: numberField(element, 'Units'),
        plannedQuantity: minutes === undefined ? undefined : minutes / 60,
      };
    });
  attachAssignments(assignmentEntries, activityOfTask, new Map(resources.map((r) => [r.id, r])), warnings);
  return resources;
}
