/**
 * Takt planning rules (spec part 3, 5): the ranges of the structure wizard and of mass location and unit creation,
 * with the spec's messages. Codes are stable; the Spanish texts are the spec's own words.
 */

export type TaktRuleCode =
  | 'TAKT_FIELDS_REQUIRED'
  | 'TAKT_RANGE_INCOHERENT'
  | 'TAKT_RANGE_START_AFTER_END'
  | 'TAKT_RANGE_START_EQUALS_END'
  | 'TAKT_MASS_FIELDS_REQUIRED'
  | 'TAKT_MASS_START_AFTER_END'
  | 'TAKT_MASS_START_EQUALS_END'
  | 'TAKT_LOCATION_HAS_UNITS'
  | 'TAKT_LOCATION_HAS_LOCATIONS'
  | 'TAKT_DELETE_NEEDS_CONFIRMATION';

export const taktRuleMessages: Record<TaktRuleCode, { es: string; en: string }> = {
  TAKT_FIELDS_REQUIRED: { es: 'Ingrese datos', en: 'Enter the data' },
  TAKT_RANGE_INCOHERENT: {
    es: 'Configuración de rangos incorrecta / Debes configurar rangos coherentes.',
    en: 'Incorrect range settings / The ranges must be coherent.',
  },
  TAKT_RANGE_START_AFTER_END: { es: 'no puede el numero de ubicacion inicial ser mayor que el final', en: 'the first location number cannot be greater than the last' },
  TAKT_RANGE_START_EQUALS_END: { es: 'no pueden ser iguales inicio/fin', en: 'start and end cannot be equal' },
  TAKT_MASS_FIELDS_REQUIRED: { es: 'Ingrese los datos', en: 'Enter the data' },
  TAKT_MASS_START_AFTER_END: { es: 'El inicio no puede ser mayor al termino', en: 'The start cannot be greater than the end' },
  TAKT_MASS_START_EQUALS_END: { es: 'El inico y el termino no pueden ser iguales', en: 'The start and the end cannot be equal' },
  TAKT_LOCATION_HAS_UNITS: { es: 'No puedes crear ubicaciones por que ya tienes unidades', en: 'You cannot create locations because there are already units' },
  TAKT_LOCATION_HAS_LOCATIONS: {
    es: 'No puedes crear unidades por que ya tienes ubicaciones',
    en: 'You cannot create units because there are already locations',
  },
  TAKT_DELETE_NEEDS_CONFIRMATION: {
    es: 'Tiene tareas asignadas: escriba la palabra de confirmación para eliminar',
    en: 'It has assigned tasks: type the confirmation word to delete',
  },
};

export type TaktRuleResult<T> = { ok: true; value: T } | { ok: false; code: TaktRuleCode };

/** Largest range a planner can generate at once: 200 levels × 200 units is far beyond any tower or estate. */
export const TAKT_MAX_RANGE = 200;
export const TAKT_MAX_UNITS_PER_LOCATION = 200;

const blank = (value: string | undefined | null): boolean => value === undefined || value === null || value.trim() === '';
const missingNumber = (value: number | undefined | null): boolean => value === undefined || value === null || Number.isNaN(value);

/** Mass creation takes what is typed leniently (spec 5): a negative number is read as positive and zero as one. */
export function normalizeTaktCount(value: number): number {
  const whole = Math.trunc(Math.abs(value));
  return whole === 0 ? 1 : whole;
}

export interface AutomaticStructureInput {
  name: string;
  locationLabel: string;
  start: number | null;
  end: number | null;
  unitLabel: string;
  unitsPerLocation: number | null;
}

/** The wizard's automatic step (spec 5, structure creation, automatic): the first failing rule, in the order a user reads the form. */
export function checkAutomaticStructure(input: AutomaticStructureInput): TaktRuleResult<AutomaticStructureInput> {
  if (blank(input.name) || blank(input.locationLabel) || blank(input.unitLabel) || missingNumber(input.unitsPerLocation) || missingNumber(input.start) || missingNumber(input.end)) {
    return { ok: false, code: 'TAKT_FIELDS_REQUIRED' };
  }
  const start = input.start!;
  const end = input.end!;
  const perLocation = input.unitsPerLocation!;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start <= 0 || end <= 0 || !Number.isInteger(perLocation) || perLocation <= 0) {
    return { ok: false, code: 'TAKT_RANGE_INCOHERENT' };
  }
  if (start > end) return { ok: false, code: 'TAKT_RANGE_START_AFTER_END' };
  if (start === end) return { ok: false, code: 'TAKT_RANGE_START_EQUALS_END' };
  if (end - start + 1 > TAKT_MAX_RANGE || perLocation > TAKT_MAX_UNITS_PER_LOCATION) return { ok: false, code: 'TAKT_RANGE_INCOHERENT' };
  return { ok: true, value: { ...input, name: input.name.trim(), locationLabel: input.locationLabel.trim(), unitLabel: input.unitLabel.trim() } };
}

export interface MassRangeInput {
  label: string;
  start: number | null;
  end: number | null;
}

export interface MassRange {
  label: string;
  start: number;
  end: number;
}

/** Mass location or unit creation (spec 5): numbers made positive, then the range rules with the mass dialogs' messages. */
export function checkMassRange(input: MassRangeInput): TaktRuleResult<MassRange> {
  if (blank(input.label) || missingNumber(input.start) || missingNumber(input.end)) return { ok: false, code: 'TAKT_MASS_FIELDS_REQUIRED' };
  const start = normalizeTaktCount(input.start!);
  const end = normalizeTaktCount(input.end!);
  if (start > end) return { ok: false, code: 'TAKT_MASS_START_AFTER_END' };
  if (start === end) return { ok: false, code: 'TAKT_MASS_START_EQUALS_END' };
  if (end - start + 1 > TAKT_MAX_RANGE) return { ok: false, code: 'TAKT_RANGE_INCOHERENT' };
  return { ok: true, value: { label: input.label.trim(), start, end } };
}

/** The names of a checked range: 'Floor 5' … 'Floor 8'. */
export function rangeNames(range: MassRange): string[] {
  const names: string[] = [];
  for (let n = range.start; n <= range.end; n += 1) names.push(`${range.label} ${n}`);
  return names;
}

/** Locations cannot be added beside production units: a location holds either sub-locations or units (spec 5). */
export function checkLocationsUnder(parent: { unitCount: number }): TaktRuleResult<null> {
  return parent.unitCount > 0 ? { ok: false, code: 'TAKT_LOCATION_HAS_UNITS' } : { ok: true, value: null };
}

/** The other half of the same tree rule: a location with sub-locations takes no units of its own. */
export function checkUnitsUnder(location: { childLocationCount: number }): TaktRuleResult<null> {
  return location.childLocationCount > 0 ? { ok: false, code: 'TAKT_LOCATION_HAS_LOCATIONS' } : { ok: true, value: null };
}
