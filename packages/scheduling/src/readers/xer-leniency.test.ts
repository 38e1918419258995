import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ReadWarnings } from './read-warnings';
import { readXerCalendarData } from './xer-calendar-data';
import { readXer, readXerFile } from './xer-reader';

const DEL = '\u007f';

/** A Monday-to-Friday week written the way P6 writes it: line breaks as DEL pairs, indented with spaces. */
const P6_LAYOUT_DATA = [
  '(0||CalendarData()(',
  '  (0||DaysOfWeek()(',
  '    (0||1()())',
  ...[2, 3, 4, 5, 6].map((day) => `    (0||${day}()(\n      (0||0(s|08:00|f|12:00)())\n      (0||1(s|13:00|f|17:00)())))`),
  '    (0||7()())))',
  '  (0||VIEW(ShowTotal|Y)())',
  '  (0||Exceptions()(',
  '    (0||0(d|45299)())))))',
].join('\n');

interface XerParts {
  projects?: string[];
  calendars?: string[];
  tasks?: string[];
  links?: string[];
  header?: string;
}

function xer(parts: XerParts): string {
  return [
    ...(parts.header !== undefined ? [parts.header] : ['ERMHDR\t19.12\t2024-01-05\tProject\tadmin']),
    '%T\tPROJECT',
    '%F\tproj_id\tproj_short_name\tclndr_id\tplan_start_date\texport_flag',
    ...(parts.projects ?? ['%R\t1\tMAIN\t10\t2024-01-08 08:00\tY']),
    '%T\tCALENDAR',
    '%F\tclndr_id\tdefault_flag\tclndr_name\tbase_clndr_id\tday_hr_cnt\tweek_hr_cnt\tclndr_data',
    ...(parts.calendars ?? [`%R\t10\tY\tStandard\t\t8\t40\t${P6_LAYOUT_DATA.replaceAll('\n', DEL + DEL)}`]),
    '%T\tTASK',
    '%F\ttask_id\tproj_id\twbs_id\tclndr_id\ttask_type\tstatus_code\ttask_code\ttask_name\ttarget_drtn_hr_cnt\tremain_drtn_hr_cnt',
    ...(parts.tasks ?? ['%R\t100\t1\t\t10\tTT_Task\tTK_NotStart\tA10\tExcavate\t16\t16', '%R\t101\t1\t\t10\tTT_Task\tTK_NotStart\tA20\tPour\t8\t8']),
    '%T\tTASKPRED',
    '%F\ttask_pred_id\ttask_id\tpred_task_id\tproj_id\tpred_proj_id\tpred_type\tlag_hr_cnt',
    ...(parts.links ?? ['%R\t7\t101\t100\t1\t1\tPR_FS\t0']),
    '%E',
  ].join('\r\n');
}

function read(text: string): { model: ReturnType<typeof readXer>; warnings: ReturnType<ReadWarnings['list']> } {
  const warnings = new ReadWarnings();
  const model = readXer(text, warnings);
  return { model, warnings: warnings.list() };
}

describe('P6 calendar data in the layout P6 writes', () => {
  const expectWeek = (text: string): void => {
    const data = readXerCalendarData(text);
    assert.deepEqual(data.week?.[1], { working: true, shifts: [{ from: 480, to: 720 }, { from: 780, to: 1020 }] });
    assert.deepEqual(data.week?.[0], { working: false, shifts: [] });
    assert.deepEqual(data.exceptions, [{ fromDate: '2024-01-08', toDate: '2024-01-08', working: false, shifts: [] }]);
  };

  it('reads line breaks written as DEL pairs', () => expectWeek(P6_LAYOUT_DATA.replaceAll('\n', DEL + DEL)));

  it('reads them after another code page turned them into ⌂ or replacement characters', () => {
    expectWeek(P6_LAYOUT_DATA.replaceAll('\n', '\u2302\u2302'));
    expectWeek(P6_LAYOUT_DATA.replaceAll('\n', '\ufffd'));
  });

  it('ignores what follows the complete calendar data', () => expectWeek(`${P6_LAYOUT_DATA.replaceAll('\n', ' ')}${DEL}${DEL}`));

  it('reads calendar data an editor broke over several lines of the XER', () => {
    const text = xer({ calendars: [`%R\t10\tY\tStandard\t\t8\t40\t${P6_LAYOUT_DATA}`] });
    const { model } = read(text);
    assert.equal(model.calendars[0]?.week[3]?.shifts.length, 2);
    assert.equal(model.calendars[0]?.exceptions.length, 1);
  });
});

describe('readXer leniency', () => {
  it('reads an export that starts with blank lines before ERMHDR, or without it', () => {
    assert.equal(read(`\r\n${xer({})}`).model.activities.length, 2);
    const headless = xer({}).split('\r\n').slice(1).join('\r\n');
    assert.equal(read(headless).model.activities.length, 2);
  });

  it('reads the exported project of several PROJECT rows, not the ones links reach into', () => {
    const projects = ['%R\t2\tOTHER\t10\t2023-01-02 08:00\tN', '%R\t1\tMAIN\t10\t2024-01-08 08:00\tY'];
    const tasks = ['%R\t100\t1\t\t10\tTT_Task\tTK_NotStart\tA10\tExcavate\t16\t16', '%R\t900\t2\t\t10\tTT_Task\tTK_NotStart\tB10\tElsewhere\t8\t8'];
    const { model, warnings } = read(xer({ projects, tasks, links: ['%R\t7\t100\t900\t1\t2\tPR_FS\t0', '%R\t8\t900\t100\t2\t1\tPR_FS\t0'] }));
    assert.equal(model.name, 'MAIN');
    assert.deepEqual(model.activities.map((a) => a.id), ['A10']);
    assert.deepEqual(warnings.map((w) => [w.message, w.examples]), [['2 links to activities of other projects in the file were skipped', ['900 -> 100', '100 -> 900']]]);
  });

  it('says so when several projects were exported and reads the first', () => {
    const projects = ['%R\t1\tMAIN\t10\t2024-01-08 08:00\tY', '%R\t2\tSECOND\t10\t2024-01-08 08:00\tY'];
    const { model, warnings } = read(xer({ projects }));
    assert.equal(model.name, 'MAIN');
    assert.match(warnings[0]?.message ?? '', /2 exported projects; only the first, MAIN, was read/);
  });

  it('lists the exported projects and reads the one asked for', () => {
    const projects = ['%R\t1\tMAIN\t10\t2024-01-08 08:00\tY', '%R\t2\tSECOND\t10\t2024-01-08 08:00\tY', '%R\t3\tLINKED\t10\t2024-01-08 08:00\tN'];
    const tasks = ['%R\t100\t1\t\t10\tTT_Task\tTK_NotStart\tA10\tExcavate\t16\t16', '%R\t900\t2\t\t10\tTT_Task\tTK_NotStart\tB10\tElsewhere\t8\t8'];
    const warnings = new ReadWarnings();
    const read = readXerFile(xer({ projects, tasks }), warnings, { projectId: '2' });
    assert.deepEqual(read.projects, [{ id: '1', name: 'MAIN' }, { id: '2', name: 'SECOND' }]);
    assert.equal(read.model.name, 'SECOND');
    assert.deepEqual(read.model.activities.map((a) => a.id), ['B10']);
    assert.match(warnings.list()[0]?.message ?? '', /2 exported projects; only SECOND was read/);
    assert.throws(() => readXerFile(xer({ projects, tasks }), new ReadWarnings(), { projectId: '3' }), /no project with id 3/);
  });

  it('groups links to activities that were not exported', () => {
    const links = ['%R\t7\t101\t100\t1\t1\tPR_FS\t0', ...[1, 2, 3].map((n) => `%R\t${20 + n}\t101\t${5000 + n}\t1\t9\tPR_FS\t0`)];
    const { model, warnings } = read(xer({ links }));
    assert.equal(model.links.length, 1);
    assert.deepEqual(warnings.map((w) => [w.code, w.count]), [['link-outside-file', 3]]);
  });

  it('bases a calendar whose base was not exported on the project calendar', () => {
    const calendars = [`%R\t10\tY\tStandard\t\t8\t40\t${P6_LAYOUT_DATA.replaceAll('\n', DEL + DEL)}`, '%R\t11\tN\tCrew\t77\t8\t40\t'];
    const { model, warnings } = read(xer({ calendars }));
    assert.equal(model.calendars[1]?.baseCalendarId, '10');
    assert.equal(warnings[0]?.code, 'calendar-base-missing');
  });

  it('uses the default-flagged calendar when the project names one that is not there, and a standard week when there is none', () => {
    const missing = read(xer({ projects: ['%R\t1\tMAIN\t55\t2024-01-08 08:00\tY'] }));
    assert.equal(missing.model.options.defaultCalendarId, '10');
    assert.equal(missing.warnings[0]?.code, 'project-calendar-missing');
    const none = read(xer({ calendars: [], tasks: ['%R\t100\t1\t\t\tTT_Task\tTK_NotStart\tA10\tExcavate\t16\t16'], links: [] }));
    assert.deepEqual(none.model.calendars[0]?.week.map((d) => d?.working), [false, true, true, true, true, true, false]);
  });

  it('ignores an unknown constraint and one without its date', () => {
    const text = xer({ tasks: ['%R\t100\t1\t\t10\tTT_Task\tTK_NotStart\tA10\tExcavate\t16\t16'], links: [] })
      .replace('\tremain_drtn_hr_cnt', '\tremain_drtn_hr_cnt\tcstr_type\tcstr_type2')
      .replace('Excavate\t16\t16', 'Excavate\t16\t16\tCS_WHENEVER\tCS_MSOA');
    const { model, warnings } = read(text);
    assert.equal(model.activities[0]?.constraint, undefined);
    assert.deepEqual(warnings.map((w) => w.code), ['constraint-unknown', 'constraint-without-date']);
  });

  it('still refuses a file cut short, which would be read in part', () => {
    assert.throws(() => readXer(xer({}).replace('%E', '')), /without the %E end marker/);
  });
});
