import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import type { ApiTokenView, AuditEventsResponse, BiPage, CreatedApiToken, PpcFiguresReply } from '@tenon/contracts';
import { biResources } from '@tenon/contracts';
import { HARBOR_VIEW } from '@tenon/demo-data';
import { api, baseUrl, signIn } from '../support/product';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '..', '..', '..');
const VENV = join(ROOT, '.data', 'python-venv');
const REQUIREMENTS = join(ROOT, 'e2e', 'python', 'requirements.txt');

/** The same venv infra/local/install.sh makes (pandas from PyPI), made here when a checkout has not run it yet. */
async function pythonWithPandas(): Promise<string> {
  const python = join(VENV, 'bin', 'python');
  const marker = join(VENV, '.requirements-sha256');
  const sum = createHash('sha256').update(readFileSync(REQUIREMENTS)).digest('hex');
  if (!existsSync(marker) || readFileSync(marker, 'utf8').trim() !== sum) {
    await run('python3', ['-m', 'venv', '--clear', VENV]);
    await run(join(VENV, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', '-r', REQUIREMENTS], { timeout: 600_000 });
    writeFileSync(marker, `${sum}\n`);
  }
  return python;
}

interface EndpointReport {
  total: number;
  pages: number;
  jsonRows: number;
  csvRows: number;
  directCsvRows: number;
  csvColumns: string[];
  sums: Record<string, unknown>;
  csvSums: Record<string, unknown>;
}

const bi = <T = BiPage>(path: string, token: string | undefined) => api<T>('GET', `/bi/${path}`, token === undefined ? {} : { token });

test('an API token reads the BI routes only, pandas loads every endpoint of the demo company as JSON and CSV with the API totals, and a revoked token reads nothing', async () => {
  const admin = await signIn('admin');
  const created = await api<CreatedApiToken>('POST', '/companies/current/api-tokens', { token: admin.sessionToken, body: { name: `pandas ${Date.now()}` } });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const { secret, token } = created.body;
  assert.match(secret, /^tnn_bi_/);
  assert.equal(token.scope, 'bi:read');
  // Shown once: the list never carries the secret.
  const listed = await api<{ tokens: ApiTokenView[] }>('GET', '/companies/current/api-tokens', { token: admin.sessionToken });
  assert.ok(listed.body.tokens.some((t) => t.id === token.id));
  assert.ok(!JSON.stringify(listed.body).includes(secret.slice(7)));
  // A planner cannot manage tokens.
  const planner = await signIn('planner');
  assert.equal((await api('GET', '/companies/current/api-tokens', { token: planner.sessionToken })).status, 403);

  // Scope: the token opens the BI reads and nothing else; a session does not open the BI reads.
  assert.equal((await api('GET', '/projects', { token: secret })).status, 401);
  assert.equal((await api('GET', `/analytics/projects/${HARBOR_VIEW.id}/figures/ppc`, { token: secret })).status, 401);
  assert.equal((await bi('projects', admin.sessionToken)).status, 401);
  assert.equal((await bi('projects', undefined)).status, 401);
  assert.equal((await bi('projects?limit=0', secret)).status, 400);

  const spec = await fetch(`${baseUrl}/api/v1/bi/openapi.yaml`);
  assert.equal(spec.status, 200);
  const yaml = await spec.text();
  for (const resource of biResources) assert.ok(yaml.includes(`/bi/${resource}:`), `${resource} is described`);

  const totals: Record<string, number> = {};
  for (const resource of biResources) {
    const page = await bi(`${resource}?limit=1`, secret);
    assert.equal(page.status, 200, JSON.stringify(page.body));
    totals[resource] = page.body.total;
  }
  assert.ok(totals.projects! >= 2 && totals.schedules! >= 4, 'the demo projects and schedules are there');
  assert.ok(totals['ppc-weeks']! >= 8, 'the demo closed weeks are there');

  const python = await pythonWithPandas();
  const began = Date.now();
  const { stdout } = await run(python, [join(ROOT, 'e2e', 'python', 'bi_client.py'), '--base-url', baseUrl, '--page-size', '50'], {
    env: { ...process.env, BI_TOKEN: secret },
    timeout: 300_000,
    maxBuffer: 20 * 1024 * 1024,
  });
  console.log(`pandas read the ${biResources.length} endpoints twice (JSON and CSV) in ${Date.now() - began} ms`);
  const report = JSON.parse(stdout) as Record<string, EndpointReport>;
  for (const resource of biResources) {
    const loaded = report[resource]!;
    assert.equal(loaded.total, totals[resource], `${resource}: the total pandas saw is the API's`);
    assert.equal(loaded.jsonRows, totals[resource], `${resource}: every JSON row read`);
    assert.equal(loaded.csvRows, totals[resource], `${resource}: every CSV row read`);
    assert.equal(loaded.directCsvRows, Math.min(totals[resource]!, 5000), `${resource}: read_csv straight from the URL`);
    assert.deepEqual(loaded.csvSums, loaded.sums, `${resource}: CSV and JSON agree`);
    assert.ok(loaded.csvColumns.includes('updatedAt'));
  }

  // The PPC weeks pandas loaded add up to the dashboard's PPC figures of the demo project.
  const dashboard = await api<PpcFiguresReply>('GET', `/analytics/projects/${HARBOR_VIEW.id}/figures/ppc`, { token: admin.sessionToken });
  assert.equal(dashboard.status, 200);
  // The dashboard counts weeks up to today; other suites also close weeks ahead, which the BI API rightly lists.
  const shown = new Set(dashboard.body.weeks.map((week) => week.weekStart));
  const dashboardCommitted = dashboard.body.weeks.reduce((sum, week) => sum + week.committed, 0);
  const dashboardCompleted = dashboard.body.weeks.reduce((sum, week) => sum + week.completed, 0);
  const weekRows: BiPage['items'] = [];
  let weekCursor: string | null = null;
  do {
    const page: { status: number; body: BiPage } = await bi(`ppc-weeks?limit=1000${weekCursor === null ? '' : `&cursor=${weekCursor}`}`, secret);
    weekRows.push(...page.body.items);
    weekCursor = page.body.nextCursor;
  } while (weekCursor !== null);
  const harborShown = weekRows.filter((row) => row.projectId === HARBOR_VIEW.id && shown.has(String(row.weekStart)));
  assert.deepEqual(
    { committed: harborShown.reduce((sum, row) => sum + Number(row.committed), 0), completed: harborShown.reduce((sum, row) => sum + Number(row.completed), 0) },
    { committed: dashboardCommitted, completed: dashboardCompleted },
  );
  const harbor = report['ppc-weeks']!.sums[HARBOR_VIEW.id] as { committed: number; completed: number };
  assert.ok(harbor.committed >= dashboardCommitted, 'pandas saw at least the weeks the dashboard counts');

  // The master plan sends each activity's floats with its rows: the demo's scheduled plan has them, a critical path too.
  const harborActivities: BiPage['items'] = [];
  let activityCursor: string | null = null;
  do {
    const page: { status: number; body: BiPage } = await bi(`activities?limit=1000${activityCursor === null ? '' : `&cursor=${activityCursor}`}`, secret);
    harborActivities.push(...page.body.items.filter((row) => row.projectId === HARBOR_VIEW.id && row.isSummary !== true));
    activityCursor = page.body.nextCursor;
  } while (activityCursor !== null);
  assert.ok(harborActivities.length > 0);
  assert.ok(
    harborActivities.every((row) => typeof row.totalFloatDays === 'number' && typeof row.freeFloatDays === 'number' && typeof row.critical === 'boolean'),
    `every activity has its floats: ${JSON.stringify(harborActivities.find((row) => typeof row.totalFloatDays !== 'number'))}`,
  );
  assert.ok(harborActivities.some((row) => row.critical === true) && harborActivities.some((row) => row.critical === false), 'some activities are critical, some are not');

  // Every row is of the demo company's projects.
  const projectIds = new Set<string>();
  let cursor: string | null = null;
  do {
    const page: { status: number; body: BiPage } = await bi(`projects?limit=1000${cursor === null ? '' : `&cursor=${cursor}`}`, secret);
    for (const item of page.body.items) projectIds.add(String(item.projectId));
    cursor = page.body.nextCursor;
  } while (cursor !== null);
  for (const resource of ['activities', 'tasks', 'roadblocks', 'cncs', 'ppc-weeks'] as const) {
    for (const projectId of Object.keys(report[resource]!.sums)) assert.ok(projectIds.has(projectId), `${resource} has a row of ${projectId}, not a project of this company`);
  }

  // Revoked: refused at once; the audit log has the token's creation, use and revocation.
  const revoked = await api<ApiTokenView>('DELETE', `/companies/current/api-tokens/${token.id}`, { token: admin.sessionToken });
  assert.equal(revoked.status, 200);
  assert.ok(revoked.body.revokedAt !== null);
  assert.equal((await bi('projects', secret)).status, 401);
  const audit = await api<AuditEventsResponse>('GET', '/companies/current/audit-events?limit=100', { token: admin.sessionToken });
  const ofToken = audit.body.events.filter((event) => event.details.tokenId === token.id).map((event) => event.type);
  assert.deepEqual(ofToken.sort(), ['api-token-created', 'api-token-revoked', 'api-token-used']);
});
