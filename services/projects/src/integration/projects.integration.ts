import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import {
  defaultPermissionsOf,
  projectsEvents,
  projectsRequests,
  type AuthContext,
  type ProjectCreatedPayload,
  type ScheduleCreatedPayload,
  type ServiceReply,
} from '@tenon/contracts';
import {
  DEMO_COMPANY,
  HARBOR_VIEW,
  HARBOR_VIEW_PODIUM,
  HARBOR_VIEW_TOWER,
  NORTHGATE_MEDICAL,
  NORTHGATE_HOSPITAL,
  demoUserByRole,
  type Role,
} from '@tenon/demo-data';
import type {
  CheckAccessReply,
  CreateProjectReply,
  CreateScheduleReply,
  GetProjectReply,
  ListProjectsReply,
  ListSchedulesReply,
} from '@tenon/contracts';
import { EntitlementsRepository } from '../entitlements/entitlements.repository';
import { DemoSeedService } from '../seed/demo-seed.service';
import { EventListener } from './event-listener';
import { randomObjectId, startProjectsUnderTest, type ProjectsUnderTest } from './service-harness';

let projects: ProjectsUnderTest | undefined;

const demoAuth = (role: Role): AuthContext => ({
  userId: demoUserByRole(role).id,
  companyId: DEMO_COMPANY.id,
  role,
  sessionId: `session-${role}`,
  permissions: defaultPermissionsOf(role),
});
const otherCompany: AuthContext = { userId: randomObjectId(), companyId: randomObjectId(), role: 'admin', sessionId: 'session-b', permissions: defaultPermissionsOf('admin') };

function dataOf<T>(reply: ServiceReply<T>): T {
  if (!reply.ok) assert.fail(`expected ok, got ${JSON.stringify(reply.error)}`);
  return reply.data;
}

function errorOf(reply: ServiceReply<unknown>) {
  if (reply.ok) assert.fail(`expected an error, got ${JSON.stringify(reply.data)}`);
  return reply.error;
}

before(async () => {
  projects = await startProjectsUnderTest();
});

after(async () => {
  await projects?.stop();
});

test('an admin sees every demo project with its module entitlements', async () => {
  const { projects: list } = dataOf(await projects!.ask<ListProjectsReply>(projectsRequests.listProjects, demoAuth('admin'), {}));
  assert.deepEqual(list.map((p) => p.name).sort(), ['Harbor View Apartments', 'Northgate Medical Center']);
  const harbor = list.find((p) => p.id === HARBOR_VIEW.id)!;
  const northgate = list.find((p) => p.id === NORTHGATE_MEDICAL.id)!;
  assert.deepEqual(harbor.modules, ['masterplan', 'lookahead', 'weekly', 'analytics']);
  assert.deepEqual(northgate.modules, ['masterplan', 'lookahead', 'weekly', 'takt', 'productivity', 'analytics']);
  assert.equal(harbor.stage, 'started');
  assert.equal(harbor.companyId, DEMO_COMPANY.id);
});

test('other roles see only the projects they are members of', async () => {
  const ofClient = dataOf(await projects!.ask<ListProjectsReply>(projectsRequests.listProjects, demoAuth('client'), {}));
  assert.deepEqual(ofClient.projects.map((p) => p.id), [NORTHGATE_MEDICAL.id]);
  const ofSubtrade = dataOf(await projects!.ask<ListProjectsReply>(projectsRequests.listProjects, demoAuth('subtrade'), {}));
  assert.deepEqual(ofSubtrade.projects.map((p) => p.id), [HARBOR_VIEW.id]);
});

test("a caller of another company sees none of the demo projects and gets WRONG_COMPANY for one of them", async () => {
  const list = dataOf(await projects!.ask<ListProjectsReply>(projectsRequests.listProjects, otherCompany, {}));
  assert.deepEqual(list.projects, []);
  for (const topic of [projectsRequests.getProject, projectsRequests.listSchedules, projectsRequests.checkAccess]) {
    const error = errorOf(await projects!.ask(topic, otherCompany, { projectId: HARBOR_VIEW.id }));
    assert.equal(error.code, 'WRONG_COMPANY', topic);
    assert.equal(error.status, 403);
  }
});

test('schedules are listed in order for a member, and refused to a non-member', async () => {
  const { schedules } = dataOf(
    await projects!.ask<ListSchedulesReply>(projectsRequests.listSchedules, demoAuth('planner'), { projectId: HARBOR_VIEW.id }),
  );
  assert.deepEqual(schedules.map((s) => [s.id, s.order]), [[HARBOR_VIEW_TOWER.id, 1], [HARBOR_VIEW_PODIUM.id, 2]]);
  assert.equal(schedules[0]!.hoursPerDay, 8);
  const error = errorOf(await projects!.ask(projectsRequests.listSchedules, demoAuth('client'), { projectId: HARBOR_VIEW.id }));
  assert.deepEqual([error.code, error.status], ['NOT_A_MEMBER', 403]);
});

test('the access check confirms a schedule of the project and refuses one of another project', async () => {
  const ok = dataOf(
    await projects!.ask<CheckAccessReply>(projectsRequests.checkAccess, demoAuth('superintendent'), {
      projectId: HARBOR_VIEW.id,
      scheduleId: HARBOR_VIEW_TOWER.id,
    }),
  );
  assert.deepEqual(ok, { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id, modules: ['masterplan', 'lookahead', 'weekly', 'analytics'], subcontractId: null });
  const mismatch = errorOf(
    await projects!.ask(projectsRequests.checkAccess, demoAuth('admin'), { projectId: HARBOR_VIEW.id, scheduleId: NORTHGATE_HOSPITAL.id }),
  );
  assert.deepEqual([mismatch.code, mismatch.status], ['NOT_FOUND', 404]);
  const unknown = errorOf(await projects!.ask(projectsRequests.checkAccess, demoAuth('admin'), { projectId: randomObjectId() }));
  assert.deepEqual([unknown.code, unknown.status], ['NOT_FOUND', 404]);
});

test('malformed data is refused before any rule runs', async () => {
  const error = errorOf(await projects!.ask(projectsRequests.listSchedules, demoAuth('admin'), { projectId: 'not-an-id' }));
  assert.deepEqual([error.code, error.status], ['VALIDATION_FAILED', 400]);
});

test('a created project starts as "started" on Monday planning, its creator is a member, and company A cannot read it', async () => {
  const companyB = otherCompany;
  const projectEvents = new EventListener<ProjectCreatedPayload>(projectsEvents.projectCreated);
  const scheduleEvents = new EventListener<ScheduleCreatedPayload>(projectsEvents.scheduleCreated);
  await Promise.all([projectEvents.start(), scheduleEvents.start()]);
  const created = dataOf(
    await projects!.ask<CreateProjectReply>(projectsRequests.createProject, { ...companyB, role: 'projectleader' }, {
      name: 'Lakeside Logistics Hub',
      country: 'US',
      type: 'industrial',
      currency: 'USD',
      budget: 22000000,
      size: 18000,
      sizetype: 'm2',
    }),
  ).project;
  assert.equal(created.stage, 'started');
  assert.equal(created.planificationDay, 1);
  assert.equal(created.companyId, companyB.companyId);

  const asCreator = { ...companyB, role: 'projectleader' as const };
  const listed = dataOf(await projects!.ask<ListProjectsReply>(projectsRequests.listProjects, asCreator, {}));
  assert.deepEqual(listed.projects.map((p) => p.id), [created.id]);
  const got = dataOf(await projects!.ask<GetProjectReply>(projectsRequests.getProject, asCreator, { projectId: created.id }));
  assert.equal(got.project.name, 'Lakeside Logistics Hub');

  const schedule = dataOf(
    await projects!.ask<CreateScheduleReply>(projectsRequests.createSchedule, asCreator, { projectId: created.id, name: 'Warehouse' }),
  ).schedule;
  assert.equal(schedule.order, 1);

  const projectEvent = await projectEvents.waitFor((e) => e.payload.projectId === created.id);
  assert.equal(projectEvent.key, created.id);
  assert.deepEqual(projectEvent.payload.modules, ['masterplan', 'lookahead', 'weekly', 'analytics']);
  const scheduleEvent = await scheduleEvents.waitFor((e) => e.payload.scheduleId === schedule.id);
  assert.deepEqual(scheduleEvent.payload, { companyId: companyB.companyId, projectId: created.id, scheduleId: schedule.id, name: 'Warehouse' });
  await Promise.all([projectEvents.stop(), scheduleEvents.stop()]);

  const fromA = errorOf(await projects!.ask(projectsRequests.getProject, demoAuth('superadmin'), { projectId: created.id }));
  assert.deepEqual([fromA.code, fromA.status], ['WRONG_COMPANY', 403]);
  const scheduleFromA = errorOf(
    await projects!.ask(projectsRequests.checkAccess, demoAuth('admin'), { projectId: created.id, scheduleId: schedule.id }),
  );
  assert.equal(scheduleFromA.code, 'WRONG_COMPANY');
});

test("a company-wide entitlement narrows every project of that company, and only that company's", async () => {
  const entitlements = projects!.service.app.get(EntitlementsRepository);
  await entitlements.set({ companyId: otherCompany.companyId }, null, ['masterplan']);
  const ofB = dataOf(await projects!.ask<ListProjectsReply>(projectsRequests.listProjects, otherCompany, {}));
  assert.ok(ofB.projects.length > 0);
  for (const project of ofB.projects) assert.deepEqual(project.modules, ['masterplan']);
  const ofDemo = dataOf(await projects!.ask<ListProjectsReply>(projectsRequests.listProjects, demoAuth('admin'), {}));
  assert.deepEqual(ofDemo.projects.find((p) => p.id === HARBOR_VIEW.id)?.modules, ['masterplan', 'lookahead', 'weekly', 'analytics']);
});

test('two instances seeding the demo at the same moment leave one copy of each project, schedule and membership', async () => {
  const db = projects!.service.app.get<Connection>(getConnectionToken());
  const before = await db.collection('memberships').countDocuments({ companyId: DEMO_COMPANY.id });
  await db.collection('projects').deleteMany({ companyId: DEMO_COMPANY.id });
  const seed = projects!.service.app.get(DemoSeedService);
  const seeded = await Promise.all([seed.seedIfEmpty(), seed.seedIfEmpty()]);
  assert.ok(seeded.includes(true));
  assert.equal(await db.collection('projects').countDocuments({ companyId: DEMO_COMPANY.id }), 2);
  assert.equal(await db.collection('schedules').countDocuments({ companyId: DEMO_COMPANY.id }), 4);
  assert.equal(await db.collection('memberships').countDocuments({ companyId: DEMO_COMPANY.id }), before);
  assert.equal(await seed.seedIfEmpty(), false);
});
