import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Types } from 'mongoose';
import { RecordingModel } from '@tenon/service-kit/testing';
import { CalendarsRepository, type CalendarRecord } from './calendars.repository';

const scope = { companyId: 'c1' };
const calendarHex = 'cccccccccccccccccccccccc';
const calendar: CalendarRecord = {
  id: calendarHex,
  scheduleId: 's1',
  name: 'Standard',
  isDefault: true,
  workingDays: [0, 1, 1, 1, 1, 1, 0],
  shifts: [{ start: '08:00', end: '17:00' }],
  exceptions: [{ name: 'Holiday', fromDate: '2025-05-01', toDate: '2025-05-01', every: 'DAILY', working: false, shifts: [], source: 'manual' }],
};

test("a schedule's calendars are listed, and one inserted, within the caller's company", async () => {
  const { id: _id, ...fields } = calendar;
  const model = new RecordingModel().answer([{ ...fields, _id: new Types.ObjectId(calendarHex), companyId: 'c1' }]);
  const calendars = new CalendarsRepository(model.asModel());
  assert.deepEqual(await calendars.listOfSchedule(scope, 's1'), [calendar]);
  await calendars.insert(scope, calendar);
  assert.deepEqual(model.commands, [
    { operation: 'find', args: [{ companyId: 'c1', scheduleId: 's1' }], lean: true },
    { operation: 'create', args: [{ ...fields, _id: new Types.ObjectId(calendarHex), companyId: 'c1' }] },
  ]);
});
