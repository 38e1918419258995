import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_WINDOW_WEEKS } from '@tenon/lean';
import { colorSchemaOf, lookaheadReportPath, namedScheduleIds, reportScheduleIds, reportStartOf, reportWeeksOf, savedScheduleIds } from './report-address';

const a = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const b = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const c = 'cccccccccccccccccccccccc';

test("the week part of the address is a day written with dashes for the spec's slashes", () => {
  assert.equal(reportStartOf('2026-11-26'), '2026-11-26');
  assert.equal(reportStartOf('2026/11/26'), '2026-11-26');
  for (const bad of ['2026-02-30', '26-11-2026', '48', '', undefined, '2026-11-26-1']) assert.equal(reportStartOf(bad), null, String(bad));
});

test('weeks default to the default window and stay within 1 to 8', () => {
  assert.equal(reportWeeksOf(undefined), DEFAULT_WINDOW_WEEKS);
  assert.equal(reportWeeksOf('6'), 6);
  for (const bad of ['0', '9', '2.5', 'four']) assert.equal(reportWeeksOf(bad), DEFAULT_WINDOW_WEEKS, bad);
});

test('an unknown colour schema colours by lean status', () => {
  assert.equal(colorSchemaOf('subcontract'), 'subcontract');
  assert.equal(colorSchemaOf('progress'), 'progress');
  assert.equal(colorSchemaOf('rainbow'), 'lean');
  assert.equal(colorSchemaOf(undefined), 'lean');
});

test('saved ids are read from a JSON list of object ids; anything else is no choice', () => {
  assert.deepEqual(savedScheduleIds(JSON.stringify([a, b, a, 'nope', 3])), [a, b]);
  assert.deepEqual(savedScheduleIds('{"x":1}'), []);
  assert.deepEqual(savedScheduleIds('not json'), []);
  assert.deepEqual(savedScheduleIds(null), []);
});

test("the address's schedules win over the saved ones, both kept to the project's; none left means the current one", () => {
  assert.deepEqual(reportScheduleIds([b], [a], [a, b, c], c), [b]);
  assert.deepEqual(reportScheduleIds([], [a, c], [a, b, c], b), [a, c]);
  // A saved list of another project's schedules does not show them.
  assert.deepEqual(reportScheduleIds([], ['dddddddddddddddddddddddd'], [a, b], b), [b]);
  assert.deepEqual(reportScheduleIds([], [], [a, b], null), []);
  assert.deepEqual(reportScheduleIds([], [], [a], b), []);
});

test('the plan opens the new-tab variant with the window and the schedules in the address', () => {
  const path = lookaheadReportPath({ start: '2026-11-26', weeks: 4, colorSchema: 'lean', newTab: true, projectId: a, scheduleIds: [b, c] });
  assert.equal(path, `/reportlookahead/week/allNewTab/2026-11-26/lean/4?projectId=${a}&schedules=${b}%2C${c}`);
  assert.deepEqual(namedScheduleIds(new URL(path, 'http://x').searchParams.get('schedules')), [b, c]);
  assert.match(lookaheadReportPath({ start: '2026-11-26', weeks: 2, colorSchema: 'progress', newTab: false, projectId: a, scheduleIds: [b] }), /^\/reportlookahead\/week\/all\/2026-11-26\/progress\/2\?/);
});
