/** The running product's API (`npm start`), as the benches that drive it call it. */
export const BASE = process.env.TENON_URL ?? 'http://127.0.0.1:8080';
/** The demo users' password, as the seed sets it. */
export const DEMO_PASSWORD = 'Tenon-demo-2026';

/** One API call; a JSON body, or the raw bytes of a file upload. Throws with the status and the start of the answer. */
export async function call<T>(method: string, path: string, token: string | null, body?: unknown, raw?: Uint8Array): Promise<T> {
  const response = await fetch(`${BASE}/api/v1${path}`, {
    method,
    headers: { 'content-type': raw === undefined ? 'application/json' : 'application/octet-stream', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    body: raw === undefined ? (body === undefined ? undefined : JSON.stringify(body)) : new Blob([raw as Uint8Array<ArrayBuffer>]),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** A session of the demo company's admin, with the company it is in. */
export async function adminCompanySession(): Promise<{ token: string; companyId: string }> {
  const login = await call<{ token: string; companies: Array<{ id: string }> }>('POST', '/auth/login', null, { email: 'admin@tenon.demo', password: DEMO_PASSWORD });
  const companyId = login.companies[0]!.id;
  const opened = await call<{ sessionToken: string }>('POST', '/auth/sessions', login.token, { companyId });
  return { token: opened.sessionToken, companyId };
}

/** A session of the demo company's admin. */
export async function adminSession(): Promise<string> {
  return (await adminCompanySession()).token;
}

/** The demo project the benches work in (Harbor View), else the first the admin sees. */
export async function benchProject(token: string): Promise<{ id: string; name: string }> {
  const { projects } = await call<{ projects: Array<{ id: string; name: string }> }>('GET', '/projects', token);
  return projects.find((p) => p.name === 'Harbor View Apartments') ?? projects[0]!;
}

/** A new, empty schedule in the bench project: a bench's figures and writes stay out of the demo's schedules. */
export async function scratchSchedule(token: string, name: string): Promise<{ projectId: string; scheduleId: string }> {
  const project = await benchProject(token);
  const { schedule } = await call<{ schedule: { id: string } }>('POST', `/projects/${project.id}/schedules`, token, { name: `${name} ${Date.now()}` });
  return { projectId: project.id, scheduleId: schedule.id };
}

/** Signs the demo admin in through the login page, as a user does, and waits for the master plan. */
export async function signInPageAsAdmin(page: import('playwright-core').Page): Promise<void> {
  await page.goto(`${BASE}/login`);
  await page.getByTestId('login-email').fill('admin@tenon.demo');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/masterplan', { timeout: 30_000 });
}
