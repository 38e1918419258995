import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Types } from 'mongoose';
import { planningWeekOf } from '@tenon/lean';
import type { CommitmentDocument } from '../commitments/commitment.schema';
import type { WeekTaskDocument } from '../task-read-model/week-task.schema';
import type { WeekDocument } from './week.schema';
import { weekViewOf, withRealized, type WeekViewInput } from './week-view';

const week = planningWeekOf('2026-11-25', 1);
const task = (id: string, fields: Partial<WeekTaskDocument> = {}): WeekTaskDocument => ({
  _id: id,
  companyId: 'c1',
  scheduleId: 's1',
  activityId: 'a1',
  activityName: 'Roof slab',
  parentId: null,
  name: `Task ${id}`,
  start: '2026-11-24T08:00',
  finish: '2026-11-26T17:00',
  progress: 0,
  leanStatus: 'Will',
  responsibleIds: [],
  subcontractId: null,
  version: 1,
  ...fields,
});
const commitment = (taskId: string, fields: Partial<CommitmentDocument> = {}): CommitmentDocument =>
  ({
    _id: new Types.ObjectId(),
    companyId: 'c1',
    scheduleId: 's1',
    weekStart: week.start,
    taskId,
    committedProgress: 100,
    actualProgress: null,
    cncId: null,
    closed: false,
    name: `Task ${taskId}`,
    activityId: 'a1',
    activityName: 'Roof slab',
    start: '2026-11-24T08:00',
    finish: '2026-11-26T17:00',
    progressAtCommit: 0,
    responsibleIds: [],
    subcontractId: null,
    removed: false,
    committedBy: 'u1',
    ...fields,
  }) as CommitmentDocument;
const input = (fields: Partial<WeekViewInput>): WeekViewInput => ({
  scheduleId: 's1',
  week,
  planificationDay: 1,
  weekRecord: null,
  commitments: [],
  tasks: [],
  trend: [],
  editing: { scope: 'all' },
  mayClose: true,
  mayReset: true,
  ...fields,
});
const record = (state: 'committed' | 'closed', ppc: number | null = null) => ({ state, ppc, timing: 'commit_ontime', closedAt: null, weekStart: week.start, week: 48, year: 2026 }) as unknown as WeekDocument;

test('only Will and Committed tasks with a day in the week are shown, grouped by activity', () => {
  const view = weekViewOf(input({
    tasks: [
      task('t1'),
      task('t2', { leanStatus: 'Can' }),
      task('t3', { start: '2026-12-01', finish: '2026-12-02' }),
      task('t4', { activityId: 'a2', activityName: 'Curtain wall', leanStatus: 'Committed' }),
    ],
  }));
  assert.equal(view.state, 'not-committed');
  assert.deepEqual(view.activities.map((a) => [a.name, a.tasks.map((t) => t.id)]), [['Curtain wall', ['t4']], ['Roof slab', ['t1']]]);
  assert.equal(view.totals.tasks, 2);
  assert.equal(view.days[0], '2026-11-23');
});

test('a committed task that left the lookahead still shows from its commitment; removed ones are listed apart', () => {
  const view = weekViewOf(input({
    weekRecord: record('committed'),
    tasks: [task('t1')],
    commitments: [commitment('t1', { committedProgress: 60 }), commitment('gone'), commitment('t9', { removed: true, committedProgress: 0 })],
  }));
  assert.equal(view.state, 'committed');
  assert.deepEqual(view.activities[0]!.tasks.map((t) => [t.id, t.commitmentId !== null]), [['gone', true], ['t1', true]]);
  assert.deepEqual(view.removed.map((c) => [c.taskId, c.fulfilled]), [['t9', true]]);
  assert.deepEqual(view.totals, { tasks: 2, committed: 2, removed: 1, met: 0, missed: 0, committedPercentMean: 80 });
  assert.equal(view.ppc, null);
});

test('a closed week shows its stored PPC, met and missed, and the trend oldest first', () => {
  const view = weekViewOf(input({
    weekRecord: record('closed', 50),
    commitments: [commitment('t1', { actualProgress: 100 }), commitment('t2', { actualProgress: 40 })],
    trend: [record('closed', 50), { ...record('closed', 75), weekStart: '2026-11-16', week: 47 }],
  }));
  assert.equal(view.state, 'closed');
  assert.equal(view.ppc, 50);
  assert.deepEqual(view.commitments.map((c) => c.met), [true, false]);
  assert.deepEqual([view.totals.met, view.totals.missed], [1, 1]);
  assert.deepEqual(view.trend.map((p) => p.weekStart), ['2026-11-16', week.start]);
});

test('a week closed in one write shows the realized values its record holds; reopened, none', () => {
  const done = commitment('t1');
  const short = commitment('t2');
  const closed = { ...record('closed', 50), realized: [{ commitmentId: done._id.toHexString(), percent: 100 }, { commitmentId: short._id.toHexString(), percent: 40 }] } as WeekDocument;
  const view = weekViewOf(input({ weekRecord: closed, commitments: [done, short] }));
  assert.deepEqual(view.commitments.map((c) => [c.realizedPercent, c.met]), [[100, true], [40, false]]);
  assert.deepEqual([view.totals.met, view.totals.missed], [1, 1]);

  const reopened = weekViewOf(input({ weekRecord: record('committed'), commitments: [done, short] }));
  assert.deepEqual(reopened.commitments.map((c) => c.realizedPercent), [null, null]);
});

test('realized values kept on the commitments of an older closed week are read as they are', () => {
  const older = commitment('t1', { actualProgress: 70, closed: true });
  assert.equal(withRealized(record('closed', 0), [older])[0]!.actualProgress, 70);
});
