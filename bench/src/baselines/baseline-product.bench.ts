import { randomBytes } from 'node:crypto';

/**
 * Saving a baseline of a 10,000-activity schedule on the running product (`npm start`), through the gateway.
 * Goal (issue: Master plan in depth, baselines): < 1 s.
 */
const BASE = process.env.TENON_URL ?? 'http://127.0.0.1:8080';
const PASSWORD = 'Tenon-demo-2026';
const SIZE = Number(process.env.BENCH_ACTIVITIES ?? 10_000);

async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

const objectId = () => randomBytes(12).toString('hex');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One working day per activity, day after day: the baseline copies dates, so the network does not matter here. */
function activities(size: number) {
  const first = Date.UTC(2027, 0, 4);
  return Array.from({ length: size }, (_, index) => {
    const day = new Date(first + index * 86_400_000).toISOString().slice(0, 10);
    return {
      id: objectId(), correlativeId: index + 1, name: `Activity ${index + 1}`, kind: 'task', parentId: null, order: index, duration: 480,
      start: `${day}T08:00`, finish: `${day}T17:00`, constraintType: 'asap', constraintDate: null, calendarId: null, progress: index % 3 === 0 ? 100 : 0,
      priority: 'normal', description: '', subcontractId: null, tags: [], responsibleIds: [],
    };
  });
}

async function main(): Promise<void> {
  const login = await call<{ token: string; companies: Array<{ id: string }> }>('POST', '/auth/login', null, { email: 'admin@tenon.demo', password: PASSWORD });
  const token = (await call<{ sessionToken: string }>('POST', '/auth/sessions', login.token, { companyId: login.companies[0]!.id })).sessionToken;
  const { projects } = await call<{ projects: Array<{ id: string; name: string }> }>('GET', '/projects', token);
  const project = projects.find((p) => p.name === 'Harbor View Apartments') ?? projects[0]!;
  const { schedule } = await call<{ schedule: { id: string } }>('POST', `/projects/${project.id}/schedules`, token, { name: `Baseline bench ${SIZE} ${Date.now()}` });
  const schedulePath = `/masterplan/projects/${project.id}/schedules/${schedule.id}`;
  await call('PUT', `${schedulePath}/plan`, token, { projectId: project.id, scheduleId: schedule.id, baseVersion: 0, activities: { upsert: activities(SIZE), delete: [] }, links: { upsert: [], delete: [] } });
  console.log(`Baselines on the running product: ${SIZE} activities (schedule ${schedule.id})`);
  for (const saveOption of [1, 2, 3] as const) {
    const times: number[] = [];
    for (let round = 0; round < 3; round++) {
      const started = performance.now();
      const saved = await call<{ pointCount: number }>('POST', `${schedulePath}/baselines`, token, { name: `Option ${saveOption} #${round + 1}`, saveOption });
      times.push(performance.now() - started);
      if (saved.pointCount !== SIZE) throw new Error(`option ${saveOption} kept ${saved.pointCount} points`);
    }
    console.log(`  save a baseline (option ${saveOption}): median ${Math.round(median(times))} ms (${times.map(Math.round).join(', ')}) — goal < 1000 ms`);
  }
  const { baselines } = await call<{ baselines: Array<{ id: string; active: boolean }> }>('GET', `${schedulePath}/baselines`, token);
  const reads: number[] = [];
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    await call('GET', `${schedulePath}/baselines/${baselines.find((b) => b.active)!.id}`, token);
    reads.push(performance.now() - started);
  }
  console.log(`  read the active baseline's points: median ${Math.round(median(reads))} ms (${reads.map(Math.round).join(', ')})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
