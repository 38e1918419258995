import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { minutesFromIso } from '../calendar/civil-date';
import { readP6Xml } from './p6-xml-reader';
import { ReadWarnings } from './read-warnings';

const t = (iso: string) => minutesFromIso(iso);
const activity = (objectId: number, id: string, extra = '') =>
  `<Activity><Id>${id}</Id><Name>${id}</Name><ObjectId>${objectId}</ObjectId><PlannedDuration>16</PlannedDuration><PlannedStartDate>2024-01-08T08:00:00</PlannedStartDate><PlannedFinishDate>2024-01-09T17:00:00</PlannedFinishDate>${extra}</Activity>`;
const baselineActivity = (objectId: number, id: string, start: string, finish: string, hours: number) =>
  `<Activity><Id>${id}</Id><ObjectId>${objectId}</ObjectId><PlannedDuration>${hours}</PlannedDuration><PlannedFinishDate>${finish}</PlannedFinishDate><PlannedStartDate>${start}</PlannedStartDate></Activity>`;

// As P6 exports a project with two of its baselines, and a baseline of another project of the database.
const FILE = `<?xml version="1.0" encoding="UTF-8"?><APIBusinessObjects xmlns="http://xmlns.oracle.com/Primavera/P6/V19.12/API/BusinessObjects">
<Calendar><ObjectId>1</ObjectId><Name>Standard</Name><IsDefault>1</IsDefault></Calendar>
<Project><ObjectId>7</ObjectId><Id>TOWER</Id><PlannedStartDate>2024-01-08T08:00:00</PlannedStartDate><ActivityDefaultCalendarObjectId>1</ActivityDefaultCalendarObjectId>
${activity(100, 'A10')}${activity(101, 'A20')}
</Project>
<BaselineProject><Id>TOWER B1</Id><ObjectId>8</ObjectId><OriginalProjectObjectId>7</OriginalProjectObjectId>
${baselineActivity(200, 'A10', '2023-12-04T08:00:00', '2023-12-05T12:00:00', 12)}${baselineActivity(201, 'A99', '2023-12-04T08:00:00', '2023-12-04T17:00:00', 8)}
</BaselineProject>
<BaselineProject><Id>OTHER B1</Id><ObjectId>9</ObjectId><OriginalProjectObjectId>55</OriginalProjectObjectId>
${baselineActivity(300, 'A10', '2020-01-06T08:00:00', '2020-01-06T17:00:00', 8)}
</BaselineProject>
<BaselineProject><Id>TOWER B2</Id><ObjectId>10</ObjectId><OriginalProjectObjectId>7</OriginalProjectObjectId>
${baselineActivity(400, 'A10', '2023-12-11T08:00:00', '2023-12-12T17:00:00', 16)}${baselineActivity(401, 'A20', '2023-12-13T08:00:00', '2023-12-14T17:00:00', 16)}
</BaselineProject>
</APIBusinessObjects>`;

describe('P6 XML baseline projects', () => {
  const warnings = new ReadWarnings();
  const model = readP6Xml(FILE, warnings);
  const baselinesOf = (id: string) => model.activities.find((a) => a.id === id)?.baselines;

  it('reads the baselines kept of the project, in the file order, as baselines 1, 2...; the planned dates stay baseline 0', () => {
    assert.deepEqual(baselinesOf('A10'), [
      { number: 0, start: t('2024-01-08T08:00'), finish: t('2024-01-09T17:00'), duration: 960 },
      { number: 1, start: t('2023-12-04T08:00'), finish: t('2023-12-05T12:00'), duration: 720 },
      { number: 2, start: t('2023-12-11T08:00'), finish: t('2023-12-12T17:00'), duration: 960 },
    ]);
    assert.deepEqual(baselinesOf('A20')?.map((b) => b.number), [0, 2]);
  });

  it('passes over another project\'s baseline, and warns of a baseline activity the project no longer has', () => {
    assert.ok(!baselinesOf('A10')!.some((b) => b.start === t('2020-01-06T08:00')));
    const skipped = warnings.list().find((w) => w.code === 'baseline-activity-skipped');
    assert.equal(skipped?.count, 1);
    assert.deepEqual(skipped?.examples, ['A99']);
    assert.equal(model.activities.length, 2, 'a baseline adds no activity');
  });
});
