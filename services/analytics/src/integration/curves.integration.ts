import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createConnection } from 'mongoose';
import {
  analyticsRequests,
  masterplanEvents,
  permissionKeys,
  type ActivityRow,
  type ActivityRowsChangedEvent,
  type AnalyticsFilters,
  type AuthContext,
  type BaselineActivatedEvent,
  type CurvesFiguresReply,
  type PermissionTable,
  type ProgressUpdatedEvent,
  type SectorFiguresReply,
  type ServiceReply,
} from '@tenon/contracts';
import { DEMO_COMPANY, NORTHGATE_HOSPITAL, NORTHGATE_MEDICAL } from '@tenon/demo-data';
import { EventPublisher, type RunningService } from '@tenon/service-kit';
import { closeAndDropDatabase, demoAuth, errorOf, startWithProjects, TEST_MONGO_BASE, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { CurveActivitiesRepository } from '../curves/curves.repository';
import { CurvesService } from '../curves/curves.service';
import { startAnalyticsService } from '../start-analytics';

/**
 * The masterplan's events on the real topics reach the S-curve, the speed curve, the gap, the milestone forecast and
 * the sector progress. Kafka keeps earlier runs' events, so the plan's ids are fixed and each run sends the whole plan
 * under a newer version: whatever earlier runs left, the answer is this run's plan. The hospital schedule has no demo
 * plan and no other suite writes one.
 */
const place = { companyId: DEMO_COMPANY.id, projectId: NORTHGATE_MEDICAL.id, scheduleId: NORTHGATE_HOSPITAL.id };
const id = (n: number) => `7e4e00e0000000000000000${n}`;
const [Z, A, B, M, C] = [id(1), id(2), id(3), id(4), id(5)];
const everything: PermissionTable = Object.fromEntries(permissionKeys.map((key) => [key, 'V'])) as PermissionTable;
const planner: AuthContext = { ...demoAuth('planner'), permissions: everything };
const filters = { projectId: NORTHGATE_MEDICAL.id, scheduleIds: [NORTHGATE_HOSPITAL.id] };

const row = (rowId: string, parentId: string | null, name: string, start: string, finish: string, progress: number, kind: 'task' | 'summary' | 'milestone' = 'task'): ActivityRow => ({
  id: rowId,
  parentId,
  name,
  correlativeId: 1,
  order: 0,
  start,
  finish,
  progress,
  subcontractId: null,
  calendarId: null,
  isSummary: kind === 'summary',
  isMilestone: kind === 'milestone',
});

// Structure: A 1..10 March (baseline the same), B 11..20 March (baseline 6..15 March), milestone M on the 20th (baseline the 18th).
const plan = [
  row(Z, null, 'Structure', '2025-03-01T08:00', '2025-03-20T17:00', 40, 'summary'),
  row(A, Z, 'Core walls', '2025-03-01T08:00', '2025-03-10T17:00', 80),
  row(B, Z, 'Slabs', '2025-03-11T08:00', '2025-03-20T17:00', 0),
  row(M, Z, 'Structure topped out', '2025-03-20T17:00', '2025-03-20T17:00', 0, 'milestone'),
];
const baselinePoints = [
  { activityId: A, start: '2025-03-01T08:00', finish: '2025-03-10T17:00' },
  { activityId: B, start: '2025-03-06T08:00', finish: '2025-03-15T17:00' },
  { activityId: M, start: '2025-03-18T17:00', finish: '2025-03-18T17:00' },
];

let running: ServiceUnderTest;
let publisher: EventPublisher;

const ask = <T>(topic: string, auth: AuthContext, extra: Record<string, unknown> = {}): Promise<ServiceReply<T>> => running.ask<T>(topic, auth, { ...filters, ...extra });

async function eventually<T>(read: () => Promise<ServiceReply<T>>, done: (data: T) => boolean): Promise<T> {
  let last: ServiceReply<T> | undefined;
  for (let attempt = 0; attempt < 80; attempt++) {
    last = await read();
    if (last.ok && done(last.data)) return last.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`figures never arrived: ${JSON.stringify(last)}`);
}

const wholePlan = (rows: ActivityRow[], version: number): ActivityRowsChangedEvent => ({ ...place, version, whole: true, chunkIndex: 0, chunkCount: 1, activities: rows, deletedActivityIds: [] });

const update = (updateId: string, dataDate: string, activityProgress: Record<string, number>): ProgressUpdatedEvent => ({
  ...place,
  updateId,
  name: `Update ${dataDate}`,
  dataDate: `${dataDate}T17:00`,
  savedBy: planner.userId,
  at: '2025-03-21T09:00:00.000Z',
  activityCount: 2,
  progress: 0,
  activityProgress,
});

before(async () => {
  running = await startWithProjects({ name: 'analytics', start: startAnalyticsService });
  await running.waitUntilReady(() => ask(analyticsRequests.curvesFigures, planner));
  publisher = running.service.app.get(EventPublisher);
  // An older baseline first: the one activated last is the one measured against.
  const older: BaselineActivatedEvent = { ...place, baselineId: id(6), name: 'Tender', at: '2025-02-01T09:00:00.000Z', chunkIndex: 0, chunkCount: 1, points: [{ activityId: A, start: '2025-01-01T08:00', finish: '2025-01-02T17:00' }] };
  const contract: BaselineActivatedEvent = { ...place, baselineId: id(7), name: 'Contract', at: '2025-02-20T09:00:00.000Z', chunkIndex: 0, chunkCount: 1, points: baselinePoints };
  await publisher.publishEvent(masterplanEvents.baselineActivated, place.scheduleId, older);
  await publisher.publishEvent(masterplanEvents.baselineActivated, place.scheduleId, contract);
  await publisher.publishEvent(masterplanEvents.progressUpdated, place.scheduleId, update(id(8), '2025-03-05', { [A]: 30 }));
  await publisher.publishEvent(masterplanEvents.progressUpdated, place.scheduleId, update(id(9), '2025-03-10', { [A]: 80, [B]: 0 }));
  await publisher.publishEvent(masterplanEvents.activityRowsChanged, place.scheduleId, wholePlan(plan, Date.now()));
});

after(async () => {
  await running?.stop();
});

test('S-curve: base from the active baseline, projected from the schedule, real from the progress history, weighted by duration', async () => {
  const curves = await eventually(
    () => ask<CurvesFiguresReply>(analyticsRequests.curvesFigures, planner),
    // The rows, the progress history and the baselines come on different topics: any may be applied first. Measured
    // against the older baseline the base would stay at 50% and the wait would fail.
    (data) => data.activities === 2 && data.dataDate === '2025-03-10' && data.base === 75,
  );
  // Weights: A 10 days, B 10 days. On the data date (10 March): real A 80% = 40%; projected A done = 50%; base A done
  // and B 5 of its 10 baseline days = 75%.
  assert.deepEqual([curves.dataDate, curves.hasBaseline, curves.real, curves.projected, curves.base], ['2025-03-10', true, 40, 50, 75]);
  assert.deepEqual(curves.points, [
    { day: '2025-02-28', base: 0, projected: 0, real: 0 },
    // 7 March: base A 7 + B 2 days = 45%, projected A 7 = 35%, real A 30% (5 March) = 15%.
    { day: '2025-03-07', base: 45, projected: 35, real: 15 },
    { day: '2025-03-14', base: 95, projected: 70, real: 40 },
    { day: '2025-03-20', base: 100, projected: 100, real: 40 },
  ]);
  assert.deepEqual(curves.speed, [
    { day: '2025-03-07', base: 45, projected: 35, real: 15 },
    { day: '2025-03-14', base: 50, projected: 35, real: 25 },
    { day: '2025-03-20', base: 5, projected: 30, real: 0 },
  ]);
  // The baseline stood at 40% on 6 March (35%, 45% on the 7th): 4 days late.
  assert.equal(curves.gapDays, 4);
  // 40% in the last 28 days: 10/7 a day (the window starts before the plan, so rising to the first reading rather than
  // jumping on its day changes nothing here; the days before the first reading are checked below); the milestone (100% of the work) in 60 / (10/7) = 42 days, 21 April: 32 days
  // after its planned 20 March, no float (it is already planned after its baseline day).
  assert.equal(curves.realRatePerDay, 1.43);
  assert.deepEqual(curves.milestones, [
    { id: M, name: 'Structure topped out', plannedDate: '2025-03-20', floatDays: 0, forecastDate: '2025-04-21', delayDays: 32, floatConsumedDays: 0, late: true, reached: false },
  ]);
  const ranged = await ask<CurvesFiguresReply>(analyticsRequests.curvesFigures, planner, { from: '2025-03-07', to: '2025-03-14' });
  assert.deepEqual(ranged.ok && ranged.data.points.map((p) => p.day), ['2025-03-07', '2025-03-14']);
  // Before A's first reading (30% on 5 March) the real line rises from its start: 30 x 3/5 of A by the 3rd (9% of the
  // plan), 30 x 4/5 by the 4th; it does not claim 0% until the day the progress was first recorded.
  const early = await ask<CurvesFiguresReply>(analyticsRequests.curvesFigures, planner, { from: '2025-03-03', to: '2025-03-04' });
  assert.deepEqual(early.ok && early.data.points.map((p) => [p.day, p.real]), [['2025-03-03', 9], ['2025-03-04', 12]]);
});

test('sector progress per top-level activity; each chart needs its own permission', async () => {
  const sectors = await eventually(
    () => ask<SectorFiguresReply>(analyticsRequests.sectorFigures, planner),
    (data) => data.sectors.length === 1,
  );
  assert.deepEqual(sectors, { dataDate: '2025-03-10', sectors: [{ scheduleId: NORTHGATE_HOSPITAL.id, id: Z, name: 'Structure', real: 40, projected: 50, base: 75 }] });
  const noSectors: AuthContext = { ...planner, permissions: { ...everything, 'analytics.sectoradvancement': 'SA' } };
  const refused = errorOf(await ask(analyticsRequests.sectorFigures, noSectors));
  assert.deepEqual([refused.code, refused.status, refused.message], ['NO_PERMISSION', 403, "You don't have access to this graph."]);
  assert.equal((await ask(analyticsRequests.curvesFigures, noSectors)).ok, true);
  const noCurve = errorOf(await ask(analyticsRequests.curvesFigures, { ...planner, permissions: { ...everything, 'analytics.scurve': 'SA' } }));
  assert.equal(noCurve.code, 'NO_PERMISSION');
  const outsider: AuthContext = { ...demoAuth('planner'), companyId: id(0), permissions: everything };
  assert.equal(errorOf(await ask(analyticsRequests.curvesFigures, outsider)).code, 'WRONG_COMPANY');
  const invalid = errorOf(await ask(analyticsRequests.curvesFigures, planner, { from: '2025-03-30', to: '2025-03-01' }));
  assert.deepEqual([invalid.code, invalid.status], ['VALIDATION_FAILED', 400]);
});

test('a new consumer group on an empty database rebuilds the same curves from the beginning of the topics', async () => {
  const database = `analytics_curves_rebuild_${Date.now().toString(36)}`;
  let rebuilt: RunningService | undefined;
  try {
    rebuilt = await startAnalyticsService({ env: { ...process.env, MONGODB_URI: `${TEST_MONGO_BASE}/${database}`, LOG_LEVEL: 'warn' }, kafkaGroupId: database });
    const fresh = rebuilt.app.get(CurvesService);
    const live = running.service.app.get(CurvesService);
    const asked: AnalyticsFilters = filters;
    const expected = { curves: await live.curves(planner, asked), sectors: await live.sectors(planner, asked) };
    let answer: unknown;
    for (let attempt = 0; attempt < 120; attempt++) {
      answer = { curves: await fresh.curves(planner, asked), sectors: await fresh.sectors(planner, asked) };
      if (JSON.stringify(answer) === JSON.stringify(expected)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    assert.deepEqual(answer, expected);
  } finally {
    if (rebuilt !== undefined) await closeAndDropDatabase(rebuilt);
  }
});

test('activities kept one document each before the chunks are moved into chunks once, at start', async () => {
  const database = `analytics_curves_chunks_${Date.now().toString(36)}`;
  const uri = `${TEST_MONGO_BASE}/${database}`;
  // A schedule no event names, so the topics read again by this new consumer group leave it alone.
  const legacyPlace = { companyId: DEMO_COMPANY.id, projectId: NORTHGATE_MEDICAL.id, scheduleId: id(0).replace(/0$/, 'f') };
  const legacyRow = (n: number) => ({
    _id: `${legacyPlace.scheduleId}:${id(n)}`,
    ...legacyPlace,
    activityId: id(n),
    parentId: null,
    name: `Legacy ${n}`,
    order: n,
    start: '2025-03-01T08:00',
    finish: '2025-03-05T17:00',
    progress: 10 * n,
    isSummary: false,
    isMilestone: false,
    version: 3,
  });
  const setup = await createConnection(uri).asPromise();
  let started: RunningService | undefined;
  try {
    await setup.collection('curve_activities').insertMany([1, 2, 3].map(legacyRow) as never);
    started = await startAnalyticsService({ env: { ...process.env, MONGODB_URI: uri, LOG_LEVEL: 'warn' }, kafkaGroupId: database });
    const activities = started.app.get(CurveActivitiesRepository);
    const rows = await activities.listOfSchedules({ companyId: legacyPlace.companyId }, legacyPlace.projectId, [legacyPlace.scheduleId]);
    assert.deepEqual(
      rows.map((r) => [r.activityId, r.name, r.progress, r.scheduleId]).sort(),
      [1, 2, 3].map((n) => [id(n), `Legacy ${n}`, 10 * n, legacyPlace.scheduleId]),
    );
    assert.deepEqual(await setup.db!.listCollections({ name: 'curve_activities' }).toArray(), [], 'the old collection is dropped');
    assert.equal(await activities.chunkLegacyRowsOnce(), 0, 'and it is done once');
  } finally {
    await setup.dropDatabase();
    await setup.close();
    await started?.close();
  }
});

test('a plan change is in the figures within 2 s of its event', async () => {
  const started = Date.now();
  await publisher.publishEvent(masterplanEvents.activityRowsChanged, place.scheduleId, wholePlan([...plan, { ...row(C, null, 'Site works', '2025-03-01T08:00', '2025-03-10T17:00', 50), order: 1 }], Date.now()));
  const sectors = await eventually(
    () => ask<SectorFiguresReply>(analyticsRequests.sectorFigures, planner),
    (data) => data.sectors.length === 2,
  );
  const elapsed = Date.now() - started;
  assert.deepEqual(sectors.sectors.map((s) => s.name), ['Structure', 'Site works']);
  assert.ok(elapsed < 2000, `the new activity took ${elapsed} ms to reach the figures`);
});
