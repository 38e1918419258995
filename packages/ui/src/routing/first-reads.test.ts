import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstReadsFor, weekReadPath } from './first-reads';
import { savedViewsPath } from '../views/saved-views.api';

const stored = { companyId: 'c1', projectId: 'p1', scheduleId: 's1' };
const TODAY = '2026-11-30';

test('a weekly plan link reads the projects, its project schedules and the week of its date, else of today', () => {
  assert.deepEqual(firstReadsFor('/weeklyplan/commintments/p2/s2', '?date=2027-03-01', stored, 'c1', TODAY), ['/projects', '/projects/p2/schedules', '/weekly/projects/p2/schedules/s2/weeks?date=2027-03-01']);
  assert.deepEqual(firstReadsFor('/weeklyplan/commintments/p2/s2', '', stored, 'c1', TODAY)[2], '/weekly/projects/p2/schedules/s2/weeks?date=2026-11-30');
  assert.deepEqual(firstReadsFor('/weeklyplan/commintments/p2/s2', '?date=next', stored, 'c1', TODAY)[2], '/weekly/projects/p2/schedules/s2/weeks?date=2026-11-30');
  assert.equal(firstReadsFor('/weeklyplan/commintments/p2/s2', '', stored, 'c1', TODAY)[2], weekReadPath({ projectId: 'p2', scheduleId: 's2' }, TODAY));
});

test('the weekly plan without a link reads the stored selection only when it belongs to this company', () => {
  assert.deepEqual(firstReadsFor('/weeklyplan/commintments', '', stored, 'c1', TODAY), ['/projects', '/projects/p1/schedules', '/weekly/projects/p1/schedules/s1/weeks?date=2026-11-30']);
  assert.deepEqual(firstReadsFor('/weeklyplan/commintments', '', stored, 'c2', TODAY), ['/projects']);
  assert.deepEqual(firstReadsFor('/weeklyplan/commintments', '', { ...stored, scheduleId: null }, 'c1', TODAY), ['/projects', '/projects/p1/schedules']);
});

test('other module pages read only the header selection; pages outside the modules send nothing early', () => {
  assert.deepEqual(firstReadsFor('/weeklyplan/cncs', '', stored, 'c1', TODAY), ['/projects', '/projects/p1/schedules']);
  assert.deepEqual(firstReadsFor('/weeklyplan/commintments/p2/s2/extra', '', stored, 'c1', TODAY), ['/projects', '/projects/p1/schedules']);
  assert.deepEqual(firstReadsFor('/projects', '', stored, 'c1', TODAY), []);
  assert.deepEqual(firstReadsFor('/settings/company', '', stored, 'c1', TODAY), []);
});

test('a lookahead link that names its window reads that window and the views; without weeks the saved view decides, so only the selection and the views are read', () => {
  assert.deepEqual(firstReadsFor('/lookahead/planification/p2/s2', '?start=2027-03-01&weeks=6', stored, 'c1', TODAY), [
    '/projects',
    '/projects/p2/schedules',
    '/lookahead/projects/p2/schedules/s2/tasks?start=2027-03-01&weeks=6',
    '/lookahead/projects/p2/schedules/s2/views',
  ]);
  assert.deepEqual(firstReadsFor('/lookahead/planification', '?weeks=3', stored, 'c1', TODAY)[2], '/lookahead/projects/p1/schedules/s1/tasks?start=2026-11-30&weeks=3');
  assert.deepEqual(firstReadsFor('/lookahead/planification/p2/s2', '?start=2027-03-01', stored, 'c1', TODAY), ['/projects', '/projects/p2/schedules', '/lookahead/projects/p2/schedules/s2/views']);
  assert.equal(firstReadsFor('/lookahead/planification/p2/s2', '', stored, 'c1', TODAY)[2], savedViewsPath('lookahead', 'p2', 's2'));
});

test("the Gantt reads its schedule's plan, baselines and views in the selected project", () => {
  assert.deepEqual(firstReadsFor('/gantt/s9/ganttchart', '', stored, 'c1', TODAY), [
    '/projects',
    '/projects/p1/schedules',
    '/masterplan/projects/p1/schedules/s9/plan',
    '/masterplan/projects/p1/schedules/s9/baselines',
    '/masterplan/projects/p1/schedules/s9/views',
  ]);
  assert.deepEqual(firstReadsFor('/gantt/s9/ganttchart', '', stored, 'c2', TODAY), ['/projects']);
  assert.deepEqual(firstReadsFor('/gantt/s9/calendars', '', stored, 'c1', TODAY), ['/projects', '/projects/p1/schedules']);
});
