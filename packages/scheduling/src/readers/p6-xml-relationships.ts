import type { Link } from '../model';
import { P6_LINK_TYPES } from './p6-codes';
import { counted, were, type ReadWarnings } from './read-warnings';
import { numberField } from './xml-fields';
import { childText, type XmlElement } from './xml-tree';

/**
 * Relationships between the project's activities. One whose far end sits in another project of the file (an
 * external-project stub) or in no project of the file cannot be scheduled here: P6 would use that activity's
 * external dates, which the export does not carry. Such relationships are skipped and counted.
 */
export function readP6Relationships(
  relationships: XmlElement[],
  idOfObject: ReadonlyMap<string, string>,
  activitiesInFile: ReadonlySet<string>,
  warnings: ReadWarnings,
): Link[] {
  const links: Link[] = [];
  for (const relationship of relationships) {
    const predecessorObject = childText(relationship, 'PredecessorActivityObjectId');
    const successorObject = childText(relationship, 'SuccessorActivityObjectId');
    const predecessorId = predecessorObject === undefined ? undefined : idOfObject.get(predecessorObject);
    const successorId = successorObject === undefined ? undefined : idOfObject.get(successorObject);
    const example = `${predecessorObject ?? '?'} -> ${successorObject ?? '?'}`;
    if (predecessorId === undefined || successorId === undefined) {
      const far = predecessorId === undefined ? predecessorObject : successorObject;
      if (predecessorId === undefined && successorId === undefined && far !== undefined && activitiesInFile.has(far)) continue; // another project's own
      if (far !== undefined && activitiesInFile.has(far)) {
        warnings.add('link-other-project', (n) => `${counted(n, 'relationship')} to activities of other projects in the file ${were(n)} skipped`, example);
      } else {
        warnings.add('link-outside-file', (n) => `${counted(n, 'relationship')} to activities outside the file ${were(n)} skipped`, example);
      }
      continue;
    }
    const typeName = childText(relationship, 'Type') ?? 'Finish to Start';
    const type = P6_LINK_TYPES[typeName];
    if (!type) {
      warnings.add('link-type-unknown', (n) => `${counted(n, 'relationship')} of an unknown type ${were(n)} skipped`, `${example} (${typeName})`);
      continue;
    }
    const lagHours = numberField(relationship, 'Lag') ?? 0;
    const link: Link = { predecessorId, successorId, type, lag: { value: Math.round(lagHours * 60), unit: 'working-minutes' } };
    const id = childText(relationship, 'ObjectId');
    if (id !== undefined) link.id = id;
    links.push(link);
  }
  return links;
}
