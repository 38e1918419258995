import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_PRINT_OPTIONS, ganttPrintPath, parsePrintOptions, printColumnsWidth, type GanttPrintOptions } from './gantt-print-options';

test('the options chosen in the dialog come back unchanged from the print view address', () => {
  const chosen: GanttPrintOptions = { columns: ['wbs', 'name', 'predecessors'], from: '2026-12-01', to: '2027-03-31', zoom: 'month', pagesWide: 4, paper: 'A4', legend: false };
  const path = ganttPrintPath('7e4e00020000000000000001', '7e4e00030000000000000002', chosen);
  assert.match(path, /^\/gantt\/print\/7e4e00020000000000000001\/7e4e00030000000000000002\?/);
  assert.deepEqual(parsePrintOptions(path.slice(path.indexOf('?'))), chosen);
});

test('an address typed by hand with unknown or malformed values prints with the defaults for those', () => {
  assert.deepEqual(parsePrintOptions('?columns=name,evil,name&from=2026-13-01&to=tomorrow&zoom=year&pages=0&paper=Letter'), { ...DEFAULT_PRINT_OPTIONS, columns: ['name'] });
  assert.deepEqual(parsePrintOptions('?pages=21'), DEFAULT_PRINT_OPTIONS);
  assert.equal(parsePrintOptions('?pages=2.5').pagesWide, 1);
});

test('the printed columns take the sum of their widths', () => {
  assert.equal(printColumnsWidth(['id', 'name']), 44 + 230);
  assert.equal(printColumnsWidth([]), 0);
});
