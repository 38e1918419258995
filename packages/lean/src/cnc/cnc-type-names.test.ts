import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanCncTypeName, cncTypeNameKey } from './cnc-type-names';

test('names differing only by case or spacing are the same type', () => {
  assert.equal(cncTypeNameKey('  Design /  information '), cncTypeNameKey('design / INFORMATION'));
  assert.notEqual(cncTypeNameKey('Materials'), cncTypeNameKey('Material'));
});

test('a name is stored trimmed with single spaces, its case kept', () => {
  assert.equal(cleanCncTypeName('  Client   change '), 'Client change');
});
