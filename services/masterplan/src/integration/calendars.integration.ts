import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  masterplanEvents,
  masterplanRequests,
  permissionKeys,
  planActivityDefaults,
  type AuthContext,
  type CalendarChangedEvent,
  type CalendarChangeReply,
  type CalendarInUseDetails,
  type CloneCalendarReply,
  type ListCalendarsReply,
  type PermissionCode,
  type PermissionTable,
  type PreviewHolidaysReply,
} from '@tenon/contracts';
import { DEMO_CALENDAR, HARBOR_VIEW, HARBOR_VIEW_PODIUM, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { demoAuth, errorOf, randomObjectId, type RecordedEvents, recordEvents, type ServiceUnderTest, startWithProjects } from '@tenon/service-kit/testing';
import { startMasterplanService } from '../start-masterplan';

/** Calendars against the real database and Kafka, with the projects service answering access checks. */
let masterplan: ServiceUnderTest | undefined;
let recorder: RecordedEvents | undefined;
let events: CalendarChangedEvent[] = [];

/** The caller as the gateway sends it: with the session's permission table. */
function withCalendars(auth: AuthContext, code: PermissionCode): AuthContext {
  const permissions = Object.fromEntries(permissionKeys.map((key) => [key, code])) as PermissionTable;
  return { ...auth, permissions };
}
const planner = withCalendars(demoAuth('planner'), 'AC');
const viewer = withCalendars(demoAuth('superintendent'), 'V');
const tower = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id };
const weekdays = [0, 1, 1, 1, 1, 1, 0];
const dayShifts = [
  { start: '08:00', end: '12:00' },
  { start: '13:00', end: '17:00' },
];

async function ok<T>(topic: string, auth: AuthContext, data: unknown): Promise<T> {
  const reply = await masterplan!.ask<T>(topic, auth, data);
  assert.ok(reply.ok, JSON.stringify(reply));
  return reply.data;
}

const list = (where = tower) => ok<ListCalendarsReply>(masterplanRequests.listCalendars, planner, where);

before(async () => {
  masterplan = await startWithProjects({ name: 'masterplan', start: startMasterplanService });
  await masterplan.waitUntilReady(() => masterplan!.ask(masterplanRequests.listCalendars, planner, tower));
  recorder = await recordEvents([masterplanEvents.calendarChanged]);
  events = recorder.of<CalendarChangedEvent>(masterplanEvents.calendarChanged);
});

after(async () => {
  await recorder?.stop();
  await masterplan?.stop();
});

async function eventFor(calendarId: string, change: CalendarChangedEvent['change']): Promise<CalendarChangedEvent> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const found = events.find((event) => event.calendarId === calendarId && event.change === change);
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(`no ${change} event for calendar ${calendarId}`);
}

test('the seeded calendar is listed with its holidays and the activities on it; a viewer reads it too', async () => {
  const { calendars } = await list();
  const seeded = calendars.find((c) => c.id === DEMO_CALENDAR.id);
  assert.ok(seeded?.isDefault);
  assert.ok(seeded.usedBy > 0);
  assert.ok(seeded.exceptions.some((e) => e.name === 'Juneteenth' && e.source === 'holidays:US'));
  assert.ok(seeded.exceptions.some((e) => e.every === 'YEARLY'));
  const seen = await ok<ListCalendarsReply>(masterplanRequests.listCalendars, viewer, tower);
  assert.equal(seen.calendars.length, calendars.length);
});

test('create, edit and delete a calendar; a holiday on the default calendar moves the plan, and each change is announced', async () => {
  const created = await ok<CalendarChangeReply>(masterplanRequests.createCalendar, planner, { ...tower, name: 'Night crew', workingDays: weekdays, shifts: [{ start: '22:00', end: '06:00' }] });
  assert.ok(created.calendar !== null && !created.calendar.isDefault);
  assert.deepEqual(created.moved, [], 'no activity is on the new calendar');
  const id = created.calendar.id;

  const edited = await ok<CalendarChangeReply>(masterplanRequests.updateCalendar, planner, {
    ...tower,
    calendarId: id,
    name: 'Night crew (Sat)',
    workingDays: [0, 1, 1, 1, 1, 1, 1],
    shifts: [{ start: '22:00', end: '06:00' }],
    exceptions: [{ name: 'Crew rest', fromDate: '2027-03-06', toDate: '2027-12-31', every: 'MONTHLY', working: false, shifts: [] }],
  });
  assert.equal(edited.calendar?.name, 'Night crew (Sat)');
  assert.equal(edited.calendar?.exceptions[0]?.every, 'MONTHLY');

  // A week off in the middle of the work moves what is not done yet.
  const seeded = (await list()).calendars.find((c) => c.id === DEMO_CALENDAR.id)!;
  const shutdown = { name: 'Site closed', fromDate: '2027-03-08', toDate: '2027-03-12', every: 'DAILY', working: false, shifts: [] };
  const withShutdown = await ok<CalendarChangeReply>(masterplanRequests.updateCalendar, planner, { ...tower, calendarId: seeded.id, name: seeded.name, workingDays: seeded.workingDays, shifts: seeded.shifts, exceptions: [...seeded.exceptions, shutdown] });
  assert.ok(withShutdown.movedCount > 0);
  assert.ok(withShutdown.projectFinish! > withShutdown.projectFinishBefore!, `${withShutdown.projectFinishBefore} → ${withShutdown.projectFinish}`);
  const first = withShutdown.moved[0]!;
  assert.ok(first.start > first.startBefore || first.finish > first.finishBefore);
  const announced = await eventFor(seeded.id, 'updated');
  assert.equal(announced.movedActivityIds.length, withShutdown.moved.length);
  assert.deepEqual([announced.companyId, announced.projectId, announced.scheduleId, announced.changedBy], [planner.companyId, tower.projectId, tower.scheduleId, planner.userId]);

  const restored = await ok<CalendarChangeReply>(masterplanRequests.updateCalendar, planner, { ...tower, calendarId: seeded.id, name: seeded.name, workingDays: seeded.workingDays, shifts: seeded.shifts, exceptions: seeded.exceptions });
  assert.equal(restored.movedCount, withShutdown.movedCount, 'taking it out moves them back');

  const deleted = await ok<CalendarChangeReply>(masterplanRequests.deleteCalendar, planner, { ...tower, calendarId: id });
  assert.equal(deleted.calendar, null);
  assert.ok(!(await list()).calendars.some((c) => c.id === id));
  await eventFor(id, 'created');
  await eventFor(id, 'deleted');
});

test('a calendar that activities use is not deleted, and the answer names them', async () => {
  const refused = errorOf(await masterplan!.ask(masterplanRequests.deleteCalendar, planner, { ...tower, calendarId: DEMO_CALENDAR.id }));
  assert.deepEqual([refused.code, refused.status], ['CALENDAR_IN_USE', 409]);
  const details = refused.details as CalendarInUseDetails;
  assert.ok(details.count > 0 && details.activities.length > 0);
  assert.ok(details.activities.every((a) => typeof a.name === 'string' && a.correlativeId > 0));
  assert.ok((await list()).calendars.some((c) => c.id === DEMO_CALENDAR.id));
});

test("the spec's messages for missing data, and shifts or holidays that are not valid", async () => {
  const missing = async (topic: string, data: unknown) => {
    const error = errorOf(await masterplan!.ask(topic, planner, data));
    assert.equal(error.code, 'VALIDATION_FAILED');
    return (error.details as Array<{ message: string }>).map((d) => d.message);
  };
  assert.deepEqual(await missing(masterplanRequests.cloneCalendar, { ...tower, calendarId: DEMO_CALENDAR.id, projectIds: [HARBOR_VIEW.id] }), ['Data is missing']);
  assert.deepEqual(await missing(masterplanRequests.deleteCalendar, tower), ['calendarId is missing']);
  assert.deepEqual(await missing(masterplanRequests.listCalendars, { scheduleId: tower.scheduleId }), ['projectId is required']);
  assert.deepEqual(await missing(masterplanRequests.createCalendar, { ...tower, name: 'x', workingDays: weekdays, shifts: [{ start: '08:00', end: '13:00' }, { start: '12:00', end: '17:00' }] }), ['Shifts of a day cannot overlap']);
  assert.deepEqual(await missing(masterplanRequests.createCalendar, { ...tower, name: 'x', workingDays: weekdays, shifts: dayShifts, exceptions: [{ fromDate: '2027-03-09', toDate: '2027-03-08' }] }), ['Holidays need valid from and to dates']);
});

test('a viewer (V) cannot create, edit, import or delete; another company and unknown calendars are refused', async () => {
  const body = { ...tower, name: 'Viewer calendar', workingDays: weekdays, shifts: dayShifts };
  for (const [topic, data] of [
    [masterplanRequests.createCalendar, body],
    [masterplanRequests.updateCalendar, { ...body, calendarId: DEMO_CALENDAR.id }],
    [masterplanRequests.deleteCalendar, { ...tower, calendarId: DEMO_CALENDAR.id }],
    [masterplanRequests.importHolidays, { ...tower, calendarId: DEMO_CALENDAR.id, country: 'US', years: [2027] }],
    [masterplanRequests.cloneCalendar, { ...tower, calendarId: DEMO_CALENDAR.id, name: 'Copy', projectIds: [HARBOR_VIEW.id] }],
  ] as const) {
    const refused = errorOf(await masterplan!.ask(topic, viewer, data));
    assert.deepEqual([refused.code, refused.status], ['NO_PERMISSION', 403], topic);
  }
  const noTable = errorOf(await masterplan!.ask(masterplanRequests.createCalendar, demoAuth('planner'), body));
  assert.deepEqual([noTable.code, noTable.status], ['NO_PERMISSION', 403], 'a request without the permission table grants nothing');
  assert.ok(!(await list()).calendars.some((c) => c.name === 'Viewer calendar'));

  const stranger = withCalendars({ userId: randomObjectId(), companyId: randomObjectId(), role: 'admin', sessionId: 's-x' }, 'AC');
  const otherCompany = errorOf(await masterplan!.ask(masterplanRequests.createCalendar, stranger, body));
  assert.deepEqual([otherCompany.code, otherCompany.status], ['WRONG_COMPANY', 403]);
  const readByStranger = errorOf(await masterplan!.ask(masterplanRequests.listCalendars, stranger, tower));
  assert.equal(readByStranger.code, 'WRONG_COMPANY');
  // The Tower's calendar asked for through the podium schedule does not exist there.
  const elsewhere = errorOf(await masterplan!.ask(masterplanRequests.deleteCalendar, planner, { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_PODIUM.id, calendarId: DEMO_CALENDAR.id }));
  assert.deepEqual([elsewhere.code, elsewhere.status], ['NOT_FOUND', 404]);
  // Nor can an activity of the podium be saved on it.
  const onOtherCalendar = {
    ...planActivityDefaults(),
    id: randomObjectId(), correlativeId: 1, order: 1, name: 'Podium slab', kind: 'task', parentId: null, duration: 480,
    start: '2027-03-01T08:00', finish: '2027-03-01T17:00', calendarId: DEMO_CALENDAR.id, progress: 0,
  };
  const save = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_PODIUM.id, baseVersion: 0, activities: { upsert: [onOtherCalendar], delete: [] }, links: { upsert: [], delete: [] } };
  const foreign = errorOf(await masterplan!.ask(masterplanRequests.savePlan, planner, save));
  assert.deepEqual([foreign.code, foreign.status], ['UNKNOWN_CALENDAR', 400]);
});

test("a calendar is cloned into every schedule of the projects named; another company's project is refused whole", async () => {
  const refused = errorOf(await masterplan!.ask(masterplanRequests.cloneCalendar, planner, { ...tower, calendarId: DEMO_CALENDAR.id, name: 'Copy', projectIds: [HARBOR_VIEW.id, randomObjectId()] }));
  assert.equal(refused.status, 404);
  assert.ok(!(await list()).calendars.some((c) => c.name === 'Copy'), 'nothing was copied');

  const cloned = await ok<CloneCalendarReply>(masterplanRequests.cloneCalendar, planner, { ...tower, calendarId: DEMO_CALENDAR.id, name: 'Harbor standard', projectIds: [HARBOR_VIEW.id] });
  assert.deepEqual(cloned.clones.map((c) => c.scheduleId).sort(), [HARBOR_VIEW_TOWER.id, HARBOR_VIEW_PODIUM.id].sort());
  const podium = await list({ projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_PODIUM.id });
  const copy = podium.calendars.find((c) => c.name === 'Harbor standard');
  assert.ok(copy?.isDefault, 'the first calendar of a schedule is its default');
  assert.equal(copy.exceptions.length, DEMO_CALENDAR.exceptions.length);
  await eventFor(copy.id, 'cloned');
});

test('public holidays of a country are previewed, marked when present, and only the kept ones imported', async () => {
  const podium = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_PODIUM.id };
  const created = await ok<CalendarChangeReply>(masterplanRequests.createCalendar, planner, { ...podium, name: 'Chile', workingDays: weekdays, shifts: dayShifts });
  const calendarId = created.calendar!.id;
  const preview = await ok<PreviewHolidaysReply>(masterplanRequests.previewHolidays, viewer, { ...podium, calendarId, country: 'CL', years: '2027', language: 'es' });
  assert.ok(preview.holidays.some((h) => h.name === 'Fiestas Patrias' && h.fromDate === '2027-09-18'));
  assert.ok(preview.holidays.every((h) => h.alreadyInCalendar === false));

  const imported = await ok<CalendarChangeReply>(masterplanRequests.importHolidays, planner, { ...podium, calendarId, country: 'CL', years: [2027], language: 'es', dates: ['2027-09-18', '2027-12-25'] });
  assert.deepEqual(imported.calendar?.exceptions.map((e) => [e.fromDate, e.source]), [['2027-09-18', 'holidays:CL'], ['2027-12-25', 'holidays:CL']]);
  const again = await ok<PreviewHolidaysReply>(masterplanRequests.previewHolidays, planner, { ...podium, calendarId, country: 'CL', years: [2027], language: 'es' });
  assert.deepEqual(again.holidays.filter((h) => h.alreadyInCalendar).map((h) => h.fromDate), ['2027-09-18', '2027-12-25']);
  const unknown = errorOf(await masterplan!.ask(masterplanRequests.previewHolidays, planner, { ...podium, country: 'XX', years: [2027] }));
  assert.deepEqual([unknown.code, unknown.status], ['HOLIDAY_COUNTRY_UNKNOWN', 400]);
});
