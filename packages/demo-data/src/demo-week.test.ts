import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { DEMO_WRITTEN_WEEK, demoWeeksMoved, moveDemoDate } from './demo-week';
import * as demo from './index';

test('the demo moves by the whole weeks between the week it was written for and the week it is seeded in', () => {
  assert.equal(demoWeeksMoved(undefined), 0, 'unset: as written');
  assert.equal(demoWeeksMoved(''), 0);
  assert.equal(demoWeeksMoved(DEMO_WRITTEN_WEEK), 0);
  assert.equal(demoWeeksMoved('2026-11-29'), 0, 'the Sunday ends the written week');
  assert.equal(demoWeeksMoved('2026-11-30'), 1);
  assert.equal(demoWeeksMoved('2026-12-03'), 1, 'any day of a week gives its week');
  assert.equal(demoWeeksMoved('2027-03-10'), 15);
  assert.equal(demoWeeksMoved('2026-11-22'), -1, 'an earlier week moves it back');
  assert.equal(demoWeeksMoved('2027-11-24'), 52);
});

test('a week that is not a day is refused with what was expected', () => {
  for (const bad of ['next week', '2026-13-01', '2026-02-30', '03/12/2026', '2026-12-3']) {
    assert.throws(() => demoWeeksMoved(bad), /TENON_DEMO_WEEK must be a day as YYYY-MM-DD/, bad);
  }
});

test('a moved date keeps its weekday and its time of day', () => {
  assert.equal(moveDemoDate('2026-11-20', 0), '2026-11-20');
  assert.equal(moveDemoDate('2026-11-20', 2), '2026-12-04');
  assert.equal(moveDemoDate('2026-12-28T08:00', 1), '2027-01-04T08:00', 'across a year');
  assert.equal(moveDemoDate('2027-03-01T17:00:00.000Z', -1), '2027-02-22T17:00:00.000Z', 'across February');
  assert.throws(() => moveDemoDate('soon', 1), /not a demo date/);
});

/** The demo as another process seeds it for the week of `seededIn`. */
function demoSeededIn(seededIn: string): typeof demo {
  const script = `const d = require(${JSON.stringify(require.resolve('./index'))}); process.stdout.write(JSON.stringify({ ...d, PLANT_TAKT_TASKS: d.plantTaktTaskDates() }))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { env: { ...process.env, TENON_DEMO_WEEK: seededIn }, encoding: 'utf8' })) as typeof demo;
}

test('seeded fifteen weeks later, the whole demo moves fifteen weeks and nothing else changes', () => {
  const moved = demoSeededIn('2027-03-10');
  const later = (date: string) => moveDemoDate(date, 15);
  assert.equal(moved.DEMO_WEEKS_MOVED, 15);
  assert.equal(moved.DEMO_STATUS_DATE, later(demo.DEMO_STATUS_DATE));
  assert.deepEqual(
    moved.DEMO_ACTIVITIES,
    demo.DEMO_ACTIVITIES.map((activity) => ({ ...activity, start: later(activity.start), finish: later(activity.finish) })),
    'every activity keeps its duration and progress, its dates move',
  );
  assert.deepEqual(moved.DEMO_LINKS, demo.DEMO_LINKS);
  assert.deepEqual(
    moved.DEMO_PROJECTS,
    demo.DEMO_PROJECTS.map((project) => ({ ...project, startDate: later(project.startDate), finishDate: later(project.finishDate) })),
  );
  assert.deepEqual(
    moved.DEMO_CALENDAR.exceptions.map((e) => [e.fromDate, e.toDate, e.every, e.working]),
    demo.DEMO_CALENDAR.exceptions.map((e) => [later(e.fromDate), later(e.toDate), e.every, e.working]),
    'the non-working days move with the plan written around them',
  );
  // A holiday's name holds on its own day only.
  assert.ok(demo.DEMO_CALENDAR.exceptions.some((e) => e.name === 'Thanksgiving'), 'as written, a holiday keeps its name');
  assert.ok(moved.DEMO_CALENDAR.exceptions.every((e) => ['Site holiday', 'Site shutdown'].includes(e.name) && e.source === 'manual'));
  assert.equal(moved.PLANT_TAKT_START, later(demo.PLANT_TAKT_START));
  assert.deepEqual(
    (moved as unknown as { PLANT_TAKT_TASKS: ReturnType<typeof demo.plantTaktTaskDates> }).PLANT_TAKT_TASKS,
    demo.plantTaktTaskDates().map((task) => ({ ...task, start: later(task.start), finish: later(task.finish) })),
    'the takt train keeps its progress on its moved progress date',
  );
});
