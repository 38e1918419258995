import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { defaultPermissionTables, isGroupVisible, permissionAllows, permissionKeys, roles } from '@tenon/contracts';
import { renderPermissionsDoc } from './permissions-doc';
import { PERMISSIONS_DOC_PATH } from './write-permissions-doc';

test('every role has a code for every area', () => {
  for (const role of roles) {
    assert.deepEqual(Object.keys(defaultPermissionTables[role]).sort(), [...permissionKeys].sort(), role);
  }
});

test('superadmin and admin have full access everywhere', () => {
  for (const role of ['superadmin', 'admin'] as const) {
    for (const key of permissionKeys) assert.equal(defaultPermissionTables[role][key], 'AC', `${role} ${key}`);
  }
});

test('takt is open only to superadmin, admin, project leader and planner', () => {
  for (const role of roles) {
    const open = isGroupVisible(defaultPermissionTables[role], 'takt');
    assert.equal(open, ['superadmin', 'admin', 'projectleader', 'planner'].includes(role), role);
  }
});

test('client only views plans and analytics, and sees neither takt nor settings', () => {
  const client = defaultPermissionTables.client;
  for (const key of permissionKeys) {
    assert.ok(!permissionAllows(client[key], 'ACP'), `client may change ${key}`);
  }
  assert.equal(client['masterplan.gantt'], 'V');
  assert.equal(client['analytics.ppc'], 'V');
  assert.equal(isGroupVisible(client, 'takt'), false);
  assert.equal(isGroupVisible(client, 'settings'), false);
});

test('subtrade works on its own part of the master plan, plans, constraints and commitments only', () => {
  const subtrade = defaultPermissionTables.subtrade;
  assert.equal(subtrade['lookahead.plan'], 'ACP');
  assert.equal(subtrade['lookahead.constraints'], 'ACP');
  assert.equal(subtrade['weekly.plan'], 'ACP');
  assert.equal(subtrade['takt.planning'], 'SA');
  assert.equal(subtrade['masterplan.gantt'], 'ACP');
});

test('last planner plans the lookahead and the week and views the master plan', () => {
  const lastplanner = defaultPermissionTables.lastplanner;
  assert.equal(lastplanner['lookahead.plan'], 'AC');
  assert.equal(lastplanner['weekly.plan'], 'AC');
  assert.equal(lastplanner['masterplan.gantt'], 'V');
});

test('only admins reach integrations settings', () => {
  for (const role of roles) {
    const full = defaultPermissionTables[role]['settings.integrations'] === 'AC';
    assert.equal(full, role === 'superadmin' || role === 'admin', role);
  }
});

test('docs/permissions.md matches the code', () => {
  assert.equal(readFileSync(PERMISSIONS_DOC_PATH, 'utf8'), renderPermissionsDoc(), 'run write-permissions-doc to regenerate');
});
