import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planActivityDefaults, type PlanActivity } from '@tenon/contracts';
import { DEMO_ACTIVITIES } from '@tenon/demo-data';
import { progressProblems } from '@tenon/lean';
import { schedule } from '@tenon/scheduling';
import { DEMO_CALENDAR, DEMO_LINKS } from '@tenon/demo-data';
import { toScheduleModel } from '../critical-path/schedule-model';
import { DEMO_DATA_DATE, demoProgress, demoUpdates } from './demo-progress';

const plan: PlanActivity[] = demoProgress(DEMO_ACTIVITIES.map(({ companyId: _c, scheduleId: _s, ...activity }) => ({ ...planActivityDefaults(), ...activity })));

test('every demo activity with progress has the actual dates it implies, none after the data date', () => {
  const started = plan.filter((a) => a.kind !== 'summary' && a.progress > 0);
  assert.ok(started.length > 5, 'the demo is a job in full swing');
  assert.ok(plan.some((a) => a.kind === 'task' && a.progress > 0 && a.progress < 100), 'some work is under way');
  for (const activity of plan.filter((a) => a.kind !== 'summary')) assert.deepEqual(progressProblems(activity, DEMO_DATA_DATE), [], activity.name);
});

test('scheduled from the data date, the demo keeps the dates the plan gives it', () => {
  const { companyId: _c, ...calendar } = DEMO_CALENDAR;
  const data = { activities: plan.map((a) => ({ ...a, companyId: 'c', scheduleId: 's' })), links: DEMO_LINKS.map(({ companyId: _c, ...link }) => link), calendars: [{ ...calendar, scheduleId: 's' }], dataDate: DEMO_DATA_DATE };
  const result = schedule(toScheduleModel(data, '2026-11-25'));
  const moved = plan.filter((a) => a.kind !== 'summary').filter((a) => {
    const scheduled = result.activities.get(a.id)!;
    return scheduled.earlyFinish !== Date.parse(`${a.finish}:00Z`) / 60_000;
  });
  assert.deepEqual(moved.map((a) => a.name), []);
});

test('two weekly updates: a week apart, progress growing, every activity held', () => {
  const [week46, week47] = demoUpdates(plan, 's', 'u');
  assert.deepEqual([week46!.record.dataDate, week47!.record.dataDate], ['2026-11-13T17:00', DEMO_DATA_DATE]);
  assert.ok(week46!.record.progress < week47!.record.progress);
  assert.equal(Object.keys(week47!.progress).length, plan.length);
  assert.ok(plan.every((a) => week46!.progress[a.id]! <= week47!.progress[a.id]!));
});
