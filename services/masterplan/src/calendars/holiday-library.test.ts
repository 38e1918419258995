import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { HolidaysTypes } from 'date-holidays';
import type { CalendarException } from '@tenon/contracts';
import { HolidayLibrary, holidayExceptions, markExisting, toPublicHolidays } from './holiday-library';

const raw = (date: string, name: string, type: HolidaysTypes.HolidayType, days = 1): HolidaysTypes.Holiday => ({
  date: `${date} 00:00:00`,
  start: new Date(`${date}T04:00:00Z`),
  end: new Date(Date.parse(`${date}T04:00:00Z`) + days * 86_400_000),
  name,
  type,
  rule: '',
});

test('public holidays become days off: observances dropped, several days kept whole, two on one day named together', () => {
  const holidays = toPublicHolidays([
    raw('2026-09-19', 'Glorias del Ejército', 'public'),
    raw('2026-09-18', 'Fiestas Patrias', 'public', 1),
    raw('2026-02-14', "Valentine's Day", 'observance'),
    raw('2026-12-24', 'Christmas Eve', 'optional'),
    raw('2026-04-02', 'Semana Santa', 'public', 2),
    raw('2026-04-02', 'Jueves Santo', 'public'),
  ]);
  assert.deepEqual(holidays, [
    { name: 'Semana Santa / Jueves Santo', fromDate: '2026-04-02', toDate: '2026-04-03' },
    { name: 'Fiestas Patrias', fromDate: '2026-09-18', toDate: '2026-09-18' },
    { name: 'Glorias del Ejército', fromDate: '2026-09-19', toDate: '2026-09-19' },
  ]);
});

test('an import adds the kept holidays the calendar does not have yet, marked with their country', () => {
  const existing: CalendarException[] = [{ name: 'Año Nuevo', fromDate: '2027-01-01', toDate: '2027-01-01', every: 'DAILY', working: false, shifts: [], source: 'manual' }];
  const previewed = markExisting(
    [
      { name: 'Año Nuevo', fromDate: '2027-01-01', toDate: '2027-01-01' },
      { name: 'Viernes Santo', fromDate: '2027-03-26', toDate: '2027-03-26' },
      { name: 'Día del Trabajador', fromDate: '2027-05-01', toDate: '2027-05-01' },
    ],
    existing,
  );
  assert.deepEqual(previewed.map((h) => h.alreadyInCalendar), [true, false, false]);
  assert.deepEqual(holidayExceptions('CL', previewed, undefined).map((e) => [e.fromDate, e.source, e.every, e.working]), [
    ['2027-03-26', 'holidays:CL', 'DAILY', false],
    ['2027-05-01', 'holidays:CL', 'DAILY', false],
  ]);
  assert.deepEqual(holidayExceptions('CL', previewed, ['2027-05-01']).map((e) => e.name), ['Día del Trabajador']);
});

test('the library knows Chile and the United States, with names in the asked language', () => {
  const library = new HolidayLibrary();
  assert.ok(library.isCountry('CL') && library.isCountry('US') && !library.isCountry('XX'));
  const chile = library.holidays('CL', [2027], 'es');
  assert.ok(chile.some((h) => h.fromDate === '2027-09-18' && h.name === 'Fiestas Patrias'));
  assert.ok(chile.some((h) => h.fromDate === '2027-03-26'), 'Good Friday follows Easter');
  const us = library.holidays('US', [2026, 2027], 'en');
  assert.ok(us.some((h) => h.fromDate === '2026-07-03' && /substitute/i.test(h.name)), 'a holiday on a Saturday is taken on the Friday');
  assert.ok(!us.some((h) => h.name === "Valentine's Day"));
  assert.equal(library.countries('es').find((c) => c.code === 'US')?.name, 'Estados Unidos');
});
