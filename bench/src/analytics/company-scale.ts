import { createHash } from 'node:crypto';
import { MongoClient } from 'mongodb';
import type { AnyBulkWriteOperation, Db, Document } from 'mongodb';
import type { CreatedApiToken, PlanReply } from '@tenon/contracts';
import { benchPlan } from '../gantt/bench-plan';
import { adminCompanySession, BASE, call } from '../support/product-api';
import { median, percentile, runBench } from '../support/stats';

/**
 * Analytics at company scale on the running product (`npm start`): PROJECTS projects of PER_PROJECT activities each
 * (20 × 10,000 = 200k), saved through the master plan as a planner saves them, so that the analytics service builds its
 * read model from their events; and two years of closed weeks (PPC) with three causes of non-compliance each, for
 * every project, written straight into the analytics read model in the shape its event handlers write (the weekly
 * plan's close events would also mail each week's report). Measured through the gateway: the dashboard of one project
 * (every figure its page asks for, at once) and a BI pull of all activities as CSV with an API token.
 * Goals (issue 14): dashboard < 1 s, BI pull < 10 s. The figures are printed, not asserted.
 *
 * The projects are the company's "Analytics bench NN", made on the first run and reused after (a project cannot be
 * deleted); a plan already at full size is not saved again.
 */
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 20);
const PER_PROJECT = Number(process.env.BENCH_ACTIVITIES_PER_PROJECT ?? 10_000);
const WEEKS = Number(process.env.BENCH_WEEKS ?? 104);
const CAUSES_PER_WEEK = 3;
const READY_SECONDS = Number(process.env.BENCH_READY_SECONDS ?? 1_200);
const DASHBOARD_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PAGE = 5_000;
/** A pull slower than this is stopped, and reported with the share it read. */
const PULL_SECONDS = Number(process.env.BENCH_PULL_SECONDS ?? 180);
const DASHBOARD_FIGURES = ['ppc', 'pcr', 'cnc', 'roadblocks', 'curves', 'sectors', 'load-times'] as const;
const CNC_TYPES = ['materials', 'labour', 'design', 'weather', 'previous-work'];

const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));
const stableId = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32);

interface Place {
  projectId: string;
  scheduleId: string;
}

/** The bench's projects and their first schedule, made when missing. */
async function benchProjects(token: string): Promise<Place[]> {
  const { projects } = await call<{ projects: Array<{ id: string; name: string }> }>('GET', '/projects', token);
  const places: Place[] = [];
  for (let n = 1; n <= PROJECTS; n++) {
    const name = `Analytics bench ${String(n).padStart(2, '0')}`;
    const projectId =
      projects.find((project) => project.name === name)?.id ??
      (
        await call<{ project: { id: string } }>('POST', '/projects', token, {
          name,
          country: 'US',
          type: 'residential',
          currency: 'USD',
          budget: 10_000_000,
          size: 20_000,
          sizetype: 'm2',
          firstScheduleName: 'Master plan',
        })
      ).project.id;
    const { schedules } = await call<{ schedules: Array<{ id: string }> }>('GET', `/projects/${projectId}/schedules`, token);
    const scheduleId = schedules[0]?.id ?? (await call<{ schedule: { id: string } }>('POST', `/projects/${projectId}/schedules`, token, { name: 'Master plan' })).schedule.id;
    places.push({ projectId, scheduleId });
  }
  return places;
}

/** A plan of PER_PROJECT activities on the schedule, saved through the gateway unless it is there already. */
async function seedPlan(token: string, place: Place): Promise<number | null> {
  const path = `/masterplan/projects/${place.projectId}/schedules/${place.scheduleId}`;
  const { calendars } = await call<{ calendars: unknown[] }>('GET', `${path}/calendars`, token);
  if (calendars.length === 0) {
    await call('POST', `${path}/calendars`, token, {
      name: 'Standard',
      workingDays: [0, 1, 1, 1, 1, 1, 0],
      shifts: [
        { start: '08:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ],
    });
  }
  const current = await call<PlanReply>('GET', `${path}/plan`, token);
  // BENCH_RESAVE=1 saves the plans again, to measure how fast the analytics service takes them in.
  if (current.activities.length === PER_PROJECT && process.env.BENCH_RESAVE !== '1') return null;
  const plan = benchPlan(PER_PROJECT);
  const started = performance.now();
  await call('PUT', `${path}/plan`, token, {
    ...place,
    baseVersion: current.version,
    activities: { upsert: plan.activities, delete: current.activities.map((activity) => activity.id) },
    links: { upsert: plan.links, delete: current.links.map((link) => link.id) },
  });
  return performance.now() - started;
}

/** Mondays of the last WEEKS weeks, oldest first. */
function lastMondays(): string[] {
  const monday = new Date();
  monday.setUTCHours(0, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return Array.from({ length: WEEKS }, (_, k) => new Date(monday.getTime() - (WEEKS - k) * 7 * 86_400_000).toISOString().slice(0, 10));
}

/** Two years of closed weeks and their causes for every project, as the analytics service keeps them. */
async function seedWeeks(db: Db, companyId: string, places: Place[]): Promise<{ weeks: number; causes: number }> {
  const now = new Date();
  const mondays = lastMondays();
  const weeks: AnyBulkWriteOperation<Document>[] = [];
  const causes: AnyBulkWriteOperation<Document>[] = [];
  for (const [p, place] of places.entries()) {
    for (const [k, weekStart] of mondays.entries()) {
      const committed = 20 + ((p * 7 + k * 3) % 25);
      // PPC drifting from about 50% towards 80% over the two years, as a team learning the system does.
      const completed = Math.min(committed, Math.round(committed * (0.5 + (0.3 * k) / WEEKS + (((p + k) % 5) - 2) * 0.04)));
      weeks.push({
        updateOne: {
          filter: { companyId, scheduleId: place.scheduleId, weekStart },
          update: { $set: { projectId: place.projectId, committed, completed, updatedAt: now }, $setOnInsert: { createdAt: now } },
          upsert: true,
        },
      });
      for (let c = 0; c < CAUSES_PER_WEEK; c++) {
        const cncId = stableId('bench-cnc', place.scheduleId, weekStart, String(c)).slice(0, 24);
        causes.push({
          updateOne: {
            filter: { _id: stableId('cnc', companyId, cncId) as never },
            update: {
              $set: {
                companyId,
                ...place,
                cncId,
                typeId: CNC_TYPES[(p + k + c) % CNC_TYPES.length]!,
                weekStart,
                status: k < WEEKS - 4 ? 'solved' : 'unsolved',
                responsibleId: null,
                lostCommitments: 1 + ((k + c) % 3),
                changedAt: now.toISOString(),
                deleted: false,
                deletedAt: null,
                updatedAt: now,
              },
              $setOnInsert: { createdAt: now },
            },
            upsert: true,
          },
        });
      }
    }
  }
  for (let i = 0; i < weeks.length; i += 1_000) await db.collection('ppc_weeks').bulkWrite(weeks.slice(i, i + 1_000), { ordered: false });
  for (let i = 0; i < causes.length; i += 1_000) await db.collection('cnc_facts').bulkWrite(causes.slice(i, i + 1_000), { ordered: false });
  return { weeks: weeks.length, causes: causes.length };
}

/**
 * Waits until the analytics read model holds every activity of the bench's schedules, each schedule changed since the
 * plans were saved (`savedSince`, ms); their count.
 */
async function benchRowsReady(db: Db, companyId: string, places: Place[], savedSince: number): Promise<number> {
  // Each schedule's counts of live rows and latest change per chunk, kept beside its chunks: small documents to read.
  const schedules = db.collection<{ live: number[]; changedAt: number[] }>('bi_activity_schedules');
  const filter = { companyId, scheduleId: { $in: places.map((place) => place.scheduleId) } };
  const expected = places.length * PER_PROJECT;
  const readyBy = Date.now() + READY_SECONDS * 1000;
  for (;;) {
    const counts = await schedules.find(filter, { projection: { live: 1, changedAt: 1 } }).toArray();
    const count = counts.reduce((sum, schedule) => sum + schedule.live.reduce((a, b) => a + b, 0), 0);
    const changed = counts.filter((schedule) => Math.max(...schedule.changedAt) >= savedSince).length;
    if (count >= expected && changed === places.length) return count;
    if (Date.now() > readyBy) throw new Error(`the analytics read model holds ${count} of the ${expected} bench activities after ${READY_SECONDS} s`);
    await sleep(2_000);
  }
}

async function biTotal(secret: string): Promise<number> {
  const response = await fetch(`${BASE}/api/v1/bi/activities?limit=1&format=csv`, { headers: { authorization: `Bearer ${secret}` } });
  if (!response.ok) throw new Error(`BI activities answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  await response.arrayBuffer();
  return Number(response.headers.get('x-total-count'));
}

/** Every activity of the company as CSV, page after page as a BI tool follows `X-Next-Cursor`. */
async function pullActivities(secret: string): Promise<{ rows: number; total: number; bytes: number; pages: number; elapsed: number; complete: boolean }> {
  const started = performance.now();
  let cursor: string | null = null;
  let rows = 0;
  let bytes = 0;
  let pages = 0;
  let total = 0;
  do {
    if (performance.now() - started > PULL_SECONDS * 1000) return { rows, total, bytes, pages, elapsed: performance.now() - started, complete: false };
    const query: string = `limit=${PAGE}&format=csv${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`;
    const response = await fetch(`${BASE}/api/v1/bi/activities?${query}`, { headers: { authorization: `Bearer ${secret}` } });
    const text = await response.text();
    if (!response.ok) throw new Error(`BI page ${pages + 1} answered ${response.status}: ${text.slice(0, 200)}`);
    pages += 1;
    bytes += Buffer.byteLength(text);
    // One header line per page; a quoted field may hold a line break, which this count would see as a row: the
    // bench's names hold none.
    rows += text.split('\n').filter((line) => line !== '').length - 1;
    cursor = response.headers.get('x-next-cursor');
    if (pages === 1) total = Number(response.headers.get('x-total-count'));
  } while (cursor !== null);
  return { rows, total, bytes, pages, elapsed: performance.now() - started, complete: true };
}

async function main(): Promise<void> {
  const { token, companyId } = await adminCompanySession();
  const places = await benchProjects(token);
  console.log(`Analytics at company scale: ${PROJECTS} projects × ${PER_PROJECT} activities, ${WEEKS} closed weeks each`);
  const saves: number[] = [];
  const savesStarted = Date.now();
  for (const place of places) {
    const elapsed = await seedPlan(token, place);
    if (elapsed !== null) saves.push(elapsed);
  }
  console.log(saves.length === 0 ? '  every plan was there from an earlier run' : `  ${saves.length} plans saved through the gateway: each p50 ${seconds(median(saves))}, max ${seconds(Math.max(...saves))}`);
  // The analytics read model, written and watched straight, as the doc comment says.
  const client = await MongoClient.connect(process.env.ANALYTICS_MONGODB_URI ?? 'mongodb://127.0.0.1:27017/analytics');
  try {
    await measure(token, companyId, places, client.db(), saves.length === 0 ? 0 : savesStarted);
  } finally {
    await client.close();
  }
}

async function measure(token: string, companyId: string, places: Place[], db: Db, savedSince: number): Promise<void> {
  const seeded = await seedWeeks(db, companyId, places);
  console.log(`  ${seeded.weeks} closed weeks and ${seeded.causes} causes written into the analytics read model`);

  const created = await call<CreatedApiToken>('POST', '/companies/current/api-tokens', token, { name: `Analytics bench ${Date.now()}` });
  try {
    // The analytics service builds its rows from the plans' events: they are awaited before anything is measured.
    const waitStarted = performance.now();
    const inModel = await benchRowsReady(db, companyId, places, savedSince);
    console.log(`  the analytics read model holds the ${inModel} bench activities (waited ${seconds(performance.now() - waitStarted)}); the company has ${await biTotal(created.secret)} in all`);

    const dashboard = places[0]!;
    const rounds: number[] = [];
    const perRead = new Map<string, number[]>();
    for (let round = 0; round <= DASHBOARD_ROUNDS; round++) {
      const started = performance.now();
      const reads = [...DASHBOARD_FIGURES.map((figure) => `/analytics/projects/${dashboard.projectId}/figures/${figure}`), `/analytics/projects/${dashboard.projectId}/members`];
      await Promise.all(
        reads.map(async (path) => {
          const at = performance.now();
          await call('GET', path, token);
          const name = path.split('/').at(-1)!;
          if (round > 0) perRead.set(name, [...(perRead.get(name) ?? []), performance.now() - at]);
        }),
      );
      // The first round warms the service's caches and connections; the rest are a user's usual open.
      if (round > 0) rounds.push(performance.now() - started);
    }
    const figures = [...perRead].map(([name, times]) => `${name} ${ms(median(times))}`).join(', ');
    console.log(`  dashboard of one project (${DASHBOARD_FIGURES.length + 1} reads at once): p50 ${ms(median(rounds))}, p95 ${ms(percentile(rounds, 95))} over ${rounds.length} opens — goal < 1 s`);
    console.log(`    each read p50: ${figures}`);

    const pull = await pullActivities(created.secret);
    const rate = Math.round(pull.rows / (pull.elapsed / 1000));
    console.log(
      pull.complete
        ? `  BI pull of all activities as CSV: ${pull.rows} rows, ${(pull.bytes / 1_048_576).toFixed(1)} MB in ${pull.pages} pages of ${PAGE}: ${seconds(pull.elapsed)} (${rate} rows/s) — goal < 10 s`
        : `  BI pull of all activities as CSV stopped after ${seconds(pull.elapsed)}: ${pull.rows} of ${pull.total} rows in ${pull.pages} pages of ${PAGE} (${rate} rows/s) — goal < 10 s`,
    );
  } finally {
    await call('DELETE', `/companies/current/api-tokens/${created.token.id}`, token).catch((error: unknown) => console.error(`bench API token not revoked: ${String(error)}`));
  }
}

runBench(main);
