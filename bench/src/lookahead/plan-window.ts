import { request } from 'node:http';
import { MongoClient } from 'mongodb';
import { chromium, type Page } from 'playwright-core';
import { benchPlan } from '../gantt/bench-plan';
import { adminCompanySession, BASE, call, scratchSchedule, signInPageAsAdmin } from '../support/product-api';
import { timeColdOpens, timeInAppNavigations, timeNavigations } from '../support/navigation';
import { waitForQuietMachine } from '../support/quiet-machine';
import { median, percentile, runBench } from '../support/stats';

/**
 * The lookahead plan of the running product (`npm start`) on a 10,000-activity master plan with 2,000 tasks in a
 * 6-week window: the window read through the gateway, and in headless Chromium the plan opened to an interactive
 * table, a filter and a regroup repainted. Goals (issue 11): navigation < 0.5 s, filter or regroup < 50 ms.
 * The figures are printed, not asserted.
 */
const SIZE = Number(process.env.BENCH_ACTIVITIES ?? 10_000);
const TASKS = Number(process.env.BENCH_TASKS ?? 2_000);
const WEEKS = 6;
/** The bench schedule starts on Monday 2027-03-01. */
const WINDOW_START = '2027-03-01';
const WINDOW_END = '2027-04-11';
const READS = Number(process.env.BENCH_READS ?? 20);
const SEED_SECONDS = Number(process.env.BENCH_SEED_SECONDS ?? 90);
const READY_SECONDS = Number(process.env.BENCH_READY_SECONDS ?? 300);
const API_TASKS = Number(process.env.BENCH_API_TASKS ?? 10);
const LEAN = ['Debit', 'Can', 'Will', 'Committed'] as const;
const PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'] as const;

const ms = (value: number) => `${Math.round(value)} ms`;
const kB = (bytes: number) => `${Math.round(bytes / 1000).toLocaleString('en')} kB`;
/** A planner's office link: 20 Mbit/s each way, 40 ms round trip. */
const OFFICE_LINK = { latencyMs: 40, megabitsPerSecond: 20 };

/**
 * Watches the plan table: the time from the next click (captured before any handler) to the frame after the table's
 * DOM changes, read back by `lastRepaint`.
 */
async function watchRepaints(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = { clickAt: 0, paintedAt: 0 };
    (window as unknown as { __bench: typeof state }).__bench = state;
    document.addEventListener('click', () => Object.assign(state, { clickAt: performance.now(), paintedAt: 0 }), true);
    const table = document.querySelector('[data-testid="plan-table"]')!;
    new MutationObserver(() => {
      if (state.clickAt === 0 || state.paintedAt !== 0) return;
      state.paintedAt = -1;
      requestAnimationFrame(() => (state.paintedAt = performance.now()));
    }).observe(table, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}
async function lastRepaint(page: Page): Promise<number> {
  await page.waitForFunction(() => ((window as unknown as { __bench: { paintedAt: number } }).__bench.paintedAt ?? 0) > 0, undefined, { timeout: 10_000 });
  return page.evaluate(() => {
    const state = (window as unknown as { __bench: { clickAt: number; paintedAt: number } }).__bench;
    return state.paintedAt - state.clickAt;
  });
}
const LOOKAHEAD_DB = process.env.LOOKAHEAD_MONGODB_URI ?? 'mongodb://127.0.0.1:27017/lookahead';

async function chooseOption(page: Page, select: string, option: string): Promise<number> {
  await page.getByTestId(select).click();
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first();
  await item.waitFor();
  await item.click();
  const elapsed = await lastRepaint(page);
  await page.keyboard.press('Escape');
  return elapsed;
}

async function main(): Promise<void> {
  const { token, companyId } = await adminCompanySession();
  const scratch = await scratchSchedule(token, `Lookahead bench ${SIZE}`);
  const project = { id: scratch.projectId };
  const schedule = { id: scratch.scheduleId };
  const place = `/projects/${project.id}/schedules/${schedule.id}`;
  const stamp = Date.now() % 100_000;
  try {
    await call('POST', `/masterplan${place}/calendars`, token, {
      name: 'Standard',
      workingDays: [0, 1, 1, 1, 1, 1, 0],
      shifts: [
        { start: '08:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ],
    });
    const plan = benchPlan(SIZE);
    await call('PUT', `/masterplan${place}/plan`, token, { projectId: project.id, scheduleId: schedule.id, baseVersion: 0, activities: { upsert: plan.activities, delete: [] }, links: { upsert: plan.links, delete: [] } });
    const inWindow = plan.activities.filter((a) => a.kind === 'task' && a.start.slice(0, 10) <= WINDOW_END && a.finish.slice(0, 10) >= WINDOW_START);
    const { members } = await call<{ members: Array<{ userId: string }> }>('GET', `/masterplan/projects/${project.id}/members`, token);
    const subcontracts: string[] = [];
    for (const trade of ['Concrete', 'Steel', 'MEP', 'Finishes']) {
      subcontracts.push((await call<{ subcontract: { id: string } }>('POST', `/projects/${project.id}/subcontracts`, token, { name: `${trade} bench ${stamp}` })).subcontract.id);
    }
    console.log(`Lookahead plan on the running product: ${plan.activities.length} activities, ${inWindow.length} working activities in the ${WEEKS}-week window from ${WINDOW_START} (schedule ${schedule.id})`);

    const tasksPath = `/lookahead${place}/tasks`;
    const windowPath = `${tasksPath}?start=${WINDOW_START}&weeks=${WEEKS}`;
    // The lookahead learns the new plan from the masterplan's events (or rebuilds it on a first read): asked until it
    // answers with the window's activities.
    let started = performance.now();
    const readyBy = Date.now() + READY_SECONDS * 1000;
    for (;;) {
      const answer = await call<{ activities: unknown[] }>('GET', windowPath, token).catch((error: Error) => {
        if (Date.now() > readyBy) throw error;
        return null;
      });
      if (answer !== null && answer.activities.length >= inWindow.length) break;
      await new Promise((done) => setTimeout(done, 1_000));
    }
    console.log(`  the lookahead holds the plan's window ${ms(performance.now() - started)} after the master plan's save`);
    // Tasks added through the gateway as a planner adds them, timed; on this machine a create on a 10,000-activity
    // schedule takes seconds, so after the first API_TASKS (or SEED_SECONDS) the rest go straight into the lookahead's
    // tasks collection, in the shape the service writes, so that the window and the screen are measured at full size.
    const taskOf = (i: number) => {
      const activity = inWindow[i % inWindow.length]!;
      return {
        activityId: activity.id,
        name: `Task ${i + 1} of ${activity.name}`,
        start: activity.start,
        finish: activity.finish,
        leanStatus: LEAN[i % LEAN.length]!,
        priority: PRIORITIES[i % PRIORITIES.length]!,
        subcontractId: subcontracts[i % subcontracts.length]!,
        responsibleIds: [members[i % members.length]!.userId],
        tags: [`Zone ${(i % 6) + 1}`],
      };
    };
    started = performance.now();
    const seedUntil = Date.now() + SEED_SECONDS * 1000;
    const creates: number[] = [];
    let refused = 0;
    for (let i = 0; i < Math.min(API_TASKS, TASKS) && Date.now() < seedUntil; i++) {
      const at = performance.now();
      await call('POST', tasksPath, token, taskOf(i)).then(
        () => creates.push(performance.now() - at),
        () => (refused += 1),
      );
    }
    console.log(`  ${creates.length} tasks created through the gateway: each p50 ${ms(median(creates))}, p95 ${ms(percentile(creates, 95))}${refused > 0 ? `; ${refused} timed out` : ''}`);
    const rest = Array.from({ length: TASKS - creates.length - refused }, (_, k) => taskOf(creates.length + refused + k));
    if (rest.length > 0) {
      const client = await MongoClient.connect(LOOKAHEAD_DB);
      try {
        const now = new Date();
        await client
          .db()
          .collection('tasks')
          .insertMany(
            rest.map((task) => ({
              ...task,
              companyId,
              scheduleId: schedule.id,
              parentId: null,
              duration: 5,
              progress: 0,
              leanStatusBeforeRestriction: null,
              status: 'Waiting',
              commitmentPercent: 0,
              description: '',
              version: 1,
              createdBy: null,
              updatedBy: null,
              createdAt: now,
              updatedAt: now,
            })),
          );
        // Written behind the service's back: its kept copy of the schedule's tasks is dropped, as any outside write must.
        await client.db().collection('task_stamps').deleteOne({ _id: `${companyId}:${schedule.id}` as never });
      } finally {
        await client.close();
      }
      console.log(`  ${rest.length} more tasks written straight into the lookahead's database`);
    }

    const reads: number[] = [];
    let shown = { activities: 0, tasks: 0 };
    for (let round = 0; round < READS; round++) {
      started = performance.now();
      const reply = await call<{ activities: unknown[]; tasks: unknown[] }>('GET', windowPath, token);
      reads.push(performance.now() - started);
      shown = { activities: reply.activities.length, tasks: reply.tasks.length };
    }
    console.log(`  window read through the gateway (${shown.activities} activities, ${shown.tasks} tasks): p50 ${ms(median(reads))}, p95 ${ms(percentile(reads, 95))} over ${READS} reads`);
    const revalidated = await timeRevalidations(windowPath, token);
    console.log(`  the same read revalidated as a browser holding it asks (If-None-Match, answered 304): p50 ${ms(median(revalidated))}, p95 ${ms(percentile(revalidated, 95))} over ${READS} reads`);
    const wire = await wireSizes(windowPath, token);
    console.log(`  the window read on the wire: ${kB(wire.sent)} as ${wire.encoding} for ${kB(wire.json)} of JSON`);

    const settled = await waitForQuietMachine();
    console.log(`  the services finished with the plan's save ${settled.quiet ? `${ms(settled.waitedMs)} later` : `not within ${ms(settled.waitedMs)} (timed anyway)`}`);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await signInPageAsAdmin(page);
      // From the start of each navigation: when the table shows task rows under a usable find bar.
      const opens = await timeNavigations(
        page,
        `${BASE}/lookahead/planification/${project.id}/${schedule.id}?start=${WINDOW_START}&weeks=${WEEKS}`,
        ['[data-testid="plan-table"] [data-row-kind="task"]', '[data-testid="find-lean-status"]'],
        'lookahead-bench-failed.png',
        // Seven timed opens after the one that fills the cache: on this noisy machine three gave medians 200 ms apart.
        8,
      );
      console.log(`  navigation to an interactive plan (table rows and find bar): median ${ms(median(opens))} (${opens.map(Math.round).join(', ')}) — goal < 500 ms`);
      // The same plan reached from another module inside the app (the side menu's way): the shell is already up.
      const inApp = await timeInAppNavigations(
        page,
        `${BASE}/weeklyplan/commintments`,
        `/lookahead/planification/${project.id}/${schedule.id}?start=${WINDOW_START}&weeks=${WEEKS}`,
        ['[data-testid="plan-table"] [data-row-kind="task"]', '[data-testid="find-lean-status"]'],
      );
      console.log(`  navigation inside the app, from the weekly plan to the interactive plan: median ${ms(median(inApp))} (${inApp.map(Math.round).join(', ')}) — goal < 500 ms`);
      // A first visit, nothing cached, over a real link rather than the machine's loopback: what the bytes cost.
      const cold = await timeColdOpens(
        browser,
        signInPageAsAdmin,
        `${BASE}/lookahead/planification/${project.id}/${schedule.id}?start=${WINDOW_START}&weeks=${WEEKS}`,
        ['[data-testid="plan-table"] [data-row-kind="task"]', '[data-testid="find-lean-status"]'],
        OFFICE_LINK,
      );
      console.log(
        `  first open, nothing cached, over a ${OFFICE_LINK.megabitsPerSecond} Mbit/s link with ${OFFICE_LINK.latencyMs} ms round trips: median ${ms(median(cold.opens))} (${cold.opens.map(Math.round).join(', ')}), ${kB(cold.bytes)} over the link`,
      );

      await watchRepaints(page);
      const filters: number[] = [];
      const regroups: number[] = [];
      for (const status of ['Can', 'Will', 'Committed']) filters.push(await chooseOption(page, 'find-lean-status', status));
      for (const group of ['Subcontract', 'Responsible', 'Lean status', 'No group']) regroups.push(await chooseOption(page, 'find-group', group));
      console.log(`  filter by lean status, click to repaint: median ${ms(median(filters))} (${filters.map(Math.round).join(', ')}) — goal < 50 ms`);
      console.log(`  regroup, click to repaint: median ${ms(median(regroups))} (${regroups.map(Math.round).join(', ')}) — goal < 50 ms`);
      const live = await timeLiveRenames(page, windowPath, token);
      console.log(`  a task renamed by another user, from the write sent to the new name in this open plan: p50 ${ms(median(live))}, p95 ${ms(percentile(live, 95))} over ${live.length} renames — goal < 1,000 ms at p95`);
    } finally {
      await browser.close();
    }
  } finally {
    // BENCH_KEEP=1 leaves the schedule for a closer look.
    if (process.env.BENCH_KEEP !== '1') {
      await call('DELETE', `/projects/${project.id}/schedules/${schedule.id}`, token).catch(() => undefined);
      // The lookahead keeps a deleted schedule's tasks (it does not hear of the deletion); left behind, each run's 2,000
      // made the next runs' reads slower, as FerretDB scans the collection for a filter on the schedule.
      await removeLookaheadTasks(schedule.id).catch((error: Error) => console.warn(`  the bench's tasks were not removed: ${error.message}`));
    }
  }
}

/** The window read asked with the etag of its last answer, as the browser's cache asks it; each must be a 304. */
async function timeRevalidations(path: string, token: string): Promise<number[]> {
  const url = `${BASE}/api/v1${path}`;
  const first = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await first.arrayBuffer();
  const etag = first.headers.get('etag');
  if (etag === null) throw new Error('the window read answered without an etag');
  const times: number[] = [];
  for (let round = 0; round < READS; round++) {
    const started = performance.now();
    const answer = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'if-none-match': etag } });
    await answer.arrayBuffer();
    times.push(performance.now() - started);
    if (answer.status !== 304) throw new Error(`a revalidated window read answered ${answer.status}, not 304`);
  }
  return times;
}

const LIVE_RENAMES = Number(process.env.BENCH_LIVE_RENAMES ?? 20);

/**
 * Another user renames the first task the open plan shows, through the API, `LIVE_RENAMES` times: each time from the
 * write being sent until the plan's table shows the new name, with no reload (the change arrives on the realtime
 * socket and the plan reads its window again).
 */
async function timeLiveRenames(page: Page, windowPath: string, token: string): Promise<number[]> {
  const times: number[] = [];
  const firstTaskName = () => page.locator('[data-testid="plan-table"] tr[data-row-kind="task"] td').first().innerText();
  let name = (await firstTaskName()).trim();
  const { tasks } = await call<{ tasks: Array<{ id: string; name: string; version: number }> }>('GET', windowPath, token);
  const task = tasks.find((candidate) => candidate.name === name);
  if (task === undefined) throw new Error(`the plan's first task "${name}" is not in the window read`);
  let version = task.version;
  const tasksPath = windowPath.slice(0, windowPath.indexOf('?'));
  for (let round = 0; round < LIVE_RENAMES; round++) {
    const renamed = `${name.replace(/ · renamed \d+$/, '')} · renamed ${round + 1}`;
    const started = performance.now();
    const shown = page.waitForFunction((text) => document.querySelector('[data-testid="plan-table"]')?.textContent?.includes(text) === true, renamed, { timeout: 10_000, polling: 'raf' });
    const reply = await call<{ version: number }>('PATCH', `${tasksPath}/${task.id}`, token, { version, name: renamed });
    await shown;
    times.push(performance.now() - started);
    version = reply.version;
    name = renamed;
    // Each rename is a new change: the last one's reread has settled.
    await page.waitForLoadState('networkidle');
  }
  return times;
}

/** The window read as a browser asks for it (brotli or gzip accepted): the bytes sent, their encoding, the JSON's size. */
function wireSizes(path: string, token: string): Promise<{ sent: number; encoding: string; json: number }> {
  const url = new URL(`${BASE}/api/v1${path}`);
  const ask = (acceptEncoding: string) =>
    new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
      request({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding } }, (answer) => {
        let bytes = 0;
        answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
        answer.on('end', () => resolve({ bytes, encoding: String(answer.headers['content-encoding'] ?? 'identity') }));
      })
        .on('error', reject)
        .end();
    });
  return Promise.all([ask('br, gzip'), ask('identity')]).then(([sent, json]) => ({ sent: sent.bytes, encoding: sent.encoding, json: json.bytes }));
}

async function removeLookaheadTasks(scheduleId: string): Promise<void> {
  const client = await MongoClient.connect(LOOKAHEAD_DB);
  try {
    await client.db().collection('tasks').deleteMany({ scheduleId });
  } finally {
    await client.close();
  }
}

runBench(main);
