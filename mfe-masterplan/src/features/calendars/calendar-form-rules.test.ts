import { test } from 'node:test';
import assert from 'node:assert/strict';
import { calendarErrorTexts, holidayYears, isTwentyFourHours, newCalendarFields, nextShift, parseShiftsText, shiftsText, TWENTY_FOUR_HOURS } from './calendar-form-rules';

test('a new calendar works Monday to Friday in two shifts; the 24-hour one is a single shift', () => {
  const fields = newCalendarFields('Site');
  assert.deepEqual(fields.workingDays, [0, 1, 1, 1, 1, 1, 0]);
  assert.equal(shiftsText(fields.shifts), '08:00–12:00, 13:00–17:00');
  assert.equal(isTwentyFourHours(fields.shifts), false);
  assert.equal(isTwentyFourHours(TWENTY_FOUR_HOURS), true);
});

test('the next shift starts where the last one ends', () => {
  assert.deepEqual(nextShift([]), { start: '08:00', end: '17:00' });
  assert.deepEqual(nextShift([{ start: '06:00', end: '14:00' }]), { start: '14:00', end: '22:00' });
  assert.deepEqual(nextShift([{ start: '14:00', end: '22:00' }]), { start: '22:00', end: '06:00' });
});

test("the service's refusals become messages: the spec's own, a calendar in use with its count, read-only", () => {
  const validation = (...messages: string[]) => ({ code: 'VALIDATION_FAILED', message: 'The request is not valid', details: messages.map((message) => ({ path: 'data.x', message })) });
  assert.deepEqual(calendarErrorTexts(validation('Data is missing')), [{ key: 'error_data_missing' }]);
  assert.deepEqual(calendarErrorTexts(validation('calendarId is missing', 'calendarId is missing')), [{ key: 'error_calendar_missing' }]);
  assert.deepEqual(calendarErrorTexts(validation('projectId is required')), [{ key: 'error_project_required' }]);
  assert.deepEqual(calendarErrorTexts(validation('Holidays need valid from and to dates', 'Shifts of a day cannot overlap')), [{ key: 'error_holiday_dates' }, { key: 'error_shifts_overlap' }]);
  assert.deepEqual(calendarErrorTexts(validation('Something new')), [{ key: 'error_plain', text: 'Something new' }]);
  assert.deepEqual(calendarErrorTexts({ code: 'CALENDAR_IN_USE', message: 'x', details: { activities: [], count: 12 } }), [{ key: 'error_in_use', params: { count: 12 } }]);
  assert.deepEqual(calendarErrorTexts({ code: 'NO_PERMISSION', message: 'x' }), [{ key: 'error_read_only' }]);
});

test('holiday years run from last year to four years on', () => {
  assert.deepEqual(holidayYears('2026-11-25'), [2025, 2026, 2027, 2028, 2029, 2030]);
});

test("a workable day's shifts are typed as ranges", () => {
  assert.deepEqual(parseShiftsText('7:00-11:00, 13:00–15:30'), [{ start: '07:00', end: '11:00' }, { start: '13:00', end: '15:30' }]);
  assert.deepEqual(parseShiftsText(''), []);
  assert.equal(parseShiftsText('morning'), null);
});
