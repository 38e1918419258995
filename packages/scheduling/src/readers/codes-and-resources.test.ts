import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFixture } from '../cli/schedule-fixtures';
import type { ScheduleModel } from '../model';
import { readMspdi } from './mspdi-reader';
import { readP6Xml } from './p6-xml-reader';
import { ReadWarnings, type ReadWarning } from './read-warnings';
import { readXer } from './xer-reader';

const byId = (model: ScheduleModel, id: string) => {
  const activity = model.activities.find((a) => a.id === id);
  assert.ok(activity, `activity ${id}`);
  return activity;
};

function read<T>(reader: (text: string, warnings: ReadWarnings) => T, text: string): { model: T; warnings: ReadWarning[] } {
  const warnings = new ReadWarnings();
  const model = reader(text, warnings);
  return { model, warnings: warnings.list() };
}

const XER = [
  '%T\tPROJECT',
  '%F\tproj_id\tproj_short_name\tclndr_id\tplan_start_date',
  '%R\t1\tCODES\t10\t2024-01-08 08:00',
  '%T\tCALENDAR',
  '%F\tclndr_id\tdefault_flag\tclndr_name\tday_hr_cnt\tweek_hr_cnt\tclndr_data',
  '%R\t10\tY\tStandard\t8\t40\t',
  '%T\tACTVTYPE',
  '%F\tactv_code_type_id\tactv_code_type\tproj_id',
  '%R\t5\tArea\t',
  '%R\t6\tTrade\t1',
  '%T\tTASK',
  '%F\ttask_id\tproj_id\tclndr_id\ttask_type\tstatus_code\ttask_code\ttask_name\ttarget_drtn_hr_cnt',
  '%R\t100\t1\t10\tTT_Task\tTK_NotStart\tA10\tConduits\t16',
  '%R\t101\t1\t10\tTT_Task\tTK_NotStart\tA20\tWiring\t16',
  '%T\tACTVCODE',
  '%F\tactv_code_id\tparent_actv_code_id\tactv_code_type_id\tactv_code_name\tshort_name\tseq_num',
  '%R\t50\t\t5\tThird floor slab and walls\tLevel 3\t1',
  '%R\t60\t\t6\tElectrical works\tElectrical\t1',
  '%T\tTASKACTV',
  '%F\ttask_id\tactv_code_type_id\tactv_code_id\tproj_id',
  '%R\t100\t5\t50\t1',
  '%R\t100\t6\t60\t1',
  '%R\t101\t6\t60\t1',
  '%R\t101\t6\t77\t1',
  '%R\t999\t5\t50\t1',
  '%R\t555\t5\t50\t2',
  '%T\tUMEASURE',
  '%F\tunit_id\tseq_num\tunit_abbrev\tunit_name',
  '%R\t7\t1\tm\tMetre',
  '%T\tRSRC',
  '%F\trsrc_id\trsrc_name\trsrc_short_name\trsrc_type\tunit_id',
  '%R\t300\tElectrician crew\tELEC\tRT_Labor\t7',
  '%R\t301\tCable\tCAB\tRT_Mat\t7',
  '%T\tTASKRSRC',
  '%F\ttaskrsrc_id\ttask_id\tproj_id\trsrc_id\tremain_qty\ttarget_qty\ttarget_qty_per_hr\tact_reg_qty',
  '%R\t1\t100\t1\t300\t16\t16\t1\t0',
  '%R\t2\t101\t1\t301\t\t\t\t120',
  '%R\t3\t101\t1\t302\t8\t8\t1\t0',
  '%E',
].join('\n');

describe('activity codes and resources in XER', () => {
  it('puts "type: short name" codes and the assignments on the activities, and lists the resources', () => {
    const { model, warnings } = read(readXer, XER);
    assert.deepEqual(byId(model, 'A10').codes, [
      { type: 'Area', value: 'Level 3' },
      { type: 'Trade', value: 'Electrical' },
    ]);
    assert.deepEqual(byId(model, 'A20').codes, [{ type: 'Trade', value: 'Electrical' }]);
    assert.deepEqual(model.resources, [
      { id: '300', name: 'Electrician crew', kind: 'labor', shortName: 'ELEC' },
      { id: '301', name: 'Cable', kind: 'material', shortName: 'CAB', unitLabel: 'm' },
    ]);
    assert.deepEqual(byId(model, 'A10').assignments, [{ resourceId: '300', units: 1, plannedQuantity: 16 }]);
    assert.deepEqual(byId(model, 'A20').assignments, [{ resourceId: '301', plannedQuantity: 120 }], 'no budget: done plus remaining');
    const skipped = Object.fromEntries(warnings.map((w) => [w.code, w.count]));
    // The row of project 2 belongs to an activity that was not read, so it is no loose end.
    assert.deepEqual(skipped, { 'code-assignment-skipped': 2, 'assignment-skipped': 1 });
  });

  it('reads the assignments of a file saved by P6', () => {
    const model = readXer(readFixture('corpus/assignment__resource-rates-test.xer'));
    assert.deepEqual(model.resources, [{ id: '1316', name: 'Resource 1', kind: 'labor', shortName: 'R1' }]);
    const assignments = byId(model, 'A1000').assignments ?? [];
    assert.equal(assignments.length, 5);
    assert.ok(assignments.every((a) => a.resourceId === '1316' && a.plannedQuantity === 240 && a.units === 1));
  });

  it('leaves codes and resources out when the file has none', () => {
    const model = readXer(readFixture('p6/PredecessorCalendar.xer'));
    assert.equal(model.resources, undefined);
    assert.ok(model.activities.every((a) => a.codes === undefined && a.assignments === undefined));
  });
});

const CALENDAR = '<Calendar><ObjectId>1</ObjectId><Name>Standard</Name><IsDefault>1</IsDefault></Calendar>';
const P6_XML = `<?xml version="1.0" encoding="UTF-8"?><APIBusinessObjects xmlns="http://xmlns.oracle.com/Primavera/P6/V19.12/API/BusinessObjects">${CALENDAR}
<ActivityCodeType><ObjectId>5</ObjectId><Name>Area</Name></ActivityCodeType>
<ActivityCode><CodeTypeObjectId>5</CodeTypeObjectId><CodeValue>L3</CodeValue><Description>Level 3</Description><ObjectId>50</ObjectId></ActivityCode>
<UnitOfMeasure><Abbreviation>m3</Abbreviation><Name>Cubic metre</Name><ObjectId>9</ObjectId></UnitOfMeasure>
<Resource><Id>ELEC</Id><Name>Electrician crew</Name><ObjectId>300</ObjectId><ResourceType>Labor</ResourceType><UnitOfMeasureObjectId>9</UnitOfMeasureObjectId></Resource>
<Resource><Id>CRANE</Id><Name>Tower crane</Name><ObjectId>301</ObjectId><ResourceType>Nonlabor</ResourceType></Resource>
<Resource><Id>CONC</Id><Name>Concrete</Name><ObjectId>302</ObjectId><ResourceType>Material</ResourceType><UnitOfMeasureObjectId>9</UnitOfMeasureObjectId></Resource>
<Project><ObjectId>1</ObjectId><Id>P</Id><PlannedStartDate>2024-01-08T08:00:00</PlannedStartDate><ActivityDefaultCalendarObjectId>1</ActivityDefaultCalendarObjectId>
<ActivityCodeType><ObjectId>6</ObjectId><Name>Trade</Name></ActivityCodeType>
<ActivityCode><CodeTypeObjectId>6</CodeTypeObjectId><CodeValue>Electrical</CodeValue><ObjectId>60</ObjectId></ActivityCode>
<Activity><ObjectId>100</ObjectId><Id>A10</Id><Name>Conduits</Name><PlannedDuration>8</PlannedDuration><Code><TypeObjectId>5</TypeObjectId><ValueObjectId>50</ValueObjectId></Code><Code><TypeObjectId>6</TypeObjectId><ValueObjectId>60</ValueObjectId></Code></Activity>
<Activity><ObjectId>101</ObjectId><Id>A20</Id><Name>Lift</Name><PlannedDuration>8</PlannedDuration><Code><TypeObjectId>6</TypeObjectId><ValueObjectId>61</ValueObjectId></Code></Activity>
<ResourceAssignment><ActivityObjectId>100</ActivityObjectId><ObjectId>1</ObjectId><PlannedUnits>16</PlannedUnits><PlannedUnitsPerTime>2</PlannedUnitsPerTime><ProjectObjectId>1</ProjectObjectId><ResourceObjectId>300</ResourceObjectId></ResourceAssignment>
<ResourceAssignment><ActivityObjectId>101</ActivityObjectId><ObjectId>2</ObjectId><PlannedUnits>4</PlannedUnits><ProjectObjectId>1</ProjectObjectId><ResourceObjectId>301</ResourceObjectId></ResourceAssignment>
<ResourceAssignment><ActivityObjectId>102</ActivityObjectId><ObjectId>3</ObjectId><PlannedUnits>4</PlannedUnits><ProjectObjectId>1</ProjectObjectId><ResourceObjectId>301</ResourceObjectId></ResourceAssignment>
</Project></APIBusinessObjects>`;

describe('activity codes and resources in P6 XML', () => {
  it('reads global and project codes by their code value, resources and assignments', () => {
    const { model, warnings } = read(readP6Xml, P6_XML);
    assert.deepEqual(byId(model, 'A10').codes, [
      { type: 'Area', value: 'L3' },
      { type: 'Trade', value: 'Electrical' },
    ]);
    assert.equal(byId(model, 'A20').codes, undefined);
    // A unit of measure labels a material only: labor and equipment are counted in hours.
    assert.deepEqual(model.resources?.map((r) => [r.name, r.kind, r.unitLabel]), [
      ['Electrician crew', 'labor', undefined],
      ['Tower crane', 'nonlabor', undefined],
      ['Concrete', 'material', 'm3'],
    ]);
    assert.deepEqual(byId(model, 'A10').assignments, [{ resourceId: '300', units: 2, plannedQuantity: 16 }]);
    assert.deepEqual(byId(model, 'A20').assignments, [{ resourceId: '301', plannedQuantity: 4 }]);
    assert.deepEqual(
      warnings.map((w) => [w.code, w.count]),
      [
        ['code-assignment-skipped', 1],
        ['assignment-skipped', 1],
      ],
    );
  });

  it('reads the assignments of a file saved by P6', () => {
    const model = readP6Xml(readFixture('corpus/assignment__resource-rates-test.xml'));
    assert.deepEqual(model.resources, [{ id: '1316', name: 'Resource 1', kind: 'labor', shortName: 'R1' }]);
    const assignments = byId(model, 'A1000').assignments ?? [];
    assert.equal(assignments.length, 5);
    assert.ok(assignments.every((a) => a.resourceId === '1316' && a.plannedQuantity === 240));
  });
});

const task = (uid: string, extra = '') => `<Task><UID>${uid}</UID><ID>${uid}</ID><Name>Task ${uid}</Name><OutlineLevel>1</OutlineLevel><Duration>PT16H0M0S</Duration>${extra}</Task>`;
const MSPDI = `<?xml version="1.0"?><Project xmlns="http://schemas.microsoft.com/project"><StartDate>2024-01-08T08:00:00</StartDate><MinutesPerDay>480</MinutesPerDay>
<OutlineCodes><OutlineCode><FieldID>188744096</FieldID><FieldName>Outline Code1</FieldName><Alias>Area</Alias><Values><Value><ValueID>1</ValueID><Value>Level 3</Value></Value></Values></OutlineCode></OutlineCodes>
<ExtendedAttributes>
<ExtendedAttribute><FieldID>188744096</FieldID><FieldName>Outline Code1</FieldName><Alias>Area</Alias></ExtendedAttribute>
<ExtendedAttribute><FieldID>188743734</FieldID><FieldName>Text2</FieldName><Alias>Trade</Alias><ValueList><Value><ID>1</ID><Value>Electrical</Value></Value></ValueList></ExtendedAttribute>
<ExtendedAttribute><FieldID>188743731</FieldID><FieldName>Text1</FieldName><Alias>Note</Alias></ExtendedAttribute>
</ExtendedAttributes>
<Tasks>${task('0', '<Summary>1</Summary><OutlineCode><FieldID>188744096</FieldID><ValueID>1</ValueID></OutlineCode>')}
${task('1', '<ExtendedAttribute><FieldID>188743731</FieldID><Value>free text</Value></ExtendedAttribute><ExtendedAttribute><FieldID>188743734</FieldID><Value>Electrical</Value></ExtendedAttribute><OutlineCode><FieldID>188744096</FieldID><ValueID>1</ValueID></OutlineCode>')}
${task('2', '<OutlineCode><FieldID>188744096</FieldID><ValueID>9</ValueID></OutlineCode>')}</Tasks>
<Resources><Resource><UID>0</UID><ID>0</ID></Resource><Resource><UID>1</UID><Name>Electrician crew</Name><Type>1</Type><Initials>E</Initials></Resource><Resource><UID>2</UID><Name>Cable</Name><Type>0</Type><MaterialLabel> m </MaterialLabel></Resource></Resources>
<Assignments>
<Assignment><UID>1</UID><TaskUID>1</TaskUID><ResourceUID>1</ResourceUID><Units>0.5</Units><Work>PT8H0M0S</Work></Assignment>
<Assignment><UID>2</UID><TaskUID>2</TaskUID><ResourceUID>-65535</ResourceUID><Units>1</Units></Assignment>
<Assignment><UID>3</UID><TaskUID>2</TaskUID><ResourceUID>7</ResourceUID><Units>1</Units></Assignment>
<Assignment><UID>4</UID><TaskUID>0</TaskUID><ResourceUID>1</ResourceUID><Units>1</Units></Assignment>
</Assignments></Project>`;

describe('outline codes and resources in MSPDI', () => {
  it('reads outline codes and value-list fields as codes (not free text), resources and assignments', () => {
    const { model, warnings } = read(readMspdi, MSPDI);
    assert.deepEqual(byId(model, '1').codes, [
      { type: 'Area', value: 'Level 3' },
      { type: 'Trade', value: 'Electrical' },
    ]);
    assert.deepEqual(model.resources, [
      { id: '1', name: 'Electrician crew', kind: 'labor', shortName: 'E' },
      { id: '2', name: 'Cable', kind: 'material', unitLabel: 'm' },
    ]);
    assert.deepEqual(byId(model, '1').assignments, [{ resourceId: '1', units: 0.5, plannedQuantity: 8 }]);
    assert.equal(byId(model, '2').assignments, undefined, 'work with no resource and a resource not in the file');
    assert.deepEqual(
      warnings.filter((w) => w.code.endsWith('-skipped')).map((w) => [w.code, w.count]),
      [
        ['code-assignment-skipped', 1],
        ['assignment-skipped', 1],
      ],
    );
  });

  it('reads the outline code of a file saved by MS Project', () => {
    const model = readMspdi(readFixture('corpus/legacy__mspextattr.xml'));
    assert.deepEqual(byId(model, '1').codes, [{ type: 'Outline Code1', value: '12345' }]);
    assert.deepEqual(model.resources?.map((r) => r.name), ['Resource One']);
  });
});
