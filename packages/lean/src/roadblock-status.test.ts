import { test } from 'node:test';
import assert from 'node:assert/strict';
import { roadblockCommitmentChange, roadblockStatusChange, type RoadblockState, type RoadblockStatus } from './roadblock-status';

const state = (status: RoadblockStatus, extra: Partial<RoadblockState> = {}): RoadblockState => ({
  status,
  commitmentDate: '2026-11-30',
  releaseDate: null,
  releasedBy: null,
  reschedules: 0,
  ...extra,
});
const by = { userId: 'u-planner', now: new Date('2026-11-25T10:00:00.000Z') };

test('releasing stamps the release date and who released it', () => {
  assert.deepEqual(roadblockStatusChange(state('notreleased'), 'released', by), {
    ok: true,
    roadblock: state('released', { releaseDate: '2026-11-25T10:00:00.000Z', releasedBy: 'u-planner' }),
  });
});

test('releasing again keeps the first release', () => {
  const released = state('released', { releaseDate: '2026-11-20T08:00:00.000Z', releasedBy: 'u-first' });
  assert.deepEqual(roadblockStatusChange(released, 'released', by), { ok: true, roadblock: released });
});

test('setting not released, or any open status, clears the release', () => {
  const released = state('released', { releaseDate: '2026-11-20T08:00:00.000Z', releasedBy: 'u-first' });
  for (const status of ['notreleased', 'expired', 'draft', 'notcompromises'] as const) {
    assert.deepEqual(roadblockStatusChange(released, status, by), { ok: true, roadblock: state(status) });
  }
});

test('a roadblock without commitment cannot be set released or not released', () => {
  for (const status of ['released', 'notreleased'] as const) {
    assert.deepEqual(roadblockStatusChange(state('notcompromises'), status, by), { ok: false, code: 'CHANGE_NOT_COMMITMENT' });
  }
  assert.deepEqual(roadblockStatusChange(state('notcompromises'), 'expired', by), { ok: true, roadblock: state('expired') });
});

test('a commitment date before today expires an open roadblock, today or later makes it not released', () => {
  assert.equal(roadblockCommitmentChange(state('notreleased'), '2026-11-24', '2026-11-25').status, 'expired');
  assert.equal(roadblockCommitmentChange(state('expired'), '2026-11-25', '2026-11-25').status, 'notreleased');
  assert.equal(roadblockCommitmentChange(state('notcompromises', { commitmentDate: null }), '2026-12-02', '2026-11-25').status, 'notreleased');
  assert.equal(roadblockCommitmentChange(state('draft'), '2026-12-02', '2026-11-25').status, 'notreleased');
});

test('a released roadblock keeps its status when its date moves', () => {
  const released = state('released', { releaseDate: '2026-11-20T08:00:00.000Z', releasedBy: 'u-first' });
  assert.deepEqual(roadblockCommitmentChange(released, '2026-11-01', '2026-11-25'), { ...released, commitmentDate: '2026-11-01', reschedules: 1 });
});

test('moving a date already set counts a reschedule; setting the first date or the same one does not', () => {
  assert.equal(roadblockCommitmentChange(state('notreleased'), '2026-12-05', '2026-11-25').reschedules, 1);
  assert.equal(roadblockCommitmentChange(state('notreleased', { commitmentDate: null }), '2026-12-05', '2026-11-25').reschedules, 0);
  const same = state('notreleased');
  assert.equal(roadblockCommitmentChange(same, '2026-11-30', '2026-11-25'), same);
});

test('clearing the date keeps the status', () => {
  assert.deepEqual(roadblockCommitmentChange(state('expired'), null, '2026-11-25'), state('expired', { commitmentDate: null }));
});
