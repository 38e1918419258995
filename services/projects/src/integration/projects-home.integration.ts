import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Types } from 'mongoose';
import {
  defaultPermissionsOf,
  masterplanRequests,
  projectsRequests,
  type AuthContext,
  type CreateProjectReply,
  type CreateScheduleReply,
  type ListProjectsReply,
  type ScheduleFiguresReply,
} from '@tenon/contracts';
import { DEMO_COMPANY, demoUserByRole } from '@tenon/demo-data';
import { dataOf, refusal } from './replies';
import { randomObjectId, startProjectsUnderTest, type ProjectsUnderTest } from './service-harness';

let service: ProjectsUnderTest | undefined;
const r = projectsRequests;
const DAY_MS = 86_400_000;
/** Wall-clock minute `days` from now, the master plan's date format. */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 16);

const admin: AuthContext = { userId: randomObjectId(), companyId: randomObjectId(), role: 'admin', sessionId: 's-home', permissions: defaultPermissionsOf('admin') };
let projectId = '';
let towerId = '';
let podiumId = '';
let annexId = '';
/** Start and finish strings written per schedule, to compare the answered dates exactly. */
const written = new Map<string, { starts: string[]; finishes: string[] }>();

async function writeActivities(scheduleId: string, activities: Array<{ start: number; finish: number; duration: number; progress: number; kind?: string }>) {
  const docs = activities.map((a, index) => ({
      _id: new Types.ObjectId(),
      companyId: admin.companyId,
      scheduleId,
      calendarId: null,
      parentId: null,
      name: `Activity ${index + 1}`,
      kind: a.kind ?? 'task',
      duration: a.duration,
      start: dayFromNow(a.start),
      finish: dayFromNow(a.finish),
      progress: a.progress,
      correlativeId: index + 1,
      order: index + 1,
    }));
  const counted = docs.filter((doc) => doc.kind !== 'summary');
  written.set(scheduleId, { starts: counted.map((doc) => doc.start).sort(), finishes: counted.map((doc) => doc.finish).sort() });
  await service!.masterplan!.database.collection('activities').insertMany(docs);
}

before(async () => {
  service = await startProjectsUnderTest({ withMasterplan: true });
  const project = dataOf(
    await service.ask<CreateProjectReply>(r.createProject, admin, {
      name: 'Riverside Library', country: 'US', type: 'commercial', currency: 'USD', budget: 1200000, size: 4000, sizetype: 'ft2',
    }),
  ).project;
  projectId = project.id;
  const schedule = async (name: string) =>
    dataOf(await service!.ask<CreateScheduleReply>(r.createSchedule, admin, { projectId, name })).schedule.id;
  towerId = await schedule('Tower');
  podiumId = await schedule('Podium');
  annexId = await schedule('Annex');
  await writeActivities(towerId, [
    { start: -20, finish: -10, duration: 4800, progress: 100 },
    { start: 10, finish: 20, duration: 4800, progress: 20 },
    // A summary repeats its children; a milestone weighs nothing.
    { start: -30, finish: 40, duration: 99_999, progress: 3, kind: 'summary' },
    { start: 25, finish: 25, duration: 0, progress: 0, kind: 'milestone' },
  ]);
  await writeActivities(podiumId, [{ start: -40, finish: -30, duration: 2400, progress: 50 }]);
  await writeActivities(annexId, [{ start: -60, finish: 60, duration: 10_000, progress: 0 }]);
});

after(async () => {
  await service?.stop();
});

test('the projects home shows dates, duration-weighted progress, planned progress and variance from the master plan', async () => {
  // The annex is deleted first: a deleted schedule's activities no longer count.
  dataOf(await service!.ask(r.deleteSchedule, admin, { projectId, scheduleId: annexId }));
  const started = Date.now();
  const { projects } = dataOf(await service!.ask<ListProjectsReply>(r.listProjects, admin, {}));
  const elapsed = Date.now() - started;
  const entry = projects.find((p) => p.id === projectId)!;
  assert.equal(entry.startDate, written.get(podiumId)!.starts[0]);
  assert.equal(entry.finishDate, written.get(towerId)!.finishes.at(-1));
  // (4800 × 100 + 4800 × 20 + 2400 × 50) / 12000 = 58; planned (4800 + 2400) / 12000 = 60.
  assert.equal(entry.progress, 58);
  assert.equal(entry.plannedProgress, 60);
  assert.equal(entry.variance, -2);
  assert.deepEqual(entry.schedules.map((s) => [s.name, s.progress]), [['Tower', 60], ['Podium', 50]]);
  assert.deepEqual(
    entry.schedules.map((s) => [s.startDate, s.finishDate]),
    [towerId, podiumId].map((id) => [written.get(id)!.starts[0], written.get(id)!.finishes.at(-1)]),
  );
  assert.equal(entry.stage, 'started');
  console.log(`projects home with master plan figures answered in ${elapsed} ms`);
});

test('the master plan answers summaries for its own company only', async () => {
  const unknown = randomObjectId();
  const { schedules } = dataOf(
    await service!.ask<ScheduleFiguresReply>(masterplanRequests.scheduleSummaries, admin, { scheduleIds: [podiumId, unknown] }),
  );
  assert.deepEqual(schedules.map((s) => [s.scheduleId, s.progress, s.totalDuration]), [[podiumId, 50, 2400], [unknown, 0, 0]]);
  const stranger: AuthContext = { userId: demoUserByRole('admin').id, companyId: DEMO_COMPANY.id, role: 'admin', sessionId: 's-demo', permissions: defaultPermissionsOf('admin') };
  assert.deepEqual(refusal(await service!.ask(masterplanRequests.scheduleSummaries, stranger, { scheduleIds: [towerId] })), ['WRONG_COMPANY', 403]);
  const ofStranger = dataOf(await service!.ask<ListProjectsReply>(r.listProjects, stranger, {})).projects;
  assert.ok(!ofStranger.some((p) => p.id === projectId));
});

test('without the master plan the projects home still answers, its figures null', async () => {
  await service!.masterplan!.stop();
  const started = Date.now();
  const { projects } = dataOf(await service!.ask<ListProjectsReply>(r.listProjects, admin, {}));
  const elapsed = Date.now() - started;
  const entry = projects.find((p) => p.id === projectId)!;
  assert.deepEqual([entry.startDate, entry.finishDate, entry.progress, entry.plannedProgress, entry.variance], [null, null, null, null, null]);
  assert.deepEqual(entry.schedules.map((s) => [s.name, s.progress]), [['Tower', null], ['Podium', null]]);
  assert.ok(elapsed < 5000, `answered in ${elapsed} ms, inside the gateway's 5 s`);
  console.log(`projects home without the master plan answered in ${elapsed} ms`);
});
