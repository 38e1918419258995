import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DomainError } from '../domain-error';
import { localRequest, memberAuth, memberSession, recordingServices } from '../http/local-route.fixtures';
import { auditRoutes } from './audit.routes';

const handle = auditRoutes.companyAuditEvents.target.handle;

test('the audit log is listed for the session with the query as its schema reads it', async () => {
  const { services, calls } = recordingServices();
  const before = '1767225600000.0123456789abcdef01234567';
  await handle(localRequest({ grant: memberSession, query: { limit: '20', before } }), services);
  assert.deepEqual(calls, [{ call: 'audit.list', args: [memberAuth, { limit: 20, before }] }]);
  await handle(localRequest({ grant: memberSession }), services);
  assert.deepEqual(calls[1]?.args[1], { limit: 50 });
});

test('a query outside the schema is VALIDATION_FAILED with its path, and the log is not read', async () => {
  const { services, calls } = recordingServices();
  await assert.rejects(handle(localRequest({ grant: memberSession, query: { limit: '500' } }), services), (error: unknown) => {
    assert.ok(error instanceof DomainError);
    assert.equal(error.code, 'VALIDATION_FAILED');
    assert.equal(error.message, 'The query is not valid');
    assert.deepEqual((error.details as { path: string }[]).map((detail) => detail.path), ['limit']);
    return true;
  });
  assert.deepEqual(calls, []);
});
