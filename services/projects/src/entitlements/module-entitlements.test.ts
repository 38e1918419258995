import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ModuleKey } from '@tenon/contracts';
import { DEFAULT_MODULES, modulesOfProject, type EntitlementSet } from './module-entitlements';

const p1 = '111111111111111111111111';
const p2 = '222222222222222222222222';
const set = (company: ModuleKey[] | null, projects: Array<[string, ModuleKey[]]> = []): EntitlementSet => ({
  company,
  projects: new Map(projects),
});

test('a project with no entitlement shows the default four modules', () => {
  assert.deepEqual(modulesOfProject(p1, set(null)), ['masterplan', 'lookahead', 'weekly', 'analytics']);
  assert.deepEqual(modulesOfProject(p1, set(null)), [...DEFAULT_MODULES]);
});

test("a project's own entitlement adds takt and productivity, in menu order", () => {
  const entitlements = set(null, [[p1, ['analytics', 'takt', 'masterplan', 'productivity', 'weekly', 'lookahead']]]);
  assert.deepEqual(modulesOfProject(p1, entitlements), ['masterplan', 'lookahead', 'weekly', 'takt', 'productivity', 'analytics']);
  assert.deepEqual(modulesOfProject(p2, entitlements), [...DEFAULT_MODULES]);
});

test('a company-wide entitlement applies to every project and narrows a project entitlement', () => {
  const entitlements = set(['masterplan'], [[p1, ['masterplan', 'lookahead', 'takt']]]);
  assert.deepEqual(modulesOfProject(p1, entitlements), ['masterplan']);
  assert.deepEqual(modulesOfProject(p2, entitlements), ['masterplan']);
});

test('an empty entitlement hides every module', () => {
  assert.deepEqual(modulesOfProject(p1, set(null, [[p1, []]])), []);
});
