import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CncView, TaskCommitment, WeekReply } from '@tenon/contracts/types';
import { weekReportRows, weekReportSheet } from './week-report-rows';

const commitment = (id: string, activityId: string, fields: Partial<TaskCommitment> = {}): TaskCommitment => ({
  id,
  taskId: `task-${id}`,
  activityId,
  activityName: activityId === 'a1' ? 'Roof slab' : 'Curtain wall',
  name: `Task ${id}`,
  start: '2026-11-23T08:00',
  finish: '2026-11-24T17:00',
  committedPercent: 100,
  realizedPercent: null,
  progressAtCommit: 0,
  responsibleIds: ['u1'],
  subcontractId: null,
  met: null,
  removed: false,
  fulfilled: false,
  ...fields,
});

const week = (commitments: TaskCommitment[]): WeekReply =>
  ({ week: { start: '2026-11-23', end: '2026-11-29', week: 48, year: 2026 }, commitments }) as unknown as WeekReply;

const cnc = (name: string, fields: Partial<CncView>): CncView => ({ id: name, name, weekStart: '2026-11-23', taskIds: [], commitmentIds: [], ...fields }) as CncView;
const names = { person: (id: string) => (id === 'u1' ? 'Priya Raman' : '?'), subcontract: () => '—' };

test('commitments are grouped under their activity in the week order, each with the causes that name it', () => {
  const rows = weekReportRows(
    week([commitment('k1', 'a1', { realizedPercent: 60, met: false }), commitment('k2', 'a2'), commitment('k3', 'a1', { realizedPercent: 100, met: true })]),
    [cnc('Late rebar', { commitmentIds: ['k1'] }), cnc('Crane down', { taskIds: ['task-k1'] }), cnc('Other week', { taskIds: ['task-k3'], weekStart: '2026-11-16' })],
    names,
  );
  assert.deepEqual(
    rows.map((row) => (row.kind === 'activity' ? `# ${row.name}` : `${row.name} ${row.responsible} ${row.causes.join('+')}`)),
    ['# Roof slab', 'Task k1 Priya Raman Late rebar+Crane down', 'Task k3 Priya Raman ', '# Curtain wall', 'Task k2 Priya Raman '],
  );
});

test('the closure sheet adds realized, kept and causes; the commitment sheet leaves them out', () => {
  const rows = weekReportRows(week([commitment('k1', 'a1', { realizedPercent: 60, met: false, committedPercent: 80 })]), [cnc('Late rebar', { commitmentIds: ['k1'] })], names);
  const headers = { activity: 'Activity', task: 'Task', responsible: 'Responsible', subcontract: 'Subcontract', start: 'Start', finish: 'Finish', progress: 'Progress', committed: 'Committed', realized: 'Realized', met: 'Kept', causes: 'Causes', yes: 'Yes', no: 'No' };
  assert.deepEqual(weekReportSheet(rows, 'closure', headers)[1], ['Roof slab', 'Task k1', 'Priya Raman', '—', '2026-11-23', '2026-11-24', 0, 80, 60, 'No', 'Late rebar']);
  assert.equal(weekReportSheet(rows, 'commitment', headers)[0]!.length, 8);
});
