import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { masterplanRequests, planActivityDefaults, type ApplyReimportReply, type ExportPlanReply, type FinishImportReply, type ImportPreview, type PlanReply, type ReimportDiff, type SavePlanReply } from '@tenon/contracts';
import { DEMO_COMPANY, HARBOR_VIEW, HARBOR_VIEW_PODIUM, NORTHGATE_HOSPITAL, NORTHGATE_MEDICAL } from '@tenon/demo-data';
import { findScheduleCorpusDir, listCorpusFiles, mutatedFiles } from '@tenon/scheduling/corpus';
import { demoAuth, demoAuthOn, errorOf, startWithProjects, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { readScheduleFileForImport } from '../import/schedule-file-reading';
import { startMasterplanService } from '../start-masterplan';
import { startGateway, type GatewayUnderTest } from './gateway-under-test';

/** Import through the gateway against the real database, Kafka and Redis: what lands, and what a refusal leaves (nothing). */
let masterplan: ServiceUnderTest | undefined;
let gateway: GatewayUnderTest | undefined;
let admin = '';
let viewer = '';

/** The template project lives in a company of its own (projects service): a schedule of another company. */
const OTHER_COMPANY_PROJECT = '7e3a00000000000000000001';
const OTHER_COMPANY_SCHEDULE = '7e3a00000000000000000011';

function fixture(relativePath: string): Buffer {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'fixtures', 'schedules', relativePath);
    if (existsSync(candidate)) return readFileSync(candidate);
  }
  throw new Error(`shared/fixtures/schedules/${relativePath} not found beside the repository`);
}

const schedulePath = (projectId: string, scheduleId: string) => `/api/v1/masterplan/projects/${projectId}/schedules/${scheduleId}`;

async function call<T>(token: string, method: string, path: string, body?: Buffer | object, fileName?: string): Promise<{ status: number; body: T & { error?: { code: string; message: string } } }> {
  const query = fileName === undefined ? '' : `?fileName=${encodeURIComponent(fileName)}`;
  const isFile = Buffer.isBuffer(body);
  const response = await fetch(`${gateway!.baseUrl}${path}${query}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': isFile ? 'application/octet-stream' : 'application/json' },
    ...(body === undefined ? {} : { body: isFile ? new Uint8Array(body) : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? {} : JSON.parse(text)) as T & { error?: { code: string; message: string } } };
}

const upload = (token: string, projectId: string, scheduleId: string, file: Buffer, fileName: string) =>
  call<ImportPreview>(token, 'POST', `${schedulePath(projectId, scheduleId)}/imports`, file, fileName);

async function planOf(projectId: string, scheduleId: string): Promise<PlanReply> {
  const answer = await call<PlanReply>(admin, 'GET', `${schedulePath(projectId, scheduleId)}/plan`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
}

async function calendarsOf(scheduleId: string): Promise<number> {
  return masterplan!.service.app.get<Connection>(getConnectionToken()).collection('calendars').countDocuments({ scheduleId });
}

/** Uploads and previews waiting in Redis for the demo company. */
async function blobsLeft(): Promise<string[]> {
  const redis = masterplan!.service.app.get<Redis>('SERVICE_KIT_REDIS', { strict: false });
  return redis.keys(`blob:*:${DEMO_COMPANY.id}:*`);
}

before(async () => {
  masterplan = await startWithProjects({ name: 'masterplan', start: startMasterplanService });
  await masterplan.waitUntilReady(() => masterplan!.ask(masterplanRequests.readPlan, demoAuth('planner'), { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_PODIUM.id }));
  gateway = await startGateway();
  admin = await gateway.sessionOf('admin@tenon.demo');
  viewer = await gateway.sessionOf('superintendent@tenon.demo');
});

after(async () => {
  await gateway?.stop();
  await masterplan?.stop();
});

test('an MS Project file uploaded through the gateway is previewed, then finished into version 1 with its rows and calendars', async () => {
  const before = await calendarsOf(HARBOR_VIEW_PODIUM.id);
  const preview = await upload(admin, HARBOR_VIEW.id, HARBOR_VIEW_PODIUM.id, fixture('mspdi/sample-summaries-calendars.xml'), 'sample-summaries-calendars.xml');
  assert.equal(preview.status, 201, JSON.stringify(preview.body));
  assert.equal(preview.body.format, 'mspdi');
  assert.deepEqual(preview.body.counts, { activities: 19, tasks: 15, milestones: 1, summaries: 3, links: 6, calendars: 5, resources: 2 });
  assert.equal(preview.body.start, '2003-01-07T08:00');
  assert.ok(preview.body.warnings.some((w) => w.code === 'calendar-combined'));
  assert.equal((await planOf(HARBOR_VIEW.id, HARBOR_VIEW_PODIUM.id)).version, 0, 'a preview writes nothing');

  const finished = await call<FinishImportReply>(admin, 'POST', `${schedulePath(HARBOR_VIEW.id, HARBOR_VIEW_PODIUM.id)}/imports/${preview.body.importId}/finish`, {});
  assert.equal(finished.status, 200, JSON.stringify(finished.body));
  assert.deepEqual([finished.body.version, finished.body.activities, finished.body.links, finished.body.calendars], [1, 19, 6, 5]);
  const plan = await planOf(HARBOR_VIEW.id, HARBOR_VIEW_PODIUM.id);
  assert.deepEqual([plan.version, plan.activities.length, plan.links.length], [1, 19, 6]);
  assert.equal(plan.activities.filter((a) => a.kind === 'summary').length, 3);
  assert.ok(plan.activities.every((a) => a.sourceId !== null));
  assert.ok(plan.links.some((l) => l.lag < 0), 'the lead came across');
  assert.equal(await calendarsOf(HARBOR_VIEW_PODIUM.id), before + 5);
  assert.deepEqual(await blobsLeft(), [], 'the upload and the preview are gone once finished');

  const again = await upload(admin, HARBOR_VIEW.id, HARBOR_VIEW_PODIUM.id, fixture('mspdi/task-links-project2010.xml'), 'again.xml');
  assert.deepEqual([again.status, again.body.error?.code], [409, 'GANTT_EXISTS']);
});

/** The sample file as its owner might send it a month later: one task renamed, one gone, one new. */
function revisedSample(): Buffer {
  const text = fixture('mspdi/sample-summaries-calendars.xml').toString('utf8');
  const milestone = /<Task><UID>3<\/UID>.*?<\/Task>/s.exec(text)?.[0];
  assert.ok(milestone !== undefined, 'the sample has task 3');
  const added = milestone.replace('<UID>3</UID><ID>3</ID>', '<UID>99</UID><ID>99</ID>').replace('<Name>Third task</Name>', '<Name>Added inspection</Name>');
  return Buffer.from(
    text
      .replace('<Name>Third task</Name>', '<Name>Third task (revised)</Name>')
      .replace(/<Task><UID>6<\/UID>.*?<\/Task>/s, '')
      .replace('</Tasks>', `${added}</Tasks>`),
    'utf8',
  );
}

test('a newer version of the file is shown as a diff, and only the part accepted is saved, as one version', async () => {
  const path = schedulePath(HARBOR_VIEW.id, HARBOR_VIEW_PODIUM.id);
  const imported = await planOf(HARBOR_VIEW.id, HARBOR_VIEW_PODIUM.id);
  const [top] = imported.activities.filter((a) => a.parentId === null).sort((a, b) => b.order - a.order);
  const ownRow = { ...planActivityDefaults(), id: '7e5e00000000000000000099', correlativeId: 500, name: 'Site fence (made here)', kind: 'task' as const, parentId: null, order: (top?.order ?? 0) + 1, duration: 480, start: '2003-01-07T08:00', finish: '2003-01-07T17:00' };
  const own = await masterplan!.ask<SavePlanReply>(masterplanRequests.savePlan, demoAuthOn('admin', 'masterplan.gantt', 'AC'), {
    projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_PODIUM.id, baseVersion: imported.version,
    activities: { upsert: [ownRow], delete: [] }, links: { upsert: [], delete: [] },
  });
  assert.ok(own.ok, JSON.stringify(own));

  const read = await call<ReimportDiff>(admin, 'POST', `${path}/imports/updates`, revisedSample(), 'sample-revised.xml');
  assert.equal(read.status, 201, JSON.stringify(read.body));
  const diff = read.body;
  assert.equal(diff.baseVersion, imported.version + 1);
  assert.deepEqual(diff.added.map((a) => a.name), ['Added inspection']);
  assert.deepEqual(diff.removed.map((a) => a.name), ['Recurring Task']);
  assert.ok(diff.changed.some((c) => c.rename?.to === 'Third task (revised)'));
  assert.equal(diff.keptFromProduct, 1, 'the row made here is neither matched nor removed');
  assert.equal((await planOf(HARBOR_VIEW.id, HARBOR_VIEW_PODIUM.id)).version, diff.baseVersion, 'reading a diff writes nothing');

  const renamed = diff.changed.find((c) => c.rename !== undefined)!;
  const applied = await call<ApplyReimportReply>(admin, 'POST', `${path}/imports/updates/${diff.importId}/apply`, { accept: { added: diff.added.map((a) => a.sourceId), removed: [], changed: [renamed.id] } });
  assert.equal(applied.status, 200, JSON.stringify(applied.body));
  assert.equal(applied.body.version, diff.baseVersion + 1);
  const names = new Set((await planOf(HARBOR_VIEW.id, HARBOR_VIEW_PODIUM.id)).activities.map((a) => a.name));
  for (const name of ['Added inspection', 'Third task (revised)', 'Recurring Task', 'Site fence (made here)']) assert.ok(names.has(name), name);

  const again = await call(admin, 'POST', `${path}/imports/updates/${diff.importId}/apply`, { accept: { added: [], removed: [renamed.id], changed: [] } });
  assert.deepEqual([again.status, again.body.error?.code], [404, 'IMPORT_EXPIRED']);
  assert.deepEqual(await blobsLeft(), []);
});

test('an update is refused on an empty schedule, to a viewer, on a stale plan and for rows it does not offer, changing nothing', async () => {
  const file = revisedSample();
  const empty = await call(admin, 'POST', `${schedulePath(NORTHGATE_MEDICAL.id, NORTHGATE_HOSPITAL.id)}/imports/updates`, file, 'x.xml');
  assert.deepEqual([empty.status, empty.body.error?.code], [409, 'GANTT_MISSING']);
  const path = schedulePath(HARBOR_VIEW.id, HARBOR_VIEW_PODIUM.id);
  const refused = await call(viewer, 'POST', `${path}/imports/updates`, file, 'x.xml');
  assert.deepEqual([refused.status, refused.body.error?.code], [403, 'NO_PERMISSION']);

  const diff = (await call<ReimportDiff>(admin, 'POST', `${path}/imports/updates`, file, 'x.xml')).body;
  const unknown = await call(admin, 'POST', `${path}/imports/updates/${diff.importId}/apply`, { accept: { added: ['no-such-row'], removed: [], changed: [] } });
  assert.deepEqual([unknown.status, unknown.body.error?.code], [400, 'REIMPORT_CHOICE_UNKNOWN']);
  const nothing = await call(admin, 'POST', `${path}/imports/updates/${diff.importId}/apply`, { accept: {} });
  assert.deepEqual([nothing.status, nothing.body.error?.code], [400, 'NOTHING_ACCEPTED']);

  const plan = await planOf(HARBOR_VIEW.id, HARBOR_VIEW_PODIUM.id);
  const moved = plan.activities.find((a) => a.name === 'Site fence (made here)')!;
  const saved = await masterplan!.ask<SavePlanReply>(masterplanRequests.savePlan, demoAuthOn('admin', 'masterplan.gantt', 'AC'), {
    projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_PODIUM.id, baseVersion: plan.version,
    activities: { upsert: [{ ...moved, description: 'checked on site' }], delete: [] }, links: { upsert: [], delete: [] },
  });
  assert.ok(saved.ok, JSON.stringify(saved));
  const stale = await call(admin, 'POST', `${path}/imports/updates/${diff.importId}/apply`, { accept: { added: [], removed: diff.removed.map((r) => r.id), changed: [] } });
  assert.deepEqual([stale.status, stale.body.error?.code], [409, 'SAVE_CONFLICT']);
  const after = await planOf(HARBOR_VIEW.id, HARBOR_VIEW_PODIUM.id);
  assert.equal(after.version, plan.version + 1);
  assert.ok(after.activities.some((a) => a.name === 'Recurring Task'), 'the refused removal left the row');
});

test('the plan exports as MS Project XML, XER and P6 XML that read back with its activities and links, each export audited', async () => {
  const plan = await planOf(HARBOR_VIEW.id, HARBOR_VIEW_PODIUM.id);
  for (const format of ['mspdi', 'xer', 'p6xml'] as const) {
    const exported = await call<ExportPlanReply>(viewer, 'GET', `${schedulePath(HARBOR_VIEW.id, HARBOR_VIEW_PODIUM.id)}/export?format=${format}&name=Podium%2FLevel%201`);
    assert.equal(exported.status, 200, JSON.stringify(exported.body));
    assert.equal(exported.body.fileName, format === 'xer' ? 'Podium Level 1.xer' : format === 'mspdi' ? 'Podium Level 1.xml' : 'Podium Level 1 (P6).xml');
    const back = readScheduleFileForImport(Buffer.from(exported.body.content, 'utf8'), exported.body.fileName);
    assert.ok(back.ok, JSON.stringify(back));
    const names = (rows: Array<{ name: string }>) => rows.map((a) => a.name).sort();
    assert.deepEqual(names(back.reading.plan.activities), names(plan.activities), format);
    assert.equal(back.reading.plan.links.length, plan.links.length, format);
  }
  const refused = await call(admin, 'GET', `${schedulePath(HARBOR_VIEW.id, HARBOR_VIEW_PODIUM.id)}/export?format=pdf`);
  assert.deepEqual([refused.status, refused.body.error?.code], [400, 'VALIDATION_FAILED']);
  const audit = await call<{ events: Array<{ type: string; details: Record<string, unknown> }> }>(admin, 'GET', '/api/v1/companies/current/audit-events?limit=100');
  assert.equal(audit.status, 200, JSON.stringify(audit.body));
  const exports = audit.body.events.filter((e) => e.type === 'data-exported' && e.details.name === 'Podium/Level 1');
  assert.deepEqual(exports.map((e) => e.details.format).sort(), ['mspdi', 'p6xml', 'xer']);
});

test('a P6 export keeps its progress, actual dates and data date', async () => {
  // A schedule of its own: the demo's Central Utility Plant holds the takt demo's activities.
  const created = await call<{ schedule: { id: string } }>(admin, 'POST', `/api/v1/projects/${NORTHGATE_MEDICAL.id}/schedules`, { name: `P6 import ${Date.now()}` });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const scheduleId = created.body.schedule.id;
  const preview = await upload(admin, NORTHGATE_MEDICAL.id, scheduleId, fixture('p6/percent-complete-8.4.xer'), 'percent-complete-8.4.xer');
  assert.equal(preview.status, 201, JSON.stringify(preview.body));
  assert.equal(preview.body.format, 'xer');
  assert.notEqual(preview.body.dataDate, null);
  const finished = await call<FinishImportReply>(admin, 'POST', `${schedulePath(NORTHGATE_MEDICAL.id, scheduleId)}/imports/${preview.body.importId}/finish`, {});
  assert.equal(finished.status, 200, JSON.stringify(finished.body));
  const plan = await planOf(NORTHGATE_MEDICAL.id, scheduleId);
  assert.equal(plan.activities.length, preview.body.counts.activities);
  assert.ok(plan.activities.some((a) => a.progress > 0 && a.actualStart !== null));
});

test('a PDF or a cut-off XML file is refused with the reason and leaves nothing behind', async () => {
  const calendars = await calendarsOf(NORTHGATE_HOSPITAL.id);
  const pdf = await upload(admin, NORTHGATE_MEDICAL.id, NORTHGATE_HOSPITAL.id, Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), 'plan.pdf');
  assert.deepEqual([pdf.status, pdf.body.error?.code], [422, 'SCHEDULE_FILE_INVALID']);
  assert.match(pdf.body.error?.message ?? '', /PDF/);
  const whole = fixture('mspdi/task-links-project2010.xml');
  const cut = await upload(admin, NORTHGATE_MEDICAL.id, NORTHGATE_HOSPITAL.id, whole.subarray(0, Math.floor(whole.length / 2)), 'cut.xml');
  assert.deepEqual([cut.status, cut.body.error?.code], [422, 'SCHEDULE_FILE_INVALID']);
  const plan = await planOf(NORTHGATE_MEDICAL.id, NORTHGATE_HOSPITAL.id);
  assert.deepEqual([plan.version, plan.activities.length], [0, 0]);
  assert.equal(await calendarsOf(NORTHGATE_HOSPITAL.id), calendars);
  assert.deepEqual(await blobsLeft(), []);
});

test('a viewer is refused at the gateway, and the service refuses a caller without Gantt AC by itself', async () => {
  const file = fixture('mspdi/task-links-project2010.xml');
  const refused = await upload(viewer, NORTHGATE_MEDICAL.id, NORTHGATE_HOSPITAL.id, file, 'links.xml');
  assert.deepEqual([refused.status, refused.body.error?.code], [403, 'NO_PERMISSION']);
  const direct = await masterplan!.ask(masterplanRequests.finishImport, demoAuth('planner'), { projectId: NORTHGATE_MEDICAL.id, scheduleId: NORTHGATE_HOSPITAL.id, importId: '00000000-0000-4000-8000-000000000000' });
  assert.deepEqual([errorOf(direct).code, errorOf(direct).status], ['NO_PERMISSION', 403]);
  assert.deepEqual(await blobsLeft(), []);
});

test("another company's schedule is refused and keeps nothing of the file", async () => {
  const refused = await upload(admin, OTHER_COMPANY_PROJECT, OTHER_COMPANY_SCHEDULE, fixture('mspdi/task-links-project2010.xml'), 'links.xml');
  assert.equal(refused.status, 403, JSON.stringify(refused.body));
  assert.equal(refused.body.error?.code, 'WRONG_COMPANY');
  assert.deepEqual(await blobsLeft(), []);
});

test('a preview is finished only by whoever made it, for the schedule it was made for', async () => {
  const preview = await upload(admin, NORTHGATE_MEDICAL.id, NORTHGATE_HOSPITAL.id, fixture('mspdi/task-links-project2010.xml'), 'links.xml');
  assert.equal(preview.status, 201, JSON.stringify(preview.body));
  const planner = await gateway!.sessionOf('planner@tenon.demo');
  const someoneElse = await call(planner, 'POST', `${schedulePath(NORTHGATE_MEDICAL.id, NORTHGATE_HOSPITAL.id)}/imports/${preview.body.importId}/finish`, {});
  assert.deepEqual([someoneElse.status, someoneElse.body.error?.code], [404, 'IMPORT_EXPIRED']);
  const elsewhere = await call(admin, 'POST', `${schedulePath(HARBOR_VIEW.id, HARBOR_VIEW_PODIUM.id)}/imports/${preview.body.importId}/finish`, {});
  assert.equal(elsewhere.status, 409, 'the podium has its Gantt already');
  assert.equal((await planOf(NORTHGATE_MEDICAL.id, NORTHGATE_HOSPITAL.id)).version, 0);
});

const corpus = findScheduleCorpusDir();

test(
  'damaged copies of real schedule files uploaded through the gateway each get a preview or a refusal with its reason, and a refused one leaves nothing',
  { skip: corpus === undefined ? 'no schedule corpus beside the repository (../shared/fixtures/schedules/corpus)' : false },
  async () => {
    const originals = listCorpusFiles(corpus!).map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(corpus!, name))) }));
    const calendars = await calendarsOf(NORTHGATE_HOSPITAL.id);
    const blobsBefore = new Set(await blobsLeft());
    const outcomes = new Map<string, { previewed: number; refused: number }>();
    const failures: string[] = [];
    const reasons = new Set<string>();
    // Two of each kind of damage (cut, bytes flipped, fields removed, dates garbled, loops, huge names, 5 MB of zeros,
    // an XML entity bomb); the bench takes a thousand through the readers.
    for (const file of mutatedFiles(originals, 16, 20261129, 5 * 1024 * 1024)) {
      const blobs = await blobsLeft();
      const answer = await upload(admin, NORTHGATE_MEDICAL.id, NORTHGATE_HOSPITAL.id, Buffer.from(file.bytes), file.name.split('#')[0]!);
      const tally = outcomes.get(file.kind) ?? { previewed: 0, refused: 0 };
      outcomes.set(file.kind, tally);
      if (answer.status === 201 && typeof answer.body.importId === 'string') {
        tally.previewed++;
        continue;
      }
      tally.refused++;
      const reason = answer.body.error;
      reasons.add(`${file.kind}: ${answer.status} ${reason?.code} ${reason?.message.slice(0, 100)}`);
      if (answer.status >= 500 || answer.status < 400 || reason === undefined || reason.message.trim() === '') failures.push(`${file.name}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      else if ((await blobsLeft()).length !== blobs.length) failures.push(`${file.name}: refused (${reason.code}) but left its upload behind`);
    }
    assert.deepEqual(failures, []);
    assert.equal(outcomes.size, 8, 'every kind of damage was tried');
    // The damaged files wrote nothing to the schedule: previews wait unfinished, and are let go below.
    const plan = await planOf(NORTHGATE_MEDICAL.id, NORTHGATE_HOSPITAL.id);
    assert.deepEqual([plan.version, plan.activities.length], [0, 0]);
    assert.equal(await calendarsOf(NORTHGATE_HOSPITAL.id), calendars);
    // And the service still answers: a sound file reads as before.
    const sound = await upload(admin, NORTHGATE_MEDICAL.id, NORTHGATE_HOSPITAL.id, fixture('mspdi/task-links-project2010.xml'), 'links.xml');
    assert.equal(sound.status, 201, JSON.stringify(sound.body));
    const redis = masterplan!.service.app.get<Redis>('SERVICE_KIT_REDIS', { strict: false });
    const previews = (await blobsLeft()).filter((key) => !blobsBefore.has(key));
    if (previews.length > 0) await redis.del(...previews);
    console.log(`damaged uploads: ${[...outcomes].map(([kind, tally]) => `${kind} ${tally.previewed} previewed/${tally.refused} refused`).join(', ')}\n  ${[...reasons].join('\n  ')}`);
  },
);
