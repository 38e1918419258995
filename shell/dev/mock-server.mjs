// Local stand-in for the gateway, for visual checks of the front ends while the backend is not running.
// Serves shell/dist at /, each mfe-<name>/dist at /remotes/<name>/, /remotes.json and a small in-memory /api/v1.
// Usage: node shell/dev/mock-server.mjs [port]   (MOCK_BROKEN_REMOTE=weekly makes that remote fail to load;
// MOCK_NETWORK_BLOCKED=1 makes the health check look blocked; MOCK_SERVICE_DOWN=takt answers 503 for that overview)
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accessApi } from './mock-access-api.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.argv[2] ?? 8090);
const brokenRemote = process.env.MOCK_BROKEN_REMOTE ?? '';
const REMOTES = ['masterplan', 'lookahead', 'weekly', 'takt', 'analytics'];
const PASSWORD = 'Tenon-demo-2026';
const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.svg': 'image/svg+xml' };

const FULL = {
  'masterplan.gantt': 'AC', 'masterplan.calendars': 'AC', 'masterplan.resources': 'AC',
  'lookahead.plan': 'AC', 'lookahead.resources': 'AC', 'lookahead.constraints': 'AC',
  'weekly.plan': 'AC', 'weekly.cnc': 'AC', 'takt.planning': 'AC', 'takt.analytics': 'AC',
  'productivity.assign': 'AC', 'analytics.ppc': 'AC', 'analytics.pcr': 'AC', 'analytics.overdue': 'AC',
  'analytics.sectoradvancement': 'AC', 'analytics.scurve': 'AC', 'analytics.cnc': 'AC',
  'settings.project': 'AC', 'settings.company': 'AC', 'settings.integrations': 'AC',
};
const viewOnly = Object.fromEntries(Object.keys(FULL).map((key) => [key, 'V']));
const PERMISSIONS = {
  admin: FULL,
  client: { ...viewOnly, 'takt.planning': 'SA', 'takt.analytics': 'SA', 'weekly.plan': 'SA', 'weekly.cnc': 'SA', 'settings.company': 'SA', 'settings.integrations': 'SA' },
  manager: FULL,
  lastplanner: { ...viewOnly, 'masterplan.gantt': 'SA', 'masterplan.calendars': 'SA', 'masterplan.resources': 'SA', 'lookahead.plan': 'ACP' },
};
const companies = [{ id: 'c1', name: 'Demo Construction', image: null }];
// The manager belongs to several companies, to show the scrolling company list.
const managerCompanies = [
  ...companies,
  ...['Northwind Builders', 'Andes Infra', 'Pacific Towers', 'Granite Works', 'Blue Ridge Civil'].map((name, index) => ({ id: `c${index + 2}`, name, image: null })),
];
const projects = [
  { id: 'p1', companyId: 'c1', name: 'Harbor Tower', image: null, stage: 'started', country: 'US', currency: 'USD', budget: 48000000, size: 32000, sizetype: 'm2', planificationDay: 1, type: 'commercial', modules: ['masterplan', 'lookahead', 'weekly', 'takt', 'productivity', 'analytics'], startDate: '2026-01-12', finishDate: '2027-06-30', progress: 34 },
  { id: 'p2', companyId: 'c1', name: 'Riverside Clinic', image: null, stage: 'started', country: 'US', currency: 'USD', budget: 12500000, size: 8000, sizetype: 'm2', planificationDay: 1, type: 'healthcare', modules: ['masterplan', 'lookahead', 'weekly', 'analytics'], startDate: '2026-03-02', finishDate: '2026-12-18', progress: 72 },
];
const schedules = [
  { id: 's1', projectId: 'p1', name: 'Structure', order: 1, visible: true, status: 'active', hoursPerDay: 8, hoursPerWeek: 40, dateFormat: 'MM/DD/YY', activityCount: 148 },
  { id: 's2', projectId: 'p1', name: 'Finishes', order: 2, visible: true, status: 'active', hoursPerDay: 8, hoursPerWeek: 40, dateFormat: 'MM/DD/YY', activityCount: 0 },
  { id: 's3', projectId: 'p2', name: 'Main building', order: 1, visible: true, status: 'active', hoursPerDay: 8, hoursPerWeek: 40, dateFormat: 'MM/DD/YY', activityCount: 0 },
  { id: 's4', projectId: 'p2', name: 'Parking', order: 2, visible: true, status: 'active', hoursPerDay: 8, hoursPerWeek: 40, dateFormat: 'MM/DD/YY', activityCount: 0 },
];
const sessions = new Map(); // token -> role (user and session tokens alike)

const send = (res, status, body) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
};
const fail = (res, status, code, message) => send(res, status, { error: { code, message } });
const readJson = async (req) => {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return raw === '' ? {} : JSON.parse(raw);
};
const userFor = (role) => ({ id: `u-${role}`, email: `${role}@tenon.demo`, name: role[0].toUpperCase() + role.slice(1), lastname: 'Demo', image: null, role, position: 'Engineer' });

async function api(req, res, path) {
  const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
  const role = sessions.get(token);
  if (path === '/health') {
    // MOCK_NETWORK_BLOCKED=1 answers like a blocking proxy would: not the gateway's JSON.
    if (process.env.MOCK_NETWORK_BLOCKED) return res.writeHead(403, { 'Content-Type': 'text/html' }).end('<h1>Blocked</h1>');
    return send(res, 200, { status: 'ok', services: {}, infrastructure: {} });
  }
  if (path === '/auth/login' && req.method === 'POST') {
    const { email, password } = await readJson(req);
    if (email === 'inactive@tenon.demo') return fail(res, 403, 'USER_INACTIVE', 'inactive', { activationRequested: false });
    if (email === 'throttled@tenon.demo') return send(res, 429, { error: { code: 'TOO_MANY_ATTEMPTS', message: 'wait', details: { retryAfterSeconds: 840 } } });
    const found = /^(\w+)@tenon\.demo$/.exec(email ?? '');
    if (!found || !PERMISSIONS[found[1]] || password !== PASSWORD) return fail(res, 401, 'INVALID_CREDENTIALS', 'Wrong e-mail or password');
    const userToken = `user-${found[1]}-${Date.now()}`;
    sessions.set(userToken, found[1]);
    return send(res, 200, { token: userToken, user: userFor(found[1]), companies: found[1] === 'manager' ? managerCompanies : companies });
  }
  if (await accessApi(req, res, path, role, sessions)) return undefined;
  if (role === undefined) return fail(res, 401, 'UNAUTHENTICATED', 'Sign in first');
  if (path === '/auth/sessions' && req.method === 'POST') {
    const sessionToken = `session-${role}-${Date.now()}`;
    sessions.set(sessionToken, role);
    return send(res, 200, { sessionToken, permissions: PERMISSIONS[role], company: companies[0], user: userFor(role) });
  }
  if (path === '/auth/sessions/current' && req.method === 'DELETE') {
    sessions.delete(token);
    res.writeHead(204).end();
    return undefined;
  }
  if (path === '/projects') return send(res, 200, { projects });
  let match = /^\/projects\/([^/]+)\/schedules$/.exec(path);
  if (match) return send(res, 200, { schedules: schedules.filter((s) => s.projectId === match[1]) });
  match = /^\/masterplan\/projects\/([^/]+)\/schedules$/.exec(path);
  if (match) {
    if (PERMISSIONS[role]['masterplan.gantt'] === 'SA') return fail(res, 403, 'NO_PERMISSION', 'masterplan.gantt');
    return send(res, 200, { schedules: schedules.filter((s) => s.projectId === match[1]).map(({ id, name, activityCount }) => ({ id, name, activityCount })) });
  }
  match = /^\/(lookahead|weekly|takt|analytics)\/projects\/([^/]+)\/schedules\/([^/]+)\/overview$/.exec(path);
  if (match) {
    const [, module, , scheduleId] = match;
    if (process.env.MOCK_SERVICE_DOWN === module) {
      return fail(res, 503, 'SERVICE_UNAVAILABLE', `The ${module} service did not answer in time`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const busy = scheduleId === 's1';
    const overviews = {
      lookahead: { scheduleId, taskCount: busy ? 42 : 0, constraintCount: busy ? 7 : 0 },
      weekly: { scheduleId, commitmentCount: 0, weeks: [] },
      takt: { scheduleId, locationCount: 0, unitCount: 0 },
      analytics: { scheduleId, ppcWeeks: [], activityCount: busy ? 148 : 0 },
    };
    return send(res, 200, overviews[module]);
  }
  return fail(res, 404, 'ROUTE_NOT_FOUND', `No route ${req.method} ${path}`);
}

async function serveFile(res, file) {
  try {
    const info = await stat(file);
    if (!info.isFile()) return false;
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*' });
    res.end(await readFile(file));
    return true;
  } catch {
    return false;
  }
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = normalize(decodeURIComponent(url.pathname));
  try {
    if (path.startsWith('/api/v1/')) return await api(req, res, path.slice('/api/v1'.length));
    if (path === '/remotes.json') {
      return send(res, 200, Object.fromEntries(REMOTES.map((name) => [name, `/remotes/${name}/mf-manifest.json`])));
    }
    const remote = /^\/remotes\/([a-z]+)\/(.+)$/.exec(path);
    if (remote) {
      if (remote[1] === brokenRemote || !(await serveFile(res, join(root, `mfe-${remote[1]}`, 'dist', remote[2])))) {
        res.writeHead(404).end();
      }
      return undefined;
    }
    if (await serveFile(res, join(root, 'shell', 'dist', path))) return undefined;
    await serveFile(res, join(root, 'shell', 'dist', 'index.html'));
  } catch (error) {
    fail(res, 500, 'MOCK_FAILURE', String(error));
  }
  return undefined;
}).listen(port, () => console.log(`mock gateway on http://localhost:${port}`));
