import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isDuplicateKey, nameTaken } from './service-errors';

test('a unique-index refusal is recognised from MongoDB and from FerretDB on findAndModify', () => {
  assert.equal(isDuplicateKey({ code: 11000, message: 'E11000 duplicate key error' }), true);
  assert.equal(isDuplicateKey({ code: 1, message: "constraint failed: UNIQUE constraint failed: index 'tags_x_nameKey_1' (2067)" }), true);
  assert.equal(isDuplicateKey({ code: 1, message: 'disk I/O error' }), false);
  assert.equal(isDuplicateKey(new Error('timeout')), false);
});

test('a taken name answers 409 NAME_TAKEN with the name', () => {
  assert.deepEqual(nameTaken('tag', 'Electrical').toBody(), {
    code: 'NAME_TAKEN',
    message: 'A tag named "Electrical" already exists here',
    status: 409,
    details: { name: 'Electrical' },
  });
});
