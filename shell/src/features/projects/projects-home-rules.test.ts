import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ProjectSummary } from '../access-common/access-types';
import {
  DEFAULT_PROJECT_SORT,
  DEFAULT_ZOOM,
  filterProjects,
  groupByStage,
  sortProjects,
  timelineBar,
  timelineRange,
  timelineScale,
  timelineTicks,
} from './projects-home-rules';

function project(id: string, fields: Partial<ProjectSummary>): ProjectSummary {
  return {
    id,
    companyId: 'c1',
    name: id,
    image: null,
    stage: 'started',
    country: 'US',
    currency: 'USD',
    budget: 0,
    size: 0,
    sizetype: 'ft2',
    planificationDay: 1,
    type: 'commercial',
    modules: [],
    startDate: null,
    finishDate: null,
    progress: 0,
    plannedProgress: null,
    variance: null,
    schedules: [],
    address: '',
    hoursPerDay: 8,
    activityCriterion: 'duration',
    ...fields,
  };
}

const tower = project('tower', { name: 'Harbor Tower', startDate: '2026-03-01', finishDate: '2026-09-30', progress: 40, plannedProgress: 55 });
const clinic = project('clinic', { name: 'Riverside Clinic', startDate: '2026-01-15', finishDate: '2026-05-31', progress: 80, variance: 5 });
const depot = project('depot', { name: 'Andes Depot', companyId: 'c2', progress: 10, stage: 'suspended' });
const gone = project('gone', { name: 'Old Harbor', stage: 'deleted' });

test('defaults: sort by start date, zoom 4', () => {
  assert.equal(DEFAULT_PROJECT_SORT, 'start_date');
  assert.equal(DEFAULT_ZOOM, 4);
  assert.deepEqual(timelineScale(DEFAULT_ZOOM), { unit: 'month', pxPerDay: 4 });
});

test('filter by text and company; deleted projects never show', () => {
  const all = [tower, clinic, depot, gone];
  assert.deepEqual(filterProjects(all, { text: 'harbor', companyId: null }).map((p) => p.id), ['tower']);
  assert.deepEqual(filterProjects(all, { text: '', companyId: 'c2' }).map((p) => p.id), ['depot']);
  assert.deepEqual(filterProjects(all, { text: 'zzz', companyId: null }), []);
});

test('sorts by name, variance, progress and start date', () => {
  const all = [tower, clinic, depot];
  const unknown = project('unknown', { name: 'Zeta Plant', progress: null, variance: null, plannedProgress: null });
  assert.deepEqual(sortProjects([unknown, ...all], 'progress').map((p) => p.id), ['clinic', 'tower', 'depot', 'unknown']);
  assert.deepEqual(sortProjects([unknown, ...all], 'variance').map((p) => p.id), ['tower', 'clinic', 'depot', 'unknown']);
  assert.deepEqual(sortProjects(all, 'name').map((p) => p.id), ['depot', 'tower', 'clinic']);
  assert.deepEqual(sortProjects(all, 'variance').map((p) => p.id), ['tower', 'clinic', 'depot']);
  assert.deepEqual(sortProjects(all, 'progress').map((p) => p.id), ['clinic', 'tower', 'depot']);
  assert.deepEqual(sortProjects(all, 'start_date').map((p) => p.id), ['clinic', 'tower', 'depot']);
});

test('stages view groups projects by stage', () => {
  const groups = groupByStage([tower, clinic, depot]);
  assert.deepEqual(groups.find((group) => group.stage === 'started')?.projects.map((p) => p.id), ['tower', 'clinic']);
  assert.deepEqual(groups.find((group) => group.stage === 'suspended')?.projects.map((p) => p.id), ['depot']);
  assert.equal(groups.some((group) => group.stage === 'deleted'), false);
});

test('timeline bars run from start to finish on the zoomed axis', () => {
  const range = timelineRange([tower, clinic, depot]);
  assert.ok(range);
  assert.equal(new Date(range.start).toISOString().slice(0, 10), '2026-01-01');
  assert.equal(new Date(range.end).toISOString().slice(0, 10), '2026-10-01');
  const bar = timelineBar(tower, range, 4);
  assert.deepEqual(bar, { left: 59 * 4, width: 214 * 4 });
  assert.deepEqual(timelineBar(tower, range, 5), { left: 59 * 8, width: 214 * 8 });
  assert.equal(timelineBar(depot, range, 4), null);
  const months = timelineTicks(range, 4);
  assert.equal(months.length, 9);
  assert.equal(months[1]?.left, 31 * 4);
  assert.equal(timelineTicks(range, 1).length, 1);
  assert.equal(timelineRange([depot]), null);
});
