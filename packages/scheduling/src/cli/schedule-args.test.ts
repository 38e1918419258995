import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseScheduleArgs } from './schedule-args';

describe('parseScheduleArgs', () => {
  it('takes the file and the report options', () => {
    assert.deepEqual(parseScheduleArgs(['plan.xer', '--compare', '--json']), { file: 'plan.xer', compare: true, json: true });
  });

  it('takes an export format and the file to write, before or after the schedule file', () => {
    assert.deepEqual(parseScheduleArgs(['plan.xml', '--export', 'xer', 'out.xer']), { file: 'plan.xml', compare: false, json: false, export: { format: 'xer', out: 'out.xer' } });
    assert.deepEqual(parseScheduleArgs(['--export', 'p6xml', 'out.xml', 'plan.xer']), { file: 'plan.xer', compare: false, json: false, export: { format: 'p6xml', out: 'out.xml' } });
  });

  it('refuses an unknown format, a missing output file and a repeated export', () => {
    assert.deepEqual(parseScheduleArgs(['plan.xml', '--export', 'mpp', 'out.mpp']), { error: '--export needs a format: mspdi, xer or p6xml, not "mpp"' });
    assert.deepEqual(parseScheduleArgs(['plan.xml', '--export', 'mspdi']), { error: '--export needs the file to write' });
    assert.deepEqual(parseScheduleArgs(['plan.xml', '--export', 'mspdi', '--json']), { error: '--export needs the file to write' });
    assert.deepEqual(parseScheduleArgs(['plan.xml', '--export', 'xer', 'a.xer', '--export', 'xer', 'b.xer']), { error: '--export given twice' });
  });

  it('refuses unknown options and anything but one schedule file', () => {
    assert.deepEqual(parseScheduleArgs(['plan.xml', '--csv']), { error: 'unknown option --csv' });
    assert.deepEqual(parseScheduleArgs([]), { error: 'no schedule file given' });
    assert.deepEqual(parseScheduleArgs(['a.xml', 'b.xml']), { error: 'one schedule file at a time' });
  });
});
