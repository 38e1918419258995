import { test } from 'node:test';
import assert from 'node:assert/strict';
import { companyScope, scopedFilter } from './tenant-scope';

test('the tenant condition is added to the filter', () => {
  assert.deepEqual(scopedFilter({ companyId: 'c1' }, { projectId: 'p1' }), { projectId: 'p1', companyId: 'c1' });
});

test("a caller's filter cannot override the company", () => {
  assert.deepEqual(scopedFilter({ companyId: 'c1' }, { companyId: 'c2' }), { companyId: 'c1' });
});

test('an empty company id is a programming error, not an empty result', () => {
  assert.throws(() => scopedFilter({ companyId: '' }, {}), /companyId/);
});

test("a request's company becomes its scope", () => {
  assert.deepEqual(companyScope('c1'), { companyId: 'c1' });
  assert.deepEqual(scopedFilter(companyScope('c1'), { scheduleId: 's1' }), { scheduleId: 's1', companyId: 'c1' });
});
