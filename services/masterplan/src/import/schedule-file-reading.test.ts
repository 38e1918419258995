import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readScheduleFileForImport } from './schedule-file-reading';

/** The shared real schedule files beside the repository, found from here upwards. */
function fixtures(): string | undefined {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'fixtures', 'schedules');
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}
const folder = fixtures();

describe('schedule files read for import', { skip: folder === undefined ? 'no shared/fixtures/schedules beside the repository' : false }, () => {
  it('reads an MS Project file with its summaries, links, calendars and leads', () => {
    const outcome = readScheduleFileForImport(readFileSync(join(folder!, 'mspdi/sample-summaries-calendars.xml')), 'sample.xml');
    assert.ok(outcome.ok);
    const { plan, format } = outcome.reading;
    assert.equal(format, 'mspdi');
    assert.ok(plan.activities.filter((a) => a.kind === 'summary').length >= 3);
    assert.ok(plan.links.some((l) => l.lag < 0), 'the negative lag (lead) came across');
    assert.equal(plan.calendars.filter((c) => c.isDefault).length, 1);
    assert.ok(plan.activities.every((a) => a.sourceId !== null));
  });

  it('reads a P6 export with its progress', () => {
    const outcome = readScheduleFileForImport(readFileSync(join(folder!, 'p6/percent-complete-8.4.xer')), 'progress.xer');
    assert.ok(outcome.ok);
    assert.equal(outcome.reading.format, 'xer');
    assert.ok(outcome.reading.plan.activities.some((a) => a.progress > 0 && a.actualStart !== null));
    assert.notEqual(outcome.reading.plan.dataDate, null);
  });

  it('refuses a PDF and a cut-off XML file with the reason', () => {
    const pdf = readScheduleFileForImport(Buffer.from('%PDF-1.7\n1 0 obj'), 'plan.pdf');
    assert.deepEqual(pdf.ok ? null : [pdf.code, /it is a PDF/.test(pdf.message)], ['SCHEDULE_FILE_INVALID', true]);
    const whole = readFileSync(join(folder!, 'mspdi/task-links-project2010.xml'), 'utf8');
    const cut = readScheduleFileForImport(Buffer.from(whole.slice(0, Math.floor(whole.length / 2))), 'cut.xml');
    assert.equal(cut.ok ? null : cut.code, 'SCHEDULE_FILE_INVALID');
  });
});
