/** Where the running product is, and the demo identities the seed creates. */
export const baseUrl = process.env.TENON_URL ?? 'http://127.0.0.1:8080';
export const demoPassword = 'Tenon-demo-2026';
export const demoEmail = (role: string): string => `${role}@tenon.demo`;

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

export async function api<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export interface SignedIn {
  userToken: string;
  sessionToken: string;
  companyId: string;
  permissions: Record<string, string>;
}

export async function signIn(role: string): Promise<SignedIn> {
  const login = await api<{ token: string; companies: { id: string }[] }>('POST', '/auth/login', {
    body: { email: demoEmail(role), password: demoPassword },
  });
  if (login.status !== 200) throw new Error(`login as ${role} answered ${login.status}`);
  const companyId = login.body.companies[0]!.id;
  const session = await api<{ sessionToken: string; permissions: Record<string, string> }>('POST', '/auth/sessions', {
    token: login.body.token,
    body: { companyId },
  });
  if (session.status !== 200 && session.status !== 201) throw new Error(`session for ${role} answered ${session.status}`);
  return { userToken: login.body.token, sessionToken: session.body.sessionToken, companyId, permissions: session.body.permissions };
}

/**
 * A new schedule of the demo project with a standard calendar, made through the API as `token`'s user: the Gantt
 * sends a schedule without a calendar to its calendars page, so tests of the Gantt start from one that has it.
 */
export async function newScheduleWithCalendar(token: string, projectId: string, name: string): Promise<string> {
  const created = await api<{ schedule: { id: string } }>('POST', `/projects/${projectId}/schedules`, { token, body: { name } });
  if (created.status !== 201) throw new Error(`schedule not created: ${JSON.stringify(created.body)}`);
  const scheduleId = created.body.schedule.id;
  const calendar = await api('POST', `/masterplan/projects/${projectId}/schedules/${scheduleId}/calendars`, {
    token,
    body: { name: 'Standard', workingDays: [0, 1, 1, 1, 1, 1, 0], shifts: [{ start: '08:00', end: '12:00' }, { start: '13:00', end: '17:00' }] },
  });
  if (calendar.status !== 201) throw new Error(`calendar not created: ${JSON.stringify(calendar.body)}`);
  return scheduleId;
}
