import { checkAutomaticStructure, rangeNames, type AutomaticStructureInput, type TaktRuleResult } from './takt-rules';

export interface GeneratedLocation {
  name: string;
  units: string[];
}

/**
 * The locations and units of an automatic structure: one location per number of the range ('Floor 1' … 'Floor 30'),
 * each with the same count of units ('Apartment 1' … 'Apartment 8'), in the order they are built.
 */
export function generateAutomaticStructure(input: AutomaticStructureInput): TaktRuleResult<{ name: string; locations: GeneratedLocation[] }> {
  const checked = checkAutomaticStructure(input);
  if (!checked.ok) return checked;
  const { name, locationLabel, unitLabel } = checked.value;
  const units = rangeNames({ label: unitLabel, start: 1, end: checked.value.unitsPerLocation! });
  const locations = rangeNames({ label: locationLabel, start: checked.value.start!, end: checked.value.end! }).map((location) => ({ name: location, units: [...units] }));
  return { ok: true, value: { name, locations } };
}

/** A duplicate's name (spec 5): the original's name with ' Copia n', the lowest n no sibling already uses. */
export function duplicateName(name: string, siblingNames: readonly string[]): string {
  const base = name.replace(/ Copia \d+$/, '');
  const taken = new Set(siblingNames);
  let n = 1;
  while (taken.has(`${base} Copia ${n}`)) n += 1;
  return `${base} Copia ${n}`;
}

/**
 * Weights of new takt tasks (spec 5, weights): each gets an equal share of what the existing weights leave of 100.
 * Shares are in hundredths and the remainder goes to the first tasks, so the shares add up to exactly what was left.
 */
export function equalShareWeights(count: number, existingSum = 0): number[] {
  if (count <= 0) return [];
  const remaining = Math.max(0, Math.round((100 - existingSum) * 100));
  const base = Math.floor(remaining / count);
  const extra = remaining - base * count;
  return Array.from({ length: count }, (_, index) => (base + (index < extra ? 1 : 0)) / 100);
}

/** The words that confirm deleting something with assigned tasks, in the languages of the product. */
export const TAKT_DELETE_WORDS = { en: 'DELETE', es: 'ELIMINAR' } as const;

/** A delete of something with assigned tasks goes ahead only with the confirmation word typed (spec 5). */
export function deleteConfirmed(hasAssignedTasks: boolean, typed: string | undefined | null): boolean {
  if (!hasAssignedTasks) return true;
  const word = (typed ?? '').trim().toUpperCase();
  return word === TAKT_DELETE_WORDS.en || word === TAKT_DELETE_WORDS.es;
}
