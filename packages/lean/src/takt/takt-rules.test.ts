import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  checkAutomaticStructure,
  checkLocationsUnder,
  checkMassRange,
  checkUnitsUnder,
  normalizeTaktCount,
  rangeNames,
  taktRuleMessages,
  type AutomaticStructureInput,
} from './takt-rules';

const tower: AutomaticStructureInput = { name: 'Tower A', locationLabel: 'Floor', start: 1, end: 30, unitLabel: 'Apartment', unitsPerLocation: 8 };
const failure = (result: { ok: boolean; code?: string }) => (result.ok ? 'ok' : result.code);

test('a coherent wizard range passes, with its labels trimmed', () => {
  const result = checkAutomaticStructure({ ...tower, name: '  Tower A ', locationLabel: ' Floor' });
  assert.deepEqual(result, { ok: true, value: { ...tower } });
});

test("a wizard without name, labels, count or range numbers answers 'Ingrese datos'", () => {
  for (const missing of [{ name: '' }, { name: '   ' }, { locationLabel: '' }, { unitLabel: '' }, { unitsPerLocation: null }, { start: null }, { end: null }, { start: Number.NaN }]) {
    const result = checkAutomaticStructure({ ...tower, ...missing });
    assert.equal(failure(result), 'TAKT_FIELDS_REQUIRED', JSON.stringify(missing));
  }
  assert.equal(taktRuleMessages.TAKT_FIELDS_REQUIRED.es, 'Ingrese datos');
});

test('start and end must be positive whole numbers: otherwise the ranges are incoherent', () => {
  for (const range of [{ start: 0, end: 5 }, { start: -2, end: 5 }, { start: 1, end: -5 }, { start: 1.5, end: 5 }, { unitsPerLocation: 0 }, { unitsPerLocation: -3 }]) {
    assert.equal(failure(checkAutomaticStructure({ ...tower, ...range })), 'TAKT_RANGE_INCOHERENT', JSON.stringify(range));
  }
  assert.equal(taktRuleMessages.TAKT_RANGE_INCOHERENT.es, 'Configuración de rangos incorrecta / Debes configurar rangos coherentes.');
});

test('the first location number cannot exceed the last', () => {
  assert.equal(failure(checkAutomaticStructure({ ...tower, start: 9, end: 3 })), 'TAKT_RANGE_START_AFTER_END');
  assert.equal(taktRuleMessages.TAKT_RANGE_START_AFTER_END.es, 'no puede el numero de ubicacion inicial ser mayor que el final');
});

test('start and end cannot be equal', () => {
  assert.equal(failure(checkAutomaticStructure({ ...tower, start: 4, end: 4 })), 'TAKT_RANGE_START_EQUALS_END');
  assert.equal(taktRuleMessages.TAKT_RANGE_START_EQUALS_END.es, 'no pueden ser iguales inicio/fin');
});

test('a range beyond 200 locations or 200 units per location is refused as incoherent', () => {
  assert.equal(failure(checkAutomaticStructure({ ...tower, start: 1, end: 201 })), 'TAKT_RANGE_INCOHERENT');
  assert.equal(failure(checkAutomaticStructure({ ...tower, unitsPerLocation: 201 })), 'TAKT_RANGE_INCOHERENT');
  assert.equal(failure(checkAutomaticStructure({ ...tower, start: 1, end: 200, unitsPerLocation: 200 })), 'ok');
});

test('mass creation reads a negative number as positive and zero as one', () => {
  assert.equal(normalizeTaktCount(-7), 7);
  assert.equal(normalizeTaktCount(0), 1);
  assert.equal(normalizeTaktCount(12), 12);
  assert.deepEqual(checkMassRange({ label: 'Level', start: -3, end: 6 }), { ok: true, value: { label: 'Level', start: 3, end: 6 } });
  assert.deepEqual(checkMassRange({ label: 'Zone', start: 0, end: 3 }), { ok: true, value: { label: 'Zone', start: 1, end: 3 } });
});

test('mass creation has the same range rules with its own messages', () => {
  assert.equal(failure(checkMassRange({ label: 'Level', start: 8, end: 2 })), 'TAKT_MASS_START_AFTER_END');
  assert.equal(failure(checkMassRange({ label: 'Level', start: 5, end: -5 })), 'TAKT_MASS_START_EQUALS_END');
  assert.equal(failure(checkMassRange({ label: 'Level', start: 0, end: 1 })), 'TAKT_MASS_START_EQUALS_END');
  assert.equal(failure(checkMassRange({ label: ' ', start: 1, end: 2 })), 'TAKT_MASS_FIELDS_REQUIRED');
  assert.equal(failure(checkMassRange({ label: 'Level', start: null, end: 2 })), 'TAKT_MASS_FIELDS_REQUIRED');
  assert.equal(taktRuleMessages.TAKT_MASS_START_AFTER_END.es, 'El inicio no puede ser mayor al termino');
  assert.equal(taktRuleMessages.TAKT_MASS_START_EQUALS_END.es, 'El inico y el termino no pueden ser iguales');
  assert.equal(taktRuleMessages.TAKT_MASS_FIELDS_REQUIRED.es, 'Ingrese los datos');
});

test('a range names its locations or units in order', () => {
  assert.deepEqual(rangeNames({ label: 'Level', start: 5, end: 8 }), ['Level 5', 'Level 6', 'Level 7', 'Level 8']);
});

test('locations cannot be created under a location that already has units, nor units under one with locations', () => {
  assert.deepEqual(checkLocationsUnder({ unitCount: 3 }), { ok: false, code: 'TAKT_LOCATION_HAS_UNITS' });
  assert.deepEqual(checkLocationsUnder({ unitCount: 0 }), { ok: true, value: null });
  assert.equal(taktRuleMessages.TAKT_LOCATION_HAS_UNITS.es, 'No puedes crear ubicaciones por que ya tienes unidades');
  assert.deepEqual(checkUnitsUnder({ childLocationCount: 2 }), { ok: false, code: 'TAKT_LOCATION_HAS_LOCATIONS' });
  assert.deepEqual(checkUnitsUnder({ childLocationCount: 0 }), { ok: true, value: null });
});

test('every rule code has an English and a Spanish message', () => {
  for (const [code, message] of Object.entries(taktRuleMessages)) {
    assert.ok(message.en.length > 0 && message.es.length > 0, code);
  }
});
