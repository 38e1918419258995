import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deleteConfirmed, duplicateName, equalShareWeights, generateAutomaticStructure } from './structure-generation';

test('floors 1–30 × 8 apartments per floor gives 30 floors in order, each with apartments 1–8', () => {
  const result = generateAutomaticStructure({ name: 'Tower A', locationLabel: 'Floor', start: 1, end: 30, unitLabel: 'Apartment', unitsPerLocation: 8 });
  assert.ok(result.ok);
  assert.equal(result.value.name, 'Tower A');
  assert.equal(result.value.locations.length, 30);
  assert.equal(result.value.locations[0]!.name, 'Floor 1');
  assert.equal(result.value.locations[29]!.name, 'Floor 30');
  assert.deepEqual(result.value.locations[4]!.units, ['Apartment 1', 'Apartment 2', 'Apartment 3', 'Apartment 4', 'Apartment 5', 'Apartment 6', 'Apartment 7', 'Apartment 8']);
  assert.equal(result.value.locations.reduce((sum, location) => sum + location.units.length, 0), 240);
});

test('a generation with an incoherent range answers the rule instead of a structure', () => {
  const result = generateAutomaticStructure({ name: 'Tower A', locationLabel: 'Floor', start: 8, end: 5, unitLabel: 'Apartment', unitsPerLocation: 4 });
  assert.deepEqual(result, { ok: false, code: 'TAKT_RANGE_START_AFTER_END' });
});

test("a duplicate is named ' Copia n' with the first n its siblings do not use", () => {
  assert.equal(duplicateName('Tower A', ['Tower A']), 'Tower A Copia 1');
  assert.equal(duplicateName('Tower A', ['Tower A', 'Tower A Copia 1', 'Tower A Copia 3']), 'Tower A Copia 2');
  assert.equal(duplicateName('Tower A Copia 1', ['Tower A', 'Tower A Copia 1']), 'Tower A Copia 2');
});

const hundredths = (weights: number[]) => weights.reduce((sum, weight) => sum + Math.round(weight * 100), 0);

test('n new takt tasks share 100 equally and their weights add up to exactly 100', () => {
  assert.deepEqual(equalShareWeights(4), [25, 25, 25, 25]);
  assert.deepEqual(equalShareWeights(3), [33.34, 33.33, 33.33]);
  for (const count of [1, 6, 7, 9, 11, 12, 13, 48, 720]) {
    const weights = equalShareWeights(count);
    assert.equal(weights.length, count);
    assert.equal(hundredths(weights), 10_000, `${count} tasks`);
    assert.ok(Math.max(...weights) - Math.min(...weights) <= 0.01 + 1e-9);
  }
  assert.deepEqual(equalShareWeights(0), []);
});

test('new tasks share what the existing weights leave of 100', () => {
  const weights = equalShareWeights(3, 40);
  assert.deepEqual(weights, [20, 20, 20]);
  assert.equal(hundredths(equalShareWeights(7, 33.33)), 6667);
  assert.deepEqual(equalShareWeights(2, 100), [0, 0]);
});

test('deleting something with assigned tasks needs the confirmation word; without tasks it does not', () => {
  assert.equal(deleteConfirmed(false, undefined), true);
  assert.equal(deleteConfirmed(true, undefined), false);
  assert.equal(deleteConfirmed(true, 'borrar'), false);
  assert.equal(deleteConfirmed(true, 'DELETE'), true);
  assert.equal(deleteConfirmed(true, ' eliminar '), true);
});
