import assert from 'node:assert/strict';
import { test } from 'node:test';
import { printablePageOf } from './printable-pages';

const project = '7e4e00020000000000000001';
const schedule = '7e4e00030000000000000002';

test('reports and the lookahead plan are printable, each under the permission its reader needs', () => {
  assert.equal(printablePageOf(`/lookahead/planification/${project}/${schedule}?start=2026-11-23&weeks=4`)?.key, 'lookahead.plan');
  assert.equal(printablePageOf(`/reportcommit/week/all/1/48/${project}/${schedule}/2026`)?.name, 'weekly-commitment-report');
  assert.equal(printablePageOf(`/reportcommitclose/week/all/1/48/${project}/${schedule}`)?.key, 'weekly.plan');
  assert.equal(printablePageOf(`/report/week/all/48/1/2026/2026-11-23/2026-11-29?projectId=${project}&scheduleId=${schedule}`)?.name, 'week-report');
  assert.equal(printablePageOf(`/${project}/project/${project}/schedule/${schedule}/export/weekly?type=closure&planificationDay=1&week=48`)?.name, 'weekly-export');
  assert.equal(printablePageOf(`/reportlookahead/week/allNewTab/2026-11-26/lean/4?projectId=${project}&schedules=${schedule}`)?.name, 'lookahead-report');
  assert.equal(printablePageOf(`/reportlookahead/week/all/2026-11-26/subcontract`)?.key, 'lookahead.plan');

  const gantt = printablePageOf(`/gantt/print/${project}/${schedule}?columns=id,name&zoom=week&pages=4&paper=A3&legend=1`);
  assert.equal(gantt?.key, 'masterplan.gantt');
  assert.ok((gantt?.timeoutMs ?? 0) > 60_000, 'a whole schedule gets longer than a report');
});

test('the Gantt print view needs a project and a schedule id and nothing after them', () => {
  for (const path of [`/gantt/print/${project}`, `/gantt/print/${project}/${schedule}/extra`, `/gantt/${schedule}/ganttchart`, `/gantt/print/x/${schedule}`]) {
    assert.equal(printablePageOf(path), null, path);
  }
});

test('any other page, another origin or a path that climbs out is refused', () => {
  for (const path of ['/settings/company', 'https://evil.example/x', '//evil.example/x', `/lookahead/planification/${project}/../../settings`, `/lookahead/planification/${project}`, '/reportlookahead/week/other/2026-11-26/lean/4', '']) {
    assert.equal(printablePageOf(path), null, path);
  }
});
