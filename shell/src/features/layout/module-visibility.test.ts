import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isModuleVisible, landingPathAfterCompanyChoice, visibleModules } from './module-visibility';
import type { PermissionTable } from '@tenon/ui';

const adminPermissions: PermissionTable = {
  'masterplan.gantt': 'AC',
  'masterplan.calendars': 'AC',
  'masterplan.resources': 'AC',
  'lookahead.plan': 'AC',
  'weekly.plan': 'AC',
  'takt.planning': 'AC',
  'productivity.assign': 'AC',
  'analytics.ppc': 'AC',
};

test('a module the project is not entitled to is hidden even with full access', () => {
  assert.equal(isModuleVisible('takt', adminPermissions, ['masterplan', 'lookahead', 'weekly', 'analytics']), false);
  assert.equal(isModuleVisible('masterplan', adminPermissions, ['masterplan']), true);
});

test('a module is hidden when every section is SA', () => {
  const permissions: PermissionTable = { 'masterplan.gantt': 'SA', 'masterplan.calendars': 'SA', 'masterplan.resources': 'SA' };
  assert.equal(isModuleVisible('masterplan', permissions, ['masterplan']), false);
});

test('one viewable section is enough to show the module', () => {
  const permissions: PermissionTable = { 'analytics.ppc': 'SA', 'analytics.scurve': 'V' };
  assert.equal(isModuleVisible('analytics', permissions, ['analytics']), true);
});

test('subcontractor-limited access (ACP) shows the module', () => {
  assert.equal(isModuleVisible('lookahead', { 'lookahead.plan': 'ACP' }, ['lookahead']), true);
});

test('a section missing from the session table counts as no access', () => {
  assert.equal(isModuleVisible('weekly', {}, ['weekly']), false);
});

test('without a selected project only the permissions decide', () => {
  assert.equal(isModuleVisible('takt', adminPermissions, undefined), true);
  assert.equal(isModuleVisible('takt', { 'takt.planning': 'SA', 'takt.analytics': 'SA' }, undefined), false);
});

test('visibleModules keeps the menu order and drops hidden modules', () => {
  const permissions: PermissionTable = { ...adminPermissions, 'lookahead.plan': 'SA' };
  assert.deepEqual(visibleModules(permissions, ['analytics', 'lookahead', 'masterplan', 'weekly']), [
    'masterplan',
    'weekly',
    'analytics',
  ]);
});

test('landing after company choice depends on master plan access', () => {
  assert.equal(landingPathAfterCompanyChoice(adminPermissions), '/masterplan');
  const noMasterplan: PermissionTable = {
    'masterplan.gantt': 'SA',
    'masterplan.calendars': 'SA',
    'masterplan.resources': 'SA',
    'lookahead.plan': 'V',
  };
  assert.equal(landingPathAfterCompanyChoice(noMasterplan), '/lookahead/planification');
});
