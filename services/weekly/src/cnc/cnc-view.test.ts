import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toCncTypeViews, toCncView } from './cnc-view';
import type { CncRecord, CncTypeRecord } from './cnc.schema';

const type = (id: string, name: string, defaultKey: CncTypeRecord['defaultKey'] = null): CncTypeRecord => ({
  _id: id,
  companyId: 'c1',
  projectId: 'p1',
  name,
  nameKey: name.toLowerCase(),
  defaultKey,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

test('each type counts the CNCs naming it; a type nobody uses can be deleted (0)', () => {
  const views = toCncTypeViews([type('t1', 'Materials', 'materials'), type('t2', 'Site access')], ['t1', 'x', 't1']);
  assert.deepEqual(views, [
    { id: 't1', name: 'Materials', defaultKey: 'materials', usedBy: 2 },
    { id: 't2', name: 'Site access', defaultKey: null, usedBy: 0 },
  ]);
});

test("a CNC answers its image as the gateway's image path, and none as null", () => {
  const record: CncRecord = {
    _id: 'n1',
    companyId: 'c1',
    projectId: 'p1',
    scheduleId: 's1',
    name: 'Rain',
    description: '',
    typeId: 't1',
    weekStart: '2026-11-16',
    responsibleId: null,
    status: 'unsolved',
    priority: 'Normal',
    imageId: 'abcdefabcdefabcdefabcdef',
    taskIds: [],
    commitmentIds: [],
    createdBy: 'u1',
    createdAt: new Date('2026-11-20T10:00:00Z'),
    updatedAt: new Date('2026-11-20T10:00:00Z'),
  };
  assert.equal(toCncView(record).image, '/api/v1/images/abcdefabcdefabcdefabcdef');
  assert.equal(toCncView({ ...record, imageId: null }).image, null);
  assert.equal(toCncView(record).createdAt, '2026-11-20T10:00:00.000Z');
});
