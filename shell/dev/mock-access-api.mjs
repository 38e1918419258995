// Access, onboarding and settings routes of docs/api-access.md for the local stand-in gateway (mock-server.mjs).
// Tokens name their state: /signupconfirmation/new|joined|expired|used, /confirmation/invited|registered|bad,
// /changepassword/good|bad, onboarding links onb-company|onb-project|onb-schedules|onb-invite.
const send = (res, status, body) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
};
const fail = (res, status, code, message, details) => send(res, status, { error: { code, message, details } });
const readJson = async (req) => {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return raw === '' ? {} : JSON.parse(raw);
};
const company = { id: 'c1', name: 'Demo Construction', image: null };
const newUser = (email) => ({ id: 'u-new', email, name: 'Ana', lastname: 'Rojas', image: null, role: 'admin', position: 'Planner' });
const companyUsers = [
  { id: 'u-admin', email: 'admin@tenon.demo', name: 'Admin', lastname: 'Demo', role: 'admin', position: 'Engineer', image: null, isActive: true, lastActive: '2026-11-20T10:00:00Z', status: 'active', activationRequested: false },
  { id: 'u-planner', email: 'planner@tenon.demo', name: 'Paula', lastname: 'Planner', role: 'planner', position: 'Planner', image: null, isActive: true, lastActive: null, status: 'active', activationRequested: false },
  { id: 'u-old', email: 'old@tenon.demo', name: 'Oscar', lastname: 'Old', role: 'lastplanner', position: 'Foreman', image: null, isActive: false, lastActive: '2026-09-02T10:00:00Z', status: 'inactive', activationRequested: true },
];
const subcontracts = [{ id: 'sc1', name: 'Andes Concrete', image: null }, { id: 'sc2', name: 'Pacific Steel', image: null }];
const tags = [{ id: 't1', name: 'Critical path', color: '#e5484d' }, { id: 't2', name: 'Inspection', color: '#3b6ee8' }];
const NEXT_STEP = { company: 'project', project: 'schedules', schedules: 'invite' };

/** Answers the access routes; false when the path is not one of them. */
export async function accessApi(req, res, path, role, sessions) {
  const method = req.method;
  let match;
  if (path === '/auth/signup' && method === 'POST') {
    const { email } = await readJson(req);
    if (/@(gmail|yahoo|hotmail|mailinator)\./.test(email)) return fail(res, 400, 'EMAIL_DOMAIN_NOT_ALLOWED', 'free domain'), true;
    if (/^taken@/.test(email)) return fail(res, 409, 'EMAIL_EXISTS', 'exists'), true;
    return send(res, 202, { sent: true }), true;
  }
  if ((match = /^\/auth\/signup\/([^/]+)$/.exec(path))) {
    const token = match[1];
    if (token === 'expired') return fail(res, 410, 'TOKEN_EXPIRED', 'expired'), true;
    if (token === 'used') return fail(res, 410, 'TOKEN_EXPIRED', 'used', { closed: true }), true;
    if (method === 'GET') {
      if (token === 'joined') return send(res, 200, { state: 'joined-company', email: 'ana@tenon.demo', company }), true;
      if (token === 'new') return send(res, 200, { state: 'create-company-and-user', email: 'ana@andes-builders.cl' }), true;
      return fail(res, 404, 'TOKEN_INVALID', 'unknown'), true;
    }
    sessions.set('user-admin-signup', 'admin');
    return send(res, 201, { token: 'user-admin-signup', user: newUser('ana@andes-builders.cl'), companies: [company], onboardingToken: token === 'new' ? 'onb-schedules' : undefined }), true;
  }
  if (path === '/auth/register' || path === '/auth/password-resets' || path === '/auth/activation-requests') {
    return send(res, 202, { sent: true }), true;
  }
  if ((match = /^\/auth\/profile-tokens\/([^/]+)$/.exec(path))) {
    if (match[1] === 'bad') return fail(res, 404, 'TOKEN_INVALID', 'unknown'), true;
    if (method === 'GET') return send(res, 200, { email: 'paula@tenon.demo', company: match[1] === 'invited' ? company : undefined, role: 'planner' }), true;
    sessions.set('user-admin-profile', 'admin');
    return send(res, 201, { token: 'user-admin-profile', user: newUser('paula@tenon.demo'), companies: [company], onboardingToken: match[1] === 'registered' ? 'onb-company' : undefined }), true;
  }
  if ((match = /^\/auth\/password-resets\/([^/]+)$/.exec(path))) {
    if (match[1] !== 'good') return fail(res, 410, 'TOKEN_EXPIRED', 'expired'), true;
    if (method === 'GET') return send(res, 200, { valid: true, email: 'admin@tenon.demo' }), true;
    return res.writeHead(204).end(), true;
  }
  if ((match = /^\/onboarding\/onb-([a-z]+)(?:\/([a-z]+))?$/.exec(path))) {
    const [, step, posted] = match;
    if (method === 'GET') return send(res, 200, { step, company: { id: 'c1', name: 'Andes Builders', image: null }, project: { id: 'p1', name: 'Harbor Tower' } }), true;
    if (posted !== step) return fail(res, 409, 'WRONG_STEP', 'wrong step', { step }), true;
    if (step === 'invite') return send(res, 200, { invited: 0 }), true;
    return send(res, 201, { step: NEXT_STEP[step] }), true;
  }
  if (role === undefined) return false;
  if (path === '/users/me') return send(res, 200, { user: { id: `u-${role}`, email: `${role}@tenon.demo`, name: role, lastname: 'Demo', image: null, role, position: 'Engineer' } }), true;
  if (path === '/users/me/password') return res.writeHead(204).end(), true;
  if (path === '/companies/current') return send(res, 200, { company: { ...company, country: 'US', size: '20-50', type: 'general_contractor', contractType: 'project_based', isFreeTrial: true } }), true;
  if (path === '/companies/current/users') return send(res, 200, { users: companyUsers }), true;
  if (path === '/companies/current/invitations') return send(res, 201, { invited: 1 }), true;
  if (path === '/companies/current/subcontracts' || /^\/projects\/[^/]+\/subcontracts$/.test(path)) return send(res, 200, { subcontracts }), true;
  if (/^\/projects\/[^/]+\/tags$/.test(path)) return send(res, 200, { tags }), true;
  if ((match = /^\/projects\/([^/]+)\/members$/.exec(path))) {
    return send(res, 200, { members: [{ userId: 'u-admin', isCreator: true }, { userId: 'u-planner', isCreator: false }] }), true;
  }
  return false;
}
