import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isGroupVisible, permissionAllows, permissionKeys, permissionKeysOf } from './permission-keys';

test('a stronger code satisfies a weaker requirement, never the reverse', () => {
  assert.equal(permissionAllows('AC', 'V'), true);
  assert.equal(permissionAllows('ACP', 'V'), true);
  assert.equal(permissionAllows('AC', 'ACP'), true);
  assert.equal(permissionAllows('V', 'ACP'), false);
  assert.equal(permissionAllows('ACP', 'AC'), false);
  assert.equal(permissionAllows('SA', 'V'), false);
  assert.equal(permissionAllows(undefined, 'V'), false);
});

test('every key is module.section and belongs to the group named by its prefix', () => {
  for (const key of permissionKeys) {
    const [group] = key.split('.');
    assert.match(key, /^[a-z]+\.[a-z]+$/);
    assert.ok(permissionKeysOf(group as Parameters<typeof permissionKeysOf>[0]).includes(key));
  }
});

test('a module is visible when any of its sections is granted', () => {
  assert.equal(isGroupVisible({ 'takt.planning': 'SA', 'takt.analytics': 'SA' }, 'takt'), false);
  assert.equal(isGroupVisible({ 'takt.planning': 'SA', 'takt.analytics': 'V' }, 'takt'), true);
  assert.equal(isGroupVisible({}, 'weekly'), false);
});
