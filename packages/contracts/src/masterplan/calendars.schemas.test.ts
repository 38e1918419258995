import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { z } from 'zod';
import {
  calendarExceptionSchema,
  cloneCalendarRequestSchema,
  createCalendarRequestSchema,
  deleteCalendarRequestSchema,
  previewHolidaysRequestSchema,
  shiftsOverlap,
} from './calendars.schemas';

const projectId = 'a'.repeat(24);
const scheduleId = 'b'.repeat(24);
const calendarId = 'c'.repeat(24);
const week = [0, 1, 1, 1, 1, 1, 0];

function messages(schema: z.ZodType, value: unknown): string[] {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

test("the spec's calendar messages: clone without its data, delete without a calendar, any call without a project", () => {
  assert.deepEqual(messages(cloneCalendarRequestSchema, { projectId, scheduleId, name: 'Copy', projectIds: [projectId] }), ['Data is missing']);
  assert.deepEqual(messages(cloneCalendarRequestSchema, { projectId, scheduleId, calendarId, name: ' ', projectIds: [projectId] }), ['Data is missing']);
  assert.deepEqual(messages(cloneCalendarRequestSchema, { projectId, scheduleId, calendarId, name: 'Copy', projectIds: [] }), ['Data is missing']);
  assert.deepEqual(messages(cloneCalendarRequestSchema, { projectId, scheduleId, calendarId, name: 'Copy' }), ['Data is missing']);
  assert.deepEqual(messages(deleteCalendarRequestSchema, { projectId, scheduleId }), ['calendarId is missing']);
  assert.deepEqual(messages(deleteCalendarRequestSchema, { scheduleId, calendarId }), ['projectId is required']);
  assert.deepEqual(messages(deleteCalendarRequestSchema, { projectId, scheduleId, calendarId }), []);
});

test('a calendar needs a name, seven day flags with a working day, and shifts that do not overlap', () => {
  const valid = { projectId, scheduleId, name: 'Site', workingDays: week, shifts: [{ start: '08:00', end: '12:00' }, { start: '13:00', end: '17:00' }] };
  assert.deepEqual(messages(createCalendarRequestSchema, valid), []);
  assert.deepEqual(messages(createCalendarRequestSchema, { ...valid, name: '' }), ['The calendar name is required']);
  assert.deepEqual(messages(createCalendarRequestSchema, { ...valid, workingDays: [1, 1, 1] }), ['Working days are seven 1/0 flags, Sunday first']);
  assert.deepEqual(messages(createCalendarRequestSchema, { ...valid, workingDays: [0, 0, 0, 0, 0, 0, 0] }), ['A calendar needs at least one working day']);
  assert.deepEqual(messages(createCalendarRequestSchema, { ...valid, shifts: [] }), ['A working day needs at least one shift']);
  assert.deepEqual(messages(createCalendarRequestSchema, { ...valid, shifts: [{ start: '08:00', end: '13:00' }, { start: '12:00', end: '17:00' }] }), ['Shifts of a day cannot overlap']);
  assert.deepEqual(messages(createCalendarRequestSchema, { ...valid, shifts: [{ start: '8', end: '17:00' }] }), ['A time is written HH:mm, from 00:00 to 24:00']);
  const twentyFour = createCalendarRequestSchema.parse({ ...valid, workingDays: [1, 1, 1, 1, 1, 1, 1], shifts: [{ start: '00:00', end: '24:00' }] });
  assert.deepEqual(twentyFour.shifts, [{ start: '00:00', end: '24:00' }], 'a 24-hour calendar is one shift 00:00–24:00');
  const unset = createCalendarRequestSchema.parse({ ...valid, shifts: [{ start: 'false', end: 'false' }, { start: '07:00', end: '15:00' }] });
  assert.deepEqual(unset.shifts, [{ start: '07:00', end: '15:00' }], "'false-false' shifts are ignored");
});

test('night shifts cross midnight and may not run into the next morning shift', () => {
  assert.equal(shiftsOverlap([{ start: '06:00', end: '14:00' }, { start: '22:00', end: '06:00' }]), false);
  assert.equal(shiftsOverlap([{ start: '06:00', end: '14:00' }, { start: '22:00', end: '07:00' }]), true);
  assert.equal(shiftsOverlap([{ start: '14:00', end: '22:00' }, { start: '06:00', end: '14:00' }]), false);
});

test('holidays need valid dates in order; an unknown recurrence falls back to daily', () => {
  assert.deepEqual(messages(calendarExceptionSchema, { fromDate: '2027-02-30', toDate: '2027-03-01' }), ['Holidays need valid from and to dates']);
  assert.deepEqual(messages(calendarExceptionSchema, { fromDate: '2027-03-02', toDate: '2027-03-01' }), ['Holidays need valid from and to dates']);
  assert.deepEqual(messages(calendarExceptionSchema, { toDate: '2027-03-01' }), ['Holidays need valid from and to dates']);
  const parsed = calendarExceptionSchema.parse({ fromDate: '2027-03-01', toDate: '2027-03-01', every: 'HOURLY' });
  assert.deepEqual(parsed, { name: '', fromDate: '2027-03-01', toDate: '2027-03-01', every: 'DAILY', working: false, shifts: [], source: 'manual' });
  assert.equal(calendarExceptionSchema.parse({ fromDate: '2027-01-01', toDate: '2030-12-31', every: 'YEARLY' }).every, 'YEARLY');
});

test('holidays are previewed for a country and up to ten years, given as a list in the query', () => {
  const preview = previewHolidaysRequestSchema.parse({ projectId, scheduleId, country: 'CL', years: '2026,2027' });
  assert.deepEqual([preview.years, preview.language], [[2026, 2027], 'en']);
  assert.deepEqual(messages(previewHolidaysRequestSchema, { projectId, scheduleId, country: 'chile', years: [2026] }), ['Choose a country']);
  assert.deepEqual(messages(previewHolidaysRequestSchema, { projectId, scheduleId, country: 'CL', years: [] }), ['Choose the years']);
});
