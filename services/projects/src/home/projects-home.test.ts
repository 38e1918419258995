import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ScheduleFigures } from '@tenon/contracts';
import type { ProjectRecord } from '../projects/project.record';
import type { ScheduleRecord } from '../schedules/schedule.record';
import { projectsHomeEntry } from './projects-home';

const project: ProjectRecord = {
  id: 'a'.repeat(24), companyId: 'c'.repeat(24), name: 'Harbor View', image: null, address: '', stage: 'started', country: 'US',
  currency: 'USD', budget: 1, size: 1, sizetype: 'ft2', planificationDay: 1, type: 'residential', hoursPerDay: 8,
  activityCriterion: 'duration', taskCriterion: 'duration', startDate: '2026-01-01', finishDate: null, progress: 0,
};
const schedule = (id: string, name: string): ScheduleRecord => ({
  id, companyId: project.companyId, projectId: project.id, name, order: 1, visible: true, status: 'active', productive: true,
  hoursPerDay: 8, hoursPerWeek: 40, dateFormat: 'MM/DD/YY',
});
const tower = schedule('1'.repeat(24), 'Tower');
const podium = schedule('2'.repeat(24), 'Podium');
const figures = (scheduleId: string, f: Omit<ScheduleFigures, 'scheduleId'>): [string, ScheduleFigures] => [scheduleId, { scheduleId, ...f }];

test('project figures span the schedules and weigh progress by each schedule total duration', () => {
  const entry = projectsHomeEntry(project, ['masterplan'], [tower, podium], new Map([
    figures(tower.id, { startDate: '2026-03-02T08:00', finishDate: '2026-09-30T17:00', progress: 40, plannedProgress: 50, totalDuration: 3000 }),
    figures(podium.id, { startDate: '2026-02-16T08:00', finishDate: '2026-06-01T17:00', progress: 80, plannedProgress: 70, totalDuration: 1000 }),
  ]));
  assert.equal(entry.startDate, '2026-02-16T08:00');
  assert.equal(entry.finishDate, '2026-09-30T17:00');
  assert.equal(entry.progress, 50);
  assert.equal(entry.plannedProgress, 55);
  assert.equal(entry.variance, -5);
  assert.deepEqual(entry.schedules, [
    { id: tower.id, name: 'Tower', startDate: '2026-03-02T08:00', finishDate: '2026-09-30T17:00', progress: 40 },
    { id: podium.id, name: 'Podium', startDate: '2026-02-16T08:00', finishDate: '2026-06-01T17:00', progress: 80 },
  ]);
  assert.deepEqual(entry.modules, ['masterplan']);
});

test('a schedule the master plan has no activities for counts zero and has no dates', () => {
  const entry = projectsHomeEntry(project, [], [tower, podium], new Map([
    figures(tower.id, { startDate: '2026-03-02T08:00', finishDate: '2026-04-01T17:00', progress: 30, plannedProgress: 10, totalDuration: 600 }),
  ]));
  assert.equal(entry.progress, 30);
  assert.equal(entry.variance, 20);
  assert.deepEqual(entry.schedules[1], { id: podium.id, name: 'Podium', startDate: null, finishDate: null, progress: 0 });
});

test('a project without schedules or activities shows zero progress and no dates', () => {
  const entry = projectsHomeEntry(project, [], [], new Map());
  assert.deepEqual([entry.startDate, entry.finishDate, entry.progress, entry.plannedProgress, entry.variance], [null, null, 0, 0, 0]);
});

test('without the master plan figures every figure is null, not zero', () => {
  const entry = projectsHomeEntry(project, [], [tower], null);
  assert.deepEqual([entry.startDate, entry.finishDate, entry.progress, entry.plannedProgress, entry.variance], [null, null, null, null, null]);
  assert.deepEqual(entry.schedules, [{ id: tower.id, name: 'Tower', startDate: null, finishDate: null, progress: null }]);
  assert.equal(entry.name, 'Harbor View');
});
