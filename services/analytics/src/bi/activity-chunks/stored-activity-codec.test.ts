import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { StoredBiActivity } from './activity-chunk-pages';
import { decodeChunkRows, encodeChunkRows, STORED_FIELDS } from './stored-activity-codec';

test('a chunk\'s rows come back from their text as they were written, unset fields as null', () => {
  const rows: StoredBiActivity[] = [
    {
      key: '65a1b2c3d4e5f60718293a4b',
      row: { activityId: '65a1b2c3d4e5f60718293a4b', parentId: null, correlativeId: 12, name: 'Slab, level 3 "east"', isSummary: false, isMilestone: false, start: '2026-12-01T08:00', finish: '2026-12-04T17:00', progress: 40, totalFloatDays: 2.5, freeFloatDays: 0, critical: false },
      at: 1_795_991_468_453,
      version: 7,
    },
    { key: '65a1b2c3d4e5f60718293a4c', row: { activityId: '65a1b2c3d4e5f60718293a4c', name: 'Gone', progress: 0 }, at: 1_795_991_468_999, deletedAt: 1_795_991_468_999 },
  ];
  const back = decodeChunkRows(encodeChunkRows(rows));
  assert.deepEqual(back[0], rows[0]);
  assert.deepEqual(back[1], { ...rows[1], row: { ...Object.fromEntries(STORED_FIELDS.map((field) => [field, null])), activityId: '65a1b2c3d4e5f60718293a4c', name: 'Gone', progress: 0 } });
  assert.ok(!STORED_FIELDS.includes('activityId') && STORED_FIELDS.includes('critical') && !STORED_FIELDS.includes('baselineStart'));
});
