import { randomBytes } from 'node:crypto';
import { chromium, type Page } from 'playwright-core';
import { planActivityDefaults } from '@tenon/contracts';
import { benchSchedule } from './bench-schedule';
import { adminSession, BASE, call, DEMO_PASSWORD } from '../support/product-api';

/**
 * The Gantt editor of the running product (`npm start`) on a 10,000-activity schedule: saving it, saving 500 changed
 * activities, opening it from the database to an editable chart, and an edit repainted after its keystroke.
 * Goals (issue: Gantt editor): open < 1.5 s, save of 500 changes < 1 s, edit repainted < 50 ms.
 */
const SIZE = Number(process.env.BENCH_ACTIVITIES ?? 10_000);
const MINUTES_PER_DAY = 480;
const LINK_TYPES = { '0': 'FS', '1': 'SS', '2': 'FF', '3': 'SF' } as const;

const objectId = () => randomBytes(12).toString('hex');
const planDate = (benchDate: string) => benchDate.replace(' ', 'T');

/** The bench schedule as the plan the editor saves: ids, IDs, outline, durations in working minutes, links. */
function planOf(size: number) {
  const { tasks, links } = benchSchedule(size);
  const ids = new Map(tasks.map((task) => [task.id, objectId()]));
  const order = new Map<number, number>();
  const activities = tasks.map((task, index) => {
    const siblings = order.get(task.parent) ?? 0;
    order.set(task.parent, siblings + 1);
    const days = Math.max(0, Math.round((Date.parse(`${task.end_date}Z`) - Date.parse(`${task.start_date}Z`)) / 86_400_000));
    return {
      id: ids.get(task.id)!,
      correlativeId: index + 1,
      name: task.text,
      kind: task.type === 'project' ? 'summary' : task.type,
      parentId: task.parent === 0 ? null : ids.get(task.parent)!,
      order: siblings,
      duration: task.type === 'milestone' ? 0 : Math.max(1, days) * MINUTES_PER_DAY,
      start: planDate(task.start_date),
      finish: planDate(task.end_date),
      ...planActivityDefaults(),
    };
  });
  const planLinks = links.map((link) => ({ id: objectId(), predecessorId: ids.get(link.source)!, successorId: ids.get(link.target)!, type: LINK_TYPES[link.type], lag: link.lag * MINUTES_PER_DAY }));
  return { activities, links: planLinks };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function signInPage(page: Page): Promise<void> {
  await page.goto(`${BASE}/login`);
  await page.getByTestId('login-email').fill('admin@tenon.demo');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/masterplan', { timeout: 30_000 });
}

async function main(): Promise<void> {
  const token = await adminSession();
  const { projects } = await call<{ projects: Array<{ id: string; name: string }> }>('GET', '/projects', token);
  const project = projects.find((p) => p.name === 'Harbor View Apartments') ?? projects[0]!;
  const { schedule } = await call<{ schedule: { id: string } }>('POST', `/projects/${project.id}/schedules`, token, { name: `Bench ${SIZE} ${Date.now()}` });
  const planPath = `/masterplan/projects/${project.id}/schedules/${schedule.id}/plan`;
  // The Gantt sends a schedule without calendars to its calendars page.
  await call('POST', `/masterplan/projects/${project.id}/schedules/${schedule.id}/calendars`, token, {
    name: 'Standard',
    workingDays: [0, 1, 1, 1, 1, 1, 0],
    shifts: [
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ],
  });
  const plan = planOf(SIZE);
  console.log(`Gantt editor on the running product: ${plan.activities.length} activities, ${plan.links.length} links (schedule ${schedule.id})`);

  try {
    let started = performance.now();
    const first = await call<{ version: number }>('PUT', planPath, token, { projectId: project.id, scheduleId: schedule.id, baseVersion: 0, activities: { upsert: plan.activities, delete: [] }, links: { upsert: plan.links, delete: [] } });
    console.log(`  first save of the whole plan: ${Math.round(performance.now() - started)} ms`);

    const saves: number[] = [];
    let version = first.version;
    const tasks = plan.activities.filter((a) => a.kind === 'task');
    for (let round = 0; round < 3; round++) {
      const changed = tasks.slice(round * 500, round * 500 + 500).map((a) => ({ ...a, duration: a.duration + MINUTES_PER_DAY }));
      started = performance.now();
      version = (await call<{ version: number }>('PUT', planPath, token, { projectId: project.id, scheduleId: schedule.id, baseVersion: version, activities: { upsert: changed, delete: [] }, links: { upsert: [], delete: [] } })).version;
      saves.push(performance.now() - started);
    }
    console.log(`  save of 500 changed activities: median ${Math.round(median(saves))} ms (${saves.map(Math.round).join(', ')}) — goal < 1000 ms`);

    for (const [label, path] of [['plan', planPath], ['critical path', planPath.replace(/\/plan$/, '/critical-path')]] as const) {
      const reads: number[] = [];
      for (let round = 0; round < 3; round++) {
        started = performance.now();
        await call('GET', path, token);
        reads.push(performance.now() - started);
      }
      console.log(`  read of the ${label} through the gateway: median ${Math.round(median(reads))} ms (${reads.map(Math.round).join(', ')})`);
    }

    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await signInPage(page);
      await page.evaluate(([projectId]) => {
        const selection = JSON.parse(localStorage.getItem('tenon.selection') ?? '{}') as Record<string, unknown>;
        localStorage.setItem('tenon.selection', JSON.stringify({ ...selection, projectId }));
      }, [project.id]);
      const opens: number[] = [];
      for (let round = 0; round < 3; round++) {
        started = performance.now();
        await page.goto(`${BASE}/gantt/${schedule.id}/ganttchart`);
        await page.locator('[data-testid="gantt-editor"] [data-testid^="bar-"]').first().waitFor({ timeout: 60_000 });
        await page.locator('[data-testid="gantt-finish"]').waitFor({ timeout: 60_000 });
        opens.push(performance.now() - started);
      }
      console.log(`  open from the database to an editable chart: median ${Math.round(median(opens))} ms (${opens.map(Math.round).join(', ')}) — goal < 1500 ms`);

      // An edit: the duration of an early activity typed and entered; timed until its successor's start repaints.
      const link = plan.links.find((l) => plan.activities.findIndex((a) => a.id === l.successorId) < 25 && l.type === 'FS')!;
      const predecessor = plan.activities.find((a) => a.id === link.predecessorId)!;
      const successor = plan.activities.find((a) => a.id === link.successorId)!;
      const edits: number[] = [];
      for (let round = 0; round < 3; round++) {
        await page.getByTestId(`cell-duration-${predecessor.correlativeId}`).dblclick();
        const input = page.getByTestId('edit-duration');
        await input.fill(String(20 + round * 5));
        const elapsed = await page.evaluate(
          ([successorId]) =>
            new Promise<number>((resolve) => {
              const cell = document.querySelector(`[data-testid="cell-start-${successorId}"]`)!;
              const before = cell.textContent;
              const input = document.querySelector('[data-testid="edit-duration"]') as HTMLInputElement;
              const pressed = performance.now();
              const observer = new MutationObserver(() => {
                const current = document.querySelector(`[data-testid="cell-start-${successorId}"]`);
                if (current !== null && current.textContent !== before) {
                  observer.disconnect();
                  requestAnimationFrame(() => resolve(performance.now() - pressed));
                }
              });
              observer.observe(document.querySelector('[data-testid="gantt-editor"]')!, { subtree: true, childList: true, characterData: true });
              input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
            }),
          [successor.correlativeId],
        );
        edits.push(elapsed);
      }
      console.log(`  edit repainted after the keystroke (duration of ID ${predecessor.correlativeId}, its successor ${successor.correlativeId} moves): median ${Math.round(median(edits))} ms (${edits.map(Math.round).join(', ')}) — goal < 50 ms`);
    } finally {
      await browser.close();
    }
  } finally {
    await call('DELETE', `/projects/${project.id}/schedules/${schedule.id}`, token).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
