import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { masterplanRequests, type ApplyReimportReply, type FinishImportReply, type ImportPreview, type ListResourcesReply, type ListTagsReply, type PlanReply, type ReimportDiff } from '@tenon/contracts';
import { HARBOR_VIEW, HARBOR_VIEW_PODIUM, NORTHGATE_MEDICAL } from '@tenon/demo-data';
import { demoAuth, startWithProjects, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { startMasterplanService } from '../start-masterplan';
import { startGateway, type GatewayUnderTest } from './gateway-under-test';

/** A P6 file's activity codes and resources, imported through the gateway against the real database, Kafka and Redis. */
let masterplan: ServiceUnderTest | undefined;
let gateway: GatewayUnderTest | undefined;
let admin = '';

/**
 * The XER P6 saved with one activity and five assignments of its resource (`corpus/assignment__resource-rates-test.xer`),
 * with two activity codes put on that activity: the corpus has no export carrying both.
 */
function fileWithCodes(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'fixtures', 'schedules', 'corpus', 'assignment__resource-rates-test.xer');
    if (!existsSync(candidate)) continue;
    const codes = [
      '%T\tACTVTYPE', '%F\tactv_code_type_id\tactv_code_type\tproj_id', '%R\t900\tArea\t', '%R\t901\tTrade\t368',
      '%T\tACTVCODE', '%F\tactv_code_id\tactv_code_type_id\tactv_code_name\tshort_name', '%R\t910\t900\tThird floor\tLevel 3', '%R\t911\t901\tElectrical works\tElectrical',
      '%T\tTASKACTV', '%F\ttask_id\tactv_code_type_id\tactv_code_id\tproj_id', '%R\t35845\t900\t910\t368', '%R\t35845\t901\t911\t368',
    ].join('\r\n');
    return readFileSync(candidate, 'utf8').replace(/%E\s*$/, `${codes}\r\n%E\r\n`);
  }
  throw new Error('shared/fixtures/schedules/corpus/assignment__resource-rates-test.xer not found beside the repository');
}

/** The same file a week later: a second activity on the same resource and trade. */
function revisedFile(): string {
  const lines = fileWithCodes().split('\r\n');
  const copy = (prefix: string, edit: (line: string) => string): void => {
    const index = lines.findIndex((line) => line.startsWith(prefix));
    assert.ok(index >= 0, prefix);
    lines.splice(index + 1, 0, edit(lines[index]!));
  };
  copy('%R\t35845\t368\t', (line) => line.replace('%R\t35845\t', '%R\t35846\t').replace('A1000\tActivity 1', 'A1010\tActivity 2'));
  copy('%R\t6639\t35845\t', (line) => line.replace('%R\t6639\t35845\t', '%R\t6650\t35846\t'));
  copy('%R\t35845\t901\t911', () => '%R\t35846\t901\t911\t368');
  return lines.join('\r\n');
}

async function call<T>(method: string, path: string, body?: string | object, fileName?: string): Promise<{ status: number; body: T & { error?: { code: string } } }> {
  const query = fileName === undefined ? '' : `?fileName=${encodeURIComponent(fileName)}`;
  const isFile = typeof body === 'string';
  const response = await fetch(`${gateway!.baseUrl}/api/v1${path}${query}`, {
    method,
    headers: { authorization: `Bearer ${admin}`, 'content-type': isFile ? 'application/octet-stream' : 'application/json' },
    ...(body === undefined ? {} : { body: isFile ? new Uint8Array(Buffer.from(body, 'utf8')) : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? {} : JSON.parse(text)) as T & { error?: { code: string } } };
}

const schedulePath = (scheduleId: string) => `/masterplan/projects/${NORTHGATE_MEDICAL.id}/schedules/${scheduleId}`;

async function newSchedule(): Promise<string> {
  const created = await call<{ schedule: { id: string } }>('POST', `/projects/${NORTHGATE_MEDICAL.id}/schedules`, { name: `Codes import ${Date.now()}` });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.schedule.id;
}

async function importInto(scheduleId: string): Promise<void> {
  const preview = await call<ImportPreview>('POST', `${schedulePath(scheduleId)}/imports`, fileWithCodes(), 'rates.xer');
  assert.equal(preview.status, 201, JSON.stringify(preview.body));
  const finished = await call<FinishImportReply>('POST', `${schedulePath(scheduleId)}/imports/${preview.body.importId}/finish`, {});
  assert.equal(finished.status, 200, JSON.stringify(finished.body));
}

async function planOf(scheduleId: string): Promise<PlanReply> {
  const answer = await call<PlanReply>('GET', `${schedulePath(scheduleId)}/plan`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
}

async function resourcesOf(scheduleId: string): Promise<ListResourcesReply['resources']> {
  const answer = await call<ListResourcesReply>('GET', `${schedulePath(scheduleId)}/resources`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.resources;
}

/** How many tags of the project carry each of these names (compared as the project compares them). */
async function tagCounts(names: string[]): Promise<number[]> {
  const answer = await call<ListTagsReply>('GET', `/projects/${NORTHGATE_MEDICAL.id}/tags?limit=500`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return names.map((name) => answer.body.tags.filter((tag) => tag.name.toLowerCase() === name.toLowerCase()).length);
}

before(async () => {
  masterplan = await startWithProjects({ name: 'masterplan', start: startMasterplanService });
  await masterplan.waitUntilReady(() => masterplan!.ask(masterplanRequests.readPlan, demoAuth('planner'), { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_PODIUM.id }));
  gateway = await startGateway();
  admin = await gateway.sessionOf('admin@tenon.demo');
});

after(async () => {
  await gateway?.stop();
  await masterplan?.stop();
});

test('a P6 file brings its activity codes as project tags on the activities and its resources with their quantities', async () => {
  // The project may hold the tag already, spelled its own way: the import uses it instead of adding another.
  const existing = await call('POST', `/projects/${NORTHGATE_MEDICAL.id}/tags`, { name: 'AREA: level 3' });
  assert.ok(existing.status === 201 || existing.body.error?.code === 'NAME_TAKEN', JSON.stringify(existing.body));
  const scheduleId = await newSchedule();
  await importInto(scheduleId);

  const activity = (await planOf(scheduleId)).activities.find((a) => a.sourceId === 'A1000');
  assert.ok(activity, 'the activity came across');
  assert.deepEqual(activity.tags, ['AREA: level 3', 'Trade: Electrical']);
  assert.deepEqual(await tagCounts(['Area: Level 3', 'Trade: Electrical']), [1, 1]);
  const resources = await resourcesOf(scheduleId);
  assert.deepEqual(resources.map((r) => [r.name, r.type, r.unitLabel, r.total, r.used]), [['Resource 1', 'speciality', 'h', 1200, 1200]]);
  assert.deepEqual(resources[0]!.assignments.map((a) => [a.activityId, a.quantity]), [[activity.id, 1200]], 'five assignments of 240 h on one activity');

  // The same file into another schedule of the project: the project's tags are not added twice.
  const other = await newSchedule();
  await importInto(other);
  assert.deepEqual(await tagCounts(['Area: Level 3', 'Trade: Electrical']), [1, 1]);
  assert.deepEqual((await resourcesOf(other)).map((r) => r.name), ['Resource 1']);
});

test('a newer version of the file adds its new activity to the resource and tags already there, duplicating neither', async () => {
  const scheduleId = await newSchedule();
  await importInto(scheduleId);
  const read = await call<ReimportDiff>('POST', `${schedulePath(scheduleId)}/imports/updates`, revisedFile(), 'rates-revised.xer');
  assert.equal(read.status, 201, JSON.stringify(read.body));
  assert.deepEqual(read.body.added.map((a) => a.name), ['Activity 2']);
  const applied = await call<ApplyReimportReply>('POST', `${schedulePath(scheduleId)}/imports/updates/${read.body.importId}/apply`, {
    accept: { added: read.body.added.map((a) => a.sourceId), removed: [], changed: [] },
  });
  assert.equal(applied.status, 200, JSON.stringify(applied.body));

  const plan = await planOf(scheduleId);
  const added = plan.activities.find((a) => a.name === 'Activity 2');
  assert.ok(added);
  assert.deepEqual(added.tags, ['Trade: Electrical']);
  assert.deepEqual(await tagCounts(['Trade: Electrical']), [1]);
  const resources = await resourcesOf(scheduleId);
  assert.equal(resources.length, 1, 'matched by name, not created again');
  assert.deepEqual(resources[0]!.assignments.map((a) => [a.activityName, a.quantity]), [['Activity 1', 1200], ['Activity 2', 240]]);
});
