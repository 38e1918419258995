import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { api, newScheduleWithCalendar, signIn, type SignedIn } from '../support/product';
import { killService, restartService, startRedis, stopRedis, waitAllUp, type ServiceName } from './product-processes';
import { writeUntilKnown, type WriteOutcome } from './resilient-writes';

/**
 * Issue 15's fault suite, against the running product: a service dies (SIGKILL) in the middle of a stream of writes
 * and is started again; Redis is stopped and started during writes. No write acknowledged is lost, no write answered as
 * refused is applied, none is applied twice, and the caller never sees a bare 500.
 */
const WRITES = 16;
const KILL_AFTER = 4;
const WRITE_DEADLINE_MS = 150_000;
/** Demo activity "HVAC ductwork, levels 5-8" of Tower A. */
const HVAC = '7e4e00070000000000000045';

let admin: SignedIn;
let calendarsSchedule: string;
const stamp = Date.now() % 1_000_000;
const figures: string[] = [];

before(async () => {
  await waitAllUp();
  admin = await signIn('admin');
  calendarsSchedule = await newScheduleWithCalendar(admin.sessionToken, HARBOR_VIEW.id, `Faults ${stamp}`);
});

after(() => {
  for (const line of figures) console.log(line);
});

interface Target {
  write: (name: string) => { method: string; path: string; body: unknown };
  /** Names as stored, one entry per stored record. */
  stored: () => Promise<string[]>;
  /** Records without a name: only their number can be compared. */
  unnamed?: true;
}

const faultsSchedule = () => `/projects/${HARBOR_VIEW.id}/schedules/${calendarsSchedule}`;

const targets: Record<'tags' | 'calendars' | 'tasks' | 'cncTypes' | 'structures' | 'loadTimes', Target> = {
  tags: {
    write: (name) => ({ method: 'POST', path: `/projects/${HARBOR_VIEW.id}/tags`, body: { name } }),
    stored: async () => (await api<{ tags: Array<{ name: string }> }>('GET', `/projects/${HARBOR_VIEW.id}/tags`, { token: admin.sessionToken })).body.tags.map((t) => t.name),
  },
  calendars: {
    write: (name) => ({
      method: 'POST',
      path: `/masterplan/projects/${HARBOR_VIEW.id}/schedules/${calendarsSchedule}/calendars`,
      body: { name, workingDays: [0, 1, 1, 1, 1, 1, 0], shifts: [{ start: '08:00', end: '17:00' }] },
    }),
    stored: async () =>
      (await api<{ calendars: Array<{ name: string }> }>('GET', `/masterplan/projects/${HARBOR_VIEW.id}/schedules/${calendarsSchedule}/calendars`, { token: admin.sessionToken })).body.calendars.map((c) => c.name),
  },
  tasks: {
    write: (name) => ({ method: 'POST', path: `/lookahead/projects/${HARBOR_VIEW.id}/schedules/${HARBOR_VIEW_TOWER.id}/tasks`, body: { activityId: HVAC, name, start: '2026-12-14T08:00', finish: '2026-12-15T17:00' } }),
    stored: async () =>
      (await api<{ tasks: Array<{ name: string }> }>('GET', `/lookahead/projects/${HARBOR_VIEW.id}/schedules/${HARBOR_VIEW_TOWER.id}/tasks?start=2026-12-14&weeks=1`, { token: admin.sessionToken })).body.tasks.map(
        (t) => t.name,
      ),
  },
  cncTypes: {
    write: (name) => ({ method: 'POST', path: `/weekly${faultsSchedule()}/cnc-types`, body: { name } }),
    stored: async () => (await api<{ types: Array<{ name: string }> }>('GET', `/weekly${faultsSchedule()}/cnc-types`, { token: admin.sessionToken })).body.types.map((t) => t.name),
  },
  structures: {
    write: (name) => ({ method: 'POST', path: `/takt${faultsSchedule()}/structures`, body: { type: 'other', name, mode: 'manual' } }),
    stored: async () => (await api<{ structures: Array<{ name: string }> }>('GET', `/takt${faultsSchedule()}/structures`, { token: admin.sessionToken })).body.structures.map((s) => s.name),
  },
  // Load times have no name: the figures' count of the fresh schedule is compared with the acknowledged writes.
  loadTimes: {
    unnamed: true,
    write: (name) => ({ method: 'POST', path: `${faultsSchedule()}/load-times`, body: { event: 'lookahead_load_time_tracked', ms: Number(name.split('#')[1]) + 1 } }),
    stored: async () => {
      const figures = await api<{ weeks: Array<{ count: number }> }>('GET', `/analytics/projects/${HARBOR_VIEW.id}/figures/load-times?scheduleIds=${calendarsSchedule}`, { token: admin.sessionToken });
      return Array.from({ length: figures.body.weeks.reduce((sum, week) => sum + week.count, 0) }, () => '');
    },
  },
};

/** Writes one after another; after the `KILL_AFTER`th has started, `disrupt` runs beside them. */
async function writesThrough(target: Target, prefix: string, disrupt: () => Promise<void>): Promise<Array<{ name: string; outcome: WriteOutcome & { serverErrors: number } }>> {
  const deadline = Date.now() + WRITE_DEADLINE_MS;
  const results: Array<{ name: string; outcome: WriteOutcome & { serverErrors: number } }> = [];
  let disruption: Promise<void> | undefined;
  for (let i = 0; i < WRITES; i += 1) {
    if (i === KILL_AFTER) disruption = disrupt();
    const name = `${prefix} ${stamp} #${i}`;
    const { method, path, body } = target.write(name);
    results.push({ name, outcome: await writeUntilKnown(method, path, admin.sessionToken, body, deadline) });
  }
  await disruption;
  return results;
}

async function assertKept(target: Target, results: Array<{ name: string; outcome: WriteOutcome & { serverErrors: number } }>, label: string, recoverySeconds: number): Promise<void> {
  const stored = await target.stored();
  const applied = results.filter((r) => r.outcome.kind === 'applied');
  const refused = results.filter((r) => r.outcome.kind === 'refused');
  const unresolved = results.filter((r) => r.outcome.kind === 'unresolved');
  figures.push(`${label}: ${applied.length} applied, ${refused.length} refused (${[...new Set(refused.map((r) => (r.outcome as { code: string }).code))].join(', ') || 'none'}), ${unresolved.length} unresolved; recovered in ${recoverySeconds.toFixed(1)} s`);
  assert.equal(unresolved.length, 0, `${label}: every write learns its outcome`);
  assert.equal(results.reduce((sum, r) => sum + r.outcome.serverErrors, 0), 0, `${label}: no 500 on the way`);
  if (target.unnamed === true) {
    // Unnamed records (load times): as many stored as acknowledged, none for the refused ones.
    assert.equal(stored.length, applied.length, `${label}: every acknowledged write is stored once, no refused one`);
  } else {
    for (const { name } of applied) assert.equal(stored.filter((s) => s === name).length, 1, `${label}: "${name}" was acknowledged and is stored once`);
    for (const { name, outcome } of refused) assert.equal(stored.filter((s) => s === name).length, 0, `${label}: "${name}" was refused (${JSON.stringify(outcome)}) and is not stored`);
  }
  assert.ok(applied.length >= WRITES - 2, `${label}: the writes after recovery are applied`);
}

const restarts: Array<[ServiceName, keyof typeof targets]> = [
  ['projects', 'tags'],
  ['masterplan', 'calendars'],
  ['lookahead', 'tasks'],
  ['weekly', 'cncTypes'],
  ['takt', 'structures'],
  ['analytics', 'loadTimes'],
  ['gateway', 'tags'],
];

for (const [service, targetName] of restarts) {
  test(`the ${service} service killed during writes: nothing acknowledged is lost, nothing refused or twice applied`, async () => {
    const target = targets[targetName];
    let recovery = 0;
    const results = await writesThrough(target, `fault ${service}`, async () => {
      killService(service);
      const killedAt = Date.now();
      await new Promise((done) => setTimeout(done, 1_000));
      restartService(service);
      await waitAllUp();
      recovery = (Date.now() - killedAt) / 1000;
    });
    await assertKept(target, results, `${service} killed`, recovery);
  });
}

test('Redis stopped during writes: writes and session checks answer 503 with Retry-After, then work again with the same session', async () => {
  const target = targets.tags;
  let during: { status: number; retryAfter: string | null; code?: string } | undefined;
  let recovery = 0;
  const results = await writesThrough(target, 'fault redis', async () => {
    stopRedis();
    const stoppedAt = Date.now();
    const response = await fetch(`${process.env.TENON_URL ?? 'http://127.0.0.1:8080'}/api/v1/projects/${HARBOR_VIEW.id}/tags`, { headers: { authorization: `Bearer ${admin.sessionToken}` } });
    during = { status: response.status, retryAfter: response.headers.get('retry-after'), code: ((await response.json()) as { error?: { code?: string } }).error?.code };
    startRedis();
    await waitAllUp();
    recovery = (Date.now() - stoppedAt) / 1000;
  });
  assert.deepEqual([during?.status, during?.code], [503, 'SERVICE_UNAVAILABLE'], JSON.stringify(during));
  assert.ok(during?.retryAfter !== null, 'a 503 says when to retry');
  await assertKept(target, results, 'redis stopped', recovery);
  const after = await api('GET', `/projects/${HARBOR_VIEW.id}/tags`, { token: admin.sessionToken });
  assert.equal(after.status, 200, 'the session opened before the restart still works');
});

test('clean-up: the tasks the suite wrote are deleted', async () => {
  const listed = await api<{ tasks: Array<{ id: string; name: string }> }>('GET', `/lookahead/projects/${HARBOR_VIEW.id}/schedules/${HARBOR_VIEW_TOWER.id}/tasks?start=2026-12-14&weeks=1`, {
    token: admin.sessionToken,
  });
  for (const task of listed.body.tasks.filter((t) => t.name.startsWith(`fault lookahead ${stamp}`))) {
    const removed = await api('DELETE', `/lookahead/projects/${HARBOR_VIEW.id}/schedules/${HARBOR_VIEW_TOWER.id}/tasks/${task.id}`, { token: admin.sessionToken });
    assert.equal(removed.status, 200);
  }
});
