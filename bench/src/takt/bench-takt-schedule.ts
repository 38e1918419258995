import { call } from '../support/product-api';

/** A scratch schedule of Northgate for the takt benches: a calendar and `count` one-row trades, each two days long. */
export async function benchTaktSchedule(token: string, name: string, count: number) {
  const { projects } = await call<{ projects: Array<{ id: string; name: string }> }>('GET', '/projects', token);
  const project = projects.find((p) => p.name.startsWith('Northgate')) ?? projects[0]!;
  const { schedule } = await call<{ schedule: { id: string } }>('POST', `/projects/${project.id}/schedules`, token, { name: `${name} ${Date.now()}` });
  const base = `/projects/${project.id}/schedules/${schedule.id}`;
  await call('POST', `/masterplan${base}/calendars`, token, { name: 'Standard', workingDays: [0, 1, 1, 1, 1, 1, 0], shifts: [{ start: '08:00', end: '17:00' }] });
  const stamp = Date.now().toString(16).padStart(12, '0');
  const activities = Array.from({ length: count }, (_, i) => ({
    id: `${stamp}${(i + 1).toString(16).padStart(12, '0')}`,
    correlativeId: i + 1,
    name: `Trade ${i + 1}`,
    kind: 'task',
    parentId: null,
    order: i + 1,
    duration: 960,
    start: '2027-03-01T08:00',
    finish: '2027-03-02T17:00',
    subcontractId: null,
  }));
  await call('PUT', `/masterplan${base}/plan`, token, { projectId: project.id, scheduleId: schedule.id, baseVersion: 0, activities: { upsert: activities, delete: [] }, links: { upsert: [], delete: [] } });
  return { project, schedule, base, activities };
}
