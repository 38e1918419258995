import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TaskReply, WindowActivity } from '@tenon/contracts/types';
import { LEAN_STATUS_COLOURS, progressColour } from '../planification/lean-status-colours';
import { reportSections, reportTaskColour, subcontractColours } from './report-rows';

const activity = (id: string): WindowActivity => ({
  id, parentId: null, name: `Activity ${id}`, correlativeId: 1, wbs: id, start: '2026-11-23T08:00', finish: '2026-12-18T17:00', progress: 0,
  tasksProgress: null, leanStatus: null, subcontractId: null, isSummary: false, isOnLookahead: true,
});
const task = (id: string, activityId: string, over: Partial<TaskReply> = {}): TaskReply =>
  ({ id, activityId, parentId: null, name: id, start: '2026-11-23T08:00', finish: '2026-11-24T17:00', leanStatus: 'Debit', subcontractId: null, progress: 0, openRoadblocks: 0, taktUnitId: null, ...over }) as TaskReply;

test('activities with tasks, in outline order, each task followed by its subtasks; activities without tasks are left out', () => {
  const sections = reportSections({
    activities: [activity('1'), activity('2'), activity('3')],
    tasks: [
      task('late', '3', { start: '2026-11-30T08:00' }),
      task('early', '3'),
      task('sub', '3', { parentId: 'early' }),
      task('orphan', '1', { parentId: 'gone' }),
    ],
  });
  assert.deepEqual(
    sections.map((s) => [s.activity.id, s.tasks.map((r) => `${r.task.id}:${r.depth}`)]),
    [
      ['1', ['orphan:0']],
      ['3', ['early:0', 'sub:1', 'late:0']],
    ],
  );
  assert.deepEqual(reportSections({ activities: [activity('1')], tasks: [] }), []);
});

test('the colour schema picks lean status, subcontract or progress colours', () => {
  const trades = subcontractColours([task('a', '1', { subcontractId: 's2' }), task('b', '1', { subcontractId: 's1' }), task('c', '1')]);
  assert.deepEqual([...trades.keys()], ['s1', 's2']);
  assert.notEqual(trades.get('s1'), trades.get('s2'));
  const restricted = task('a', '1', { leanStatus: 'Restricted', subcontractId: 's2', progress: 75 });
  assert.equal(reportTaskColour(restricted, 'lean', trades), LEAN_STATUS_COLOURS.Restricted);
  assert.equal(reportTaskColour(restricted, 'subcontract', trades), trades.get('s2'));
  assert.equal(reportTaskColour(restricted, 'progress', trades), progressColour(75));
  assert.equal(reportTaskColour(task('x', '1'), 'subcontract', trades), '#8c8c8c');
});
