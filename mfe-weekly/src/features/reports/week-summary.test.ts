import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CncTypeView } from '@tenon/contracts/types';
import { WEEK_SUMMARY_MESSAGES } from '../../i18n/weekly-messages';
import { causesByType, weeklyExportTarget, weekStartOfReport, weekSummaryPath } from './week-summary';

const type = (id: string, name: string): CncTypeView => ({ id, name, defaultKey: null, usedBy: 0 });

test('causes are counted by type, most frequent first, with their share of the week', () => {
  const types = [type('t1', 'Materials'), type('t2', 'Weather'), type('t3', 'Labour')];
  const rows = causesByType([{ typeId: 't2' }, { typeId: 't1' }, { typeId: 't2' }, { typeId: 'gone' }], types, (t) => t?.name ?? 'Unknown type');
  assert.deepEqual(
    rows.map((r) => `${r.label} ${r.count} ${r.share}`),
    ['Weather 2 50', 'Materials 1 25', 'Unknown type 1 25'],
  );
  assert.deepEqual(causesByType([], types, () => ''), []);
});

test('the report names its week by its first day, or by number and year when {start} is not a first day', () => {
  assert.equal(weekStartOfReport({ week: '48', planificationDay: '1', year: '2026', start: '2026-11-23' }), '2026-11-23');
  // A Tuesday is not the first day of a Monday week: the number decides.
  assert.equal(weekStartOfReport({ week: '48', planificationDay: '1', year: '2026', start: '2026-11-24' }), '2026-11-23');
  assert.equal(weekStartOfReport({ week: '1', planificationDay: '1', year: '2027', start: 'x' }), '2027-01-04');
  assert.equal(weekStartOfReport({ week: '53', planificationDay: '1', year: '2027', start: 'x' }), null);
  assert.equal(weekStartOfReport({ week: '48', planificationDay: '9', year: '2026', start: '2026-11-23' }), null);
});

test('the report address carries the week and, in its query, the schedule', () => {
  assert.equal(
    weekSummaryPath({ projectId: 'p1', scheduleId: 's1' }, { week: 48, year: 2026, start: '2026-11-23', end: '2026-11-29' }, 1),
    '/report/week/all/48/1/2026/2026-11-23/2026-11-29?projectId=p1&scheduleId=s1',
  );
});

test('the export route leads to the commitment or closure report of its week, keeping a print request', () => {
  const place = { projectId: '7e4e00020000000000000001', scheduleId: '7e4e00030000000000000002' };
  assert.equal(
    weeklyExportTarget(place, new URLSearchParams('type=commitment&planificationDay=1&week=48&year=2026')),
    `/reportcommit/week/all/1/48/${place.projectId}/${place.scheduleId}/2026`,
  );
  assert.equal(
    weeklyExportTarget(place, new URLSearchParams('type=closure&planificationDay=1&week=48&year=2026&print=1')),
    `/reportcommitclose/week/all/1/48/${place.projectId}/${place.scheduleId}?year=2026&print=1`,
  );
  for (const query of ['type=excel&planificationDay=1&week=48', 'type=closure&planificationDay=8&week=48', 'type=closure&planificationDay=1&week=60', 'planificationDay=1&week=4']) {
    assert.equal(weeklyExportTarget(place, new URLSearchParams(query)), null, query);
  }
  assert.equal(weeklyExportTarget({ ...place, projectId: 'x' }, new URLSearchParams('type=closure&planificationDay=1&week=48')), null);
});

test('every week report message has an English and a Spanish text', () => {
  assert.deepEqual(Object.keys(WEEK_SUMMARY_MESSAGES.es).sort(), Object.keys(WEEK_SUMMARY_MESSAGES.en).sort());
  for (const [key, text] of [...Object.entries(WEEK_SUMMARY_MESSAGES.en), ...Object.entries(WEEK_SUMMARY_MESSAGES.es)]) assert.ok(text.trim().length > 0, key);
});
