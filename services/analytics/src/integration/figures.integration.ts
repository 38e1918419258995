import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  analyticsRequests,
  lookaheadEvents,
  permissionKeys,
  weeklyEvents,
  type AnalyticsFilters,
  type AuthContext,
  type CncChangedEvent,
  type CncFiguresReply,
  type ConstraintChangedEvent,
  type PcrFiguresReply,
  type PermissionTable,
  type PpcFiguresReply,
  type RoadblockIndicatorsReply,
  type ServiceReply,
} from '@tenon/contracts';
import { addDays, dayOf } from '@tenon/lean';
import { DEMO_COMPANY, HARBOR_VIEW, HARBOR_VIEW_TOWER, NORTHGATE_MEDICAL, NORTHGATE_UTILITY_PLANT } from '@tenon/demo-data';
import { EventPublisher, type RunningService } from '@tenon/service-kit';
import { closeAndDropDatabase, demoAuth, errorOf, randomObjectId, startWithProjects, TEST_MONGO_BASE, type ServiceUnderTest } from '@tenon/service-kit/testing';
import type { WeekClosedFacts } from '../figures/week-closed.event';
import { FiguresService } from '../figures/figures.service';
import { startAnalyticsService } from '../start-analytics';

/**
 * Events published on the real topics reach the dashboard's figures. Kafka keeps the events of earlier runs (and the
 * service reads its topics from the beginning), so each run writes weeks of its own far-off year and roadblocks and
 * causes of its own responsibles, and asks with those filters. They go to the Northgate utility plant: the Harbor View
 * tower carries the demo's figures and the overview tests read the podium.
 */
const year = 2200 + Math.floor(Math.random() * 700);
const weeks = [`${year}-01-05`, `${year}-01-12`, `${year}-01-19`];
const range = { from: `${year}-01-01`, to: `${year}-12-31` };
const [ann, bob] = [randomObjectId(), randomObjectId()];
const [materials, labour] = [randomObjectId(), randomObjectId()];
const stranger = randomObjectId();
const today = dayOf(new Date());

const everything = (code: 'V' | 'SA' = 'V'): PermissionTable => Object.fromEntries(permissionKeys.map((key) => [key, code])) as PermissionTable;
const planner: AuthContext = { ...demoAuth('planner'), permissions: everything('V') };

let running: ServiceUnderTest;
let publisher: EventPublisher;

const ask = <T>(topic: string, auth: AuthContext, filters: Record<string, unknown>): Promise<ServiceReply<T>> =>
  running.ask<T>(topic, auth, { projectId: NORTHGATE_MEDICAL.id, ...filters });

async function eventually<T>(read: () => Promise<ServiceReply<T>>, done: (data: T) => boolean): Promise<T> {
  let last: ServiceReply<T> | undefined;
  for (let attempt = 0; attempt < 60; attempt++) {
    last = await read();
    if (last.ok && done(last.data)) return last.data;
    await new Promise((r) => setTimeout(r, 250));
  }
  assert.fail(`figures never arrived: ${JSON.stringify(last)}`);
}

const weekClosed = (companyId: string, projectId: string, scheduleId: string, weekStart: string, committed: number, met: number): WeekClosedFacts => ({
  companyId,
  projectId,
  scheduleId,
  weekStart,
  committed,
  met,
});

const cncChange = (id: string, typeId: string, responsibleId: string, change: CncChangedEvent['change'], at: string, companyId = DEMO_COMPANY.id): CncChangedEvent => ({
  companyId,
  projectId: NORTHGATE_MEDICAL.id,
  scheduleId: NORTHGATE_UTILITY_PLANT.id,
  change,
  changedBy: ann,
  at,
  cnc: { id, name: 'cause', typeId, weekStart: weeks[0] as string, status: 'unsolved', priority: 'Normal', responsibleId, taskIds: [], commitmentIds: [randomObjectId(), randomObjectId()] },
});

const roadblockChange = (
  id: string,
  change: ConstraintChangedEvent['change'],
  at: string,
  fields: { commitmentDate: string; releaseDate: string | null; responsibleIds: string[] },
  companyId = DEMO_COMPANY.id,
): ConstraintChangedEvent => ({
  companyId,
  projectId: NORTHGATE_MEDICAL.id,
  scheduleId: NORTHGATE_UTILITY_PLANT.id,
  change,
  changedBy: ann,
  at: `${at}T09:00:00.000Z`,
  constraints: [{ id, status: fields.releaseDate === null ? 'notreleased' : 'released', type: 'materials', taskIds: [], ...fields }],
});

before(async () => {
  running = await startWithProjects({ name: 'analytics', start: startAnalyticsService });
  await running.waitUntilReady(() => ask(analyticsRequests.ppcFigures, planner, range));
  publisher = running.service.app.get(EventPublisher);
  const [c1, c2, c3, c4] = [randomObjectId(), randomObjectId(), randomObjectId(), randomObjectId()];
  const [late, fresh, onTime] = [randomObjectId(), randomObjectId(), randomObjectId()];
  const send = <T>(topic: string, payload: T & { scheduleId: string }) => publisher.publishEvent(topic, payload.scheduleId, payload);
  for (const event of [
    weekClosed(DEMO_COMPANY.id, NORTHGATE_MEDICAL.id, NORTHGATE_UTILITY_PLANT.id, weeks[0] as string, 10, 5),
    weekClosed(DEMO_COMPANY.id, NORTHGATE_MEDICAL.id, NORTHGATE_UTILITY_PLANT.id, weeks[1] as string, 8, 6),
    weekClosed(DEMO_COMPANY.id, NORTHGATE_MEDICAL.id, NORTHGATE_UTILITY_PLANT.id, weeks[2] as string, 4, 4),
    // Another company naming the same schedule, and another project of this company: never in the answer.
    weekClosed(stranger, NORTHGATE_MEDICAL.id, NORTHGATE_UTILITY_PLANT.id, weeks[0] as string, 9, 0),
    weekClosed(DEMO_COMPANY.id, HARBOR_VIEW.id, randomObjectId(), weeks[0] as string, 7, 0),
  ]) {
    await send(weeklyEvents.weekClosed, event);
  }
  for (const event of [
    cncChange(c1, materials, ann, 'created', '2026-11-01T10:00:00.000Z'),
    cncChange(c2, materials, bob, 'created', '2026-11-01T10:01:00.000Z'),
    cncChange(c3, materials, ann, 'created', '2026-11-01T10:02:00.000Z'),
    cncChange(c3, labour, ann, 'updated', '2026-11-01T10:03:00.000Z'),
    cncChange(c4, labour, ann, 'created', '2026-11-01T10:04:00.000Z'),
    cncChange(c4, labour, ann, 'deleted', '2026-11-01T10:05:00.000Z'),
    cncChange(randomObjectId(), labour, ann, 'created', '2026-11-01T10:06:00.000Z', stranger),
  ]) {
    await send(weeklyEvents.cncChanged, event);
  }
  for (const event of [
    roadblockChange(late, 'created', addDays(today, -20), { commitmentDate: addDays(today, -5), releaseDate: null, responsibleIds: [ann] }),
    roadblockChange(fresh, 'created', addDays(today, -3), { commitmentDate: addDays(today, 5), releaseDate: null, responsibleIds: [ann, bob] }),
    roadblockChange(onTime, 'created', addDays(today, -10), { commitmentDate: addDays(today, -8), releaseDate: null, responsibleIds: [bob] }),
    roadblockChange(onTime, 'released', addDays(today, -9), { commitmentDate: addDays(today, -8), releaseDate: addDays(today, -9), responsibleIds: [bob] }),
    roadblockChange(randomObjectId(), 'created', addDays(today, -40), { commitmentDate: addDays(today, -30), releaseDate: null, responsibleIds: [ann] }, stranger),
  ]) {
    await send(lookaheadEvents.constraintChanged, event);
  }
});

after(async () => {
  await running?.stop();
});

test('closed weeks give PPC by week with its trend, the team average and the variability, this company and project only', async () => {
  const ppc = await eventually(
    () => ask<PpcFiguresReply>(analyticsRequests.ppcFigures, planner, range),
    (data) => data.weeks.length === 3,
  );
  assert.deepEqual(ppc.weeks, [
    { weekStart: weeks[0], committed: 10, completed: 5, ppc: 50, trend: 50 },
    { weekStart: weeks[1], committed: 8, completed: 6, ppc: 75, trend: 75 },
    { weekStart: weeks[2], committed: 4, completed: 4, ppc: 100, trend: 100 },
  ]);
  assert.equal(ppc.average, 75);
  assert.deepEqual(ppc.variability, { standardDeviation: 20.4, meanWeekToWeekChange: 25, largestSwing: 25 });
  assert.deepEqual(ppc.schedules, [{ scheduleId: NORTHGATE_UTILITY_PLANT.id, committed: 22, completed: 15, ppc: 68.2 }]);
  const otherSchedule = await ask<PpcFiguresReply>(analyticsRequests.ppcFigures, planner, { ...range, scheduleIds: [NORTHGATE_UTILITY_PLANT.id], from: weeks[1] });
  assert.deepEqual(otherSchedule.ok && otherSchedule.data.weeks.map((w) => w.weekStart), [weeks[1], weeks[2]]);
});

test('causes of non-compliance: Pareto by type as last changed, deleted ones gone, filtered by responsible', async () => {
  const cnc = await eventually(
    () => ask<CncFiguresReply>(analyticsRequests.cncFigures, planner, { ...range, responsibleIds: `${ann},${bob}` }),
    (data) => data.total === 3 && data.types[0]?.cncs === 2,
  );
  assert.deepEqual(cnc.types, [
    { typeId: materials, cncs: 2, lostCommitments: 4, percent: 66.7, cumulativePercent: 66.7 },
    { typeId: labour, cncs: 1, lostCommitments: 2, percent: 33.3, cumulativePercent: 100 },
  ]);
  assert.deepEqual(cnc.responsibles, [
    { responsibleId: ann, cncs: 2, unsolved: 2 },
    { responsibleId: bob, cncs: 1, unsolved: 1 },
  ]);
  const bobs = await ask<CncFiguresReply>(analyticsRequests.cncFigures, planner, { ...range, responsibleIds: bob });
  assert.deepEqual(bobs.ok && bobs.data.types.map((t) => [t.typeId, t.cncs]), [[materials, 1]]);
});

test('roadblocks: ageing bands, overdue, PCR and the team constraints table', async () => {
  const filters = { responsibleIds: [ann, bob] };
  const ageing = await eventually(
    () => ask<RoadblockIndicatorsReply>(analyticsRequests.roadblockFigures, planner, filters),
    (data) => data.open === 2,
  );
  assert.deepEqual(ageing, {
    bands: [
      { band: '0-7', open: 1 },
      { band: '8-14', open: 0 },
      { band: '15-30', open: 1 },
      { band: '31+', open: 0 },
    ],
    overdue: 1,
    oldestDays: 20,
    open: 2,
  });
  const pcr = await eventually(
    () => ask<PcrFiguresReply>(analyticsRequests.pcrFigures, planner, filters),
    (data) => data.weeks.reduce((sum, w) => sum + w.released, 0) === 1,
  );
  assert.deepEqual(
    [pcr.weeks.reduce((s, w) => s + w.due, 0), pcr.weeks.reduce((s, w) => s + w.releasedOnTime, 0), pcr.weeks.reduce((s, w) => s + w.raised, 0)],
    [2, 1, 3],
  );
  assert.equal(pcr.weeks.at(-1)?.open, 2);
  assert.deepEqual(
    [...pcr.responsibles].sort((a, b) => (a.responsibleId === ann ? -1 : b.responsibleId === ann ? 1 : 0)),
    [
      { responsibleId: ann, total: 2, open: 2, due: 1, releasedOnTime: 0, overdue: 1 },
      { responsibleId: bob, total: 2, open: 1, due: 1, releasedOnTime: 1, overdue: 0 },
    ],
  );
});

test('a chart needs its own permission; another company and bad filters are refused with nothing answered', async () => {
  const noCnc: AuthContext = { ...planner, permissions: { ...everything('V'), 'analytics.cnc': 'SA' } };
  const refused = errorOf(await ask(analyticsRequests.cncFigures, noCnc, range));
  assert.deepEqual([refused.code, refused.status, refused.message], ['NO_PERMISSION', 403, "You don't have access to this graph."]);
  assert.equal((await ask(analyticsRequests.ppcFigures, noCnc, range)).ok, true);
  const withoutTable = errorOf(await ask(analyticsRequests.ppcFigures, demoAuth('planner'), range));
  assert.equal(withoutTable.code, 'NO_PERMISSION');
  const outsider: AuthContext = { userId: randomObjectId(), companyId: stranger, role: 'admin', sessionId: 's-x', permissions: everything('V') };
  const foreign = errorOf(await ask(analyticsRequests.ppcFigures, outsider, range));
  assert.deepEqual([foreign.code, foreign.status], ['WRONG_COMPANY', 403]);
  const otherProject = errorOf(await ask(analyticsRequests.ppcFigures, planner, { ...range, scheduleIds: [HARBOR_VIEW_TOWER.id] }));
  assert.deepEqual([otherProject.code, otherProject.status], ['NOT_FOUND', 404]);
  for (const bad of [{ from: `${year}-02-30` }, { from: `${year}-03-01`, to: `${year}-02-01` }, { scheduleIds: 'not-an-id' }]) {
    const invalid = errorOf(await ask(analyticsRequests.ppcFigures, planner, bad));
    assert.deepEqual([invalid.code, invalid.status], ['VALIDATION_FAILED', 400]);
  }
});

test('a new consumer group on an empty database rebuilds the same figures from the beginning of the topics', async () => {
  const database = `analytics_rebuild_${randomObjectId().slice(0, 8)}`;
  let rebuilt: RunningService | undefined;
  try {
    rebuilt = await startAnalyticsService({ env: { ...process.env, MONGODB_URI: `${TEST_MONGO_BASE}/${database}`, LOG_LEVEL: 'warn' }, kafkaGroupId: database });
    const figures = rebuilt.app.get(FiguresService);
    const filters: AnalyticsFilters = { projectId: NORTHGATE_MEDICAL.id, ...range, responsibleIds: [ann, bob] };
    const live = running.service.app.get(FiguresService);
    const expected = { ppc: await live.ppc(planner, filters), cnc: await live.cnc(planner, filters), roadblocks: await live.roadblockIndicators(planner, filters) };
    let answer: unknown;
    for (let attempt = 0; attempt < 80; attempt++) {
      answer = { ppc: await figures.ppc(planner, filters), cnc: await figures.cnc(planner, filters), roadblocks: await figures.roadblockIndicators(planner, filters) };
      if (JSON.stringify(answer) === JSON.stringify(expected)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    assert.deepEqual(answer, expected);
  } finally {
    if (rebuilt !== undefined) await closeAndDropDatabase(rebuilt);
  }
});
