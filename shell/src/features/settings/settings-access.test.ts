import { test } from 'node:test';
import assert from 'node:assert/strict';
import { settingsAccess } from './settings-access';

test('user settings are open to everyone', () => {
  assert.equal(settingsAccess('user', {}), 'edit');
});

test('project and company settings: AC edits, V views, anything else is the not-allowed page', () => {
  assert.equal(settingsAccess('project', { 'settings.project': 'AC' }), 'edit');
  assert.equal(settingsAccess('project', { 'settings.project': 'V' }), 'view');
  assert.equal(settingsAccess('project', { 'settings.project': 'SA' }), 'blocked');
  assert.equal(settingsAccess('project', { 'settings.project': 'ACP' }), 'blocked');
  assert.equal(settingsAccess('company', { 'settings.company': 'V', 'settings.project': 'AC' }), 'view');
  assert.equal(settingsAccess('company', {}), 'blocked');
});

test('integrations need AC, otherwise a redirect to user settings', () => {
  assert.equal(settingsAccess('plugins', { 'settings.integrations': 'AC' }), 'edit');
  assert.equal(settingsAccess('plugins', { 'settings.integrations': 'V' }), 'redirect');
  assert.equal(settingsAccess('plugins', {}), 'redirect');
});
