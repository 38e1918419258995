import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultPermissionsOf, type AuthContext } from '@tenon/contracts';
import { ServiceError } from '../errors/service-error';
import { assertPermission } from './permission-check';

const caller = (role: AuthContext['role'], permissions?: AuthContext['permissions']): AuthContext => ({
  userId: 'u1',
  companyId: 'c1',
  role,
  sessionId: 's1',
  ...(permissions === undefined ? {} : { permissions }),
});

function refusalOf(run: () => void): ServiceError {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof ServiceError);
    return error;
  }
  assert.fail('expected a refusal');
}

test('a project leader may change project settings; a planner, who only reads them, is refused with the message given', () => {
  assertPermission(caller('projectleader', defaultPermissionsOf('projectleader')), [['settings.project', 'AC']], 'no');
  const refused = refusalOf(() => assertPermission(caller('planner', defaultPermissionsOf('planner')), [['settings.project', 'AC']], 'Project settings are read-only for you'));
  assert.deepEqual(refused.toBody(), { code: 'NO_PERMISSION', message: 'Project settings are read-only for you', status: 403 });
});

test('any one grant lets the caller through: a planner adds a tag through full access to the Gantt', () => {
  const grants = [['settings.project', 'AC'], ['masterplan.gantt', 'AC']] as const;
  assertPermission(caller('planner', defaultPermissionsOf('planner')), grants, 'no');
  assert.equal(refusalOf(() => assertPermission(caller('client', defaultPermissionsOf('client')), grants, 'no')).status, 403);
});

test('a caller without a permission table is refused, and a read grant is met by full access but not by none', () => {
  assert.equal(refusalOf(() => assertPermission(caller('superadmin'), [['settings.project', 'V']], 'no')).code, 'NO_PERMISSION');
  assertPermission(caller('admin', defaultPermissionsOf('admin')), [['settings.company', 'V']], 'no');
  assert.equal(refusalOf(() => assertPermission(caller('planner', defaultPermissionsOf('planner')), [['settings.company', 'V']], 'no')).status, 403);
});
