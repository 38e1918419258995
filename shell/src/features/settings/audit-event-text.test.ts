import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AuditEventView } from '@tenon/contracts';
import { auditDetailsText, auditEventColour } from './audit-event-text';

const event = (type: AuditEventView['type'], details: AuditEventView['details']): AuditEventView => ({ id: '1', at: '2026-11-25T10:00:00.000Z', type, subject: null, actor: null, ip: null, details });
const t = (key: string, values?: Record<string, string | number>) => `${key}${values === undefined ? '' : JSON.stringify(values)}`;

test('each event shows the detail a reviewer needs: the address tried, the roles, the invited e-mails, sessions ended', () => {
  assert.equal(auditDetailsText(event('sign-in-failed', { email: 'a@b.com', reason: 'password' }), t), 'audit.detail.wrong_password{"email":"a@b.com"}');
  assert.equal(auditDetailsText(event('sign-in-failed', { email: 'a@b.com', reason: 'inactive' }), t), 'audit.detail.inactive{"email":"a@b.com"}');
  assert.equal(auditDetailsText(event('role-changed', { from: 'planner', to: 'admin' }), t), 'audit.detail.role{"from":"planner","to":"admin"}');
  assert.equal(auditDetailsText(event('invitation-sent', { emails: ['x@y.com', 'z@y.com'] }), t), 'x@y.com, z@y.com');
  assert.equal(auditDetailsText(event('password-reset', { endedSessions: 3 }), t), 'audit.detail.ended{"count":3}');
  assert.equal(auditDetailsText(event('sign-in', {}), t), '');
});

test('failures and ended access stand out in red, routine sign-ins do not', () => {
  assert.equal(auditEventColour('sign-in-failed'), 'red');
  assert.equal(auditEventColour('user-deactivated'), 'red');
  assert.equal(auditEventColour('sign-in'), 'default');
});
