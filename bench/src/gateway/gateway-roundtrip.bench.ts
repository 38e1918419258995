/**
 * Authenticated reads through gateway → Kafka → service(s) → database at a fixed arrival rate (open loop),
 * one route after the other, with latency percentiles per route and the machine's load average around each run.
 * Needs the product running. Usage: node bench/dist/gateway/gateway-roundtrip.bench.js [rps] [seconds] [routes]
 * where routes is a comma list of: schedules (one service hop), projects (projects asks masterplan: two hops),
 * me (answered by the gateway itself: its own per-request work, no Kafka). Default: schedules,projects.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { KeepAliveClient } from './keep-alive-client';
import { percentile, runOpenLoop, type RunFigures } from './open-loop-run';

const baseUrl = new URL(process.env.TENON_URL ?? 'http://127.0.0.1:8080');
const rate = Number(process.argv[2] ?? 200);
const seconds = Number(process.argv[3] ?? 30);
const routeNames = (process.argv[4] ?? 'schedules,projects').split(',');
const WARM_UP_REQUESTS = 200;
const GOAL_P99_MS = 50;

const client = new KeepAliveClient(baseUrl);

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const answer = await client.request(
    'POST',
    path,
    { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    JSON.stringify(body),
  );
  if (answer.status >= 300) throw new Error(`${path} answered ${answer.status}: ${answer.body}`);
  return JSON.parse(answer.body) as T;
}

async function openSession(): Promise<string> {
  const login = await post<{ token: string; companies: { id: string }[] }>('/api/v1/auth/login', {
    email: process.env.TENON_BENCH_EMAIL ?? 'admin@tenon.demo',
    password: process.env.TENON_BENCH_PASSWORD ?? 'Tenon-demo-2026',
  });
  const company = login.companies[0];
  if (company === undefined) throw new Error('the demo admin has no company');
  return (await post<{ sessionToken: string }>('/api/v1/auth/sessions', { companyId: company.id }, login.token)).sessionToken;
}

async function routePaths(token: string): Promise<Record<string, { path: string; hops: string }>> {
  const answer = await client.request('GET', '/api/v1/projects', { authorization: `Bearer ${token}` });
  if (answer.status !== 200) throw new Error(`GET /api/v1/projects answered ${answer.status}: ${answer.body}`);
  const project = (JSON.parse(answer.body) as { projects: { id: string }[] }).projects[0];
  if (project === undefined) throw new Error('the demo company has no project');
  return {
    schedules: { path: `/api/v1/projects/${project.id}/schedules`, hops: 'gateway → projects' },
    projects: { path: '/api/v1/projects', hops: 'gateway → projects → masterplan' },
    me: { path: '/api/v1/auth/me', hops: 'gateway only (Redis, no Kafka)' },
  };
}

const fmt = (n: number): string => n.toFixed(1).padStart(8);
const load = (figures: readonly number[]): string => figures.map((n) => n.toFixed(2)).join(' ');

function report(route: string, path: string, hops: string, figures: RunFigures): void {
  const sorted = figures.latenciesMs;
  const failures = [...figures.failuresByStatus].map(([reason, count]) => `${reason}×${count}`).join(', ') || 'none';
  const p99 = percentile(sorted, 99);
  console.log(`\n[${route}] GET ${path.replace(/[0-9a-f-]{36}|[0-9a-f]{24}/g, ':projectId')} (${hops}), target ${rate} req/s for ${seconds} s`);
  console.log(`  requests ${figures.sent}, ok ${figures.ok}, failed ${figures.sent - figures.ok} (${failures}), achieved ${figures.achievedPerSecond.toFixed(1)} req/s`);
  console.log(`  latency ms   p50${fmt(percentile(sorted, 50))}   p95${fmt(percentile(sorted, 95))}   p99${fmt(p99)}   max${fmt(sorted.at(-1) ?? NaN)}`);
  console.log(`  in flight at most ${figures.maxInFlight}, sockets open ${client.openSockets}; load average 1/5/15 min at start ${load(figures.loadAtStart)}, at end ${load(figures.loadAtEnd)}`);
  console.log(`  goal p99 < ${GOAL_P99_MS} ms: ${p99 < GOAL_P99_MS ? 'met' : 'NOT met'}`);
}

async function main(): Promise<void> {
  const token = await openSession();
  const paths = await routePaths(token);
  for (const [index, route] of routeNames.entries()) {
    const target = paths[route];
    if (target === undefined) throw new Error(`unknown route ${route}; known: ${Object.keys(paths).join(', ')}`);
    const read = async (): Promise<number> => (await client.request('GET', target.path, { authorization: `Bearer ${token}` })).status;
    // Warm-up: JIT, connection pools, consumer fetch loops; then let the queues empty.
    for (let i = 0; i < WARM_UP_REQUESTS; i += 10) await Promise.all(Array.from({ length: 10 }, read));
    await sleep(index === 0 ? 1000 : 3000);
    report(route, target.path, target.hops, await runOpenLoop(rate, seconds, read));
  }
  client.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  client.close();
  process.exit(1);
});
