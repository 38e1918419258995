import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  defaultPermissionsOf,
  projectsEvents,
  projectsRequests,
  type AuthContext,
  type CheckAccessReply,
  type CreateProjectReply,
  type CreateScheduleReply,
  type GetProjectReply,
  type ListMembersReply,
  type ListProjectsReply,
  type ListSchedulesReply,
  type ListSubcontractsReply,
  type ListTagsReply,
  type MemberChangedPayload,
  type ProjectUpdatedPayload,
  type ReorderSchedulesReply,
  type RenameScheduleReply,
  type ScheduleDeletedPayload,
  type ScheduleRenamedPayload,
  type SubcontractReply,
  type TagReply,
  type UpdateProjectReply,
} from '@tenon/contracts';
import { DEMO_COMPANY, HARBOR_VIEW, HARBOR_VIEW_TOWER, demoUserByRole, type Role } from '@tenon/demo-data';
import { TEMPLATE_PROJECT_ID, TEMPLATE_SCHEDULES } from '../templates/template-project';
import { EventListener } from './event-listener';
import { dataOf, refusal } from './replies';
import { randomObjectId, startProjectsUnderTest, type ProjectsUnderTest } from './service-harness';

let service: ProjectsUnderTest | undefined;
const ask = <T>(topic: string, auth: AuthContext, data: unknown) => service!.ask<T>(topic, auth, data);
const r = projectsRequests;

// Each caller carries its role's default permission table, as the gateway forwards it from the session.
const demoAuth = (role: Role): AuthContext => ({ userId: demoUserByRole(role).id, companyId: DEMO_COMPANY.id, role, sessionId: `s-${role}`, permissions: defaultPermissionsOf(role) });
const newCompanyAdmin = (): AuthContext => ({ userId: randomObjectId(), companyId: randomObjectId(), role: 'admin', sessionId: 's-new', permissions: defaultPermissionsOf('admin') });
const leaderOf = (companyId: string): AuthContext => ({ userId: randomObjectId(), companyId, role: 'projectleader', sessionId: 's-leader', permissions: defaultPermissionsOf('projectleader') });

const projectForm = { name: 'Lakeside Logistics Hub', country: 'US', type: 'industrial', currency: 'USD', budget: 22000000, size: 18000.5, sizetype: 'm2' };

async function newProject(auth: AuthContext, extra: Record<string, unknown> = {}) {
  return dataOf(await ask<CreateProjectReply>(r.createProject, auth, { ...projectForm, ...extra })).project;
}

async function newSchedule(auth: AuthContext, projectId: string, name: string) {
  return dataOf(await ask<CreateScheduleReply>(r.createSchedule, auth, { projectId, name })).schedule;
}

before(async () => {
  service = await startProjectsUnderTest();
});

after(async () => {
  await service?.stop();
});

test('a project update writes the settings fields, announces them, and follows the form rules', async () => {
  const leader = leaderOf(randomObjectId());
  const project = await newProject(leader);
  const updates = new EventListener<ProjectUpdatedPayload>(projectsEvents.projectUpdated);
  await updates.start();
  const updated = dataOf(
    await ask<UpdateProjectReply>(r.updateProject, leader, {
      projectId: project.id,
      name: '  Lakeside Hub  ',
      budget: '1.250.000',
      size: '1200.25',
      planificationDay: 0,
      stage: 'inoperation',
      address: '12 Dock Road',
      hoursPerDay: 9,
      activityCriterion: 'cost',
      image: 'abcdefabcdefabcdefabcdef',
    }),
  ).project;
  assert.deepEqual(
    [updated.name, updated.budget, updated.size, updated.planificationDay, updated.stage, updated.address, updated.hoursPerDay, updated.activityCriterion, updated.image],
    ['Lakeside Hub', 1250000, 1200.25, 0, 'inoperation', '12 Dock Road', 9, 'cost', '/api/v1/images/abcdefabcdefabcdefabcdef'],
  );
  assert.equal(updated.currency, 'USD');
  const event = await updates.waitFor((e) => e.payload.projectId === project.id);
  assert.deepEqual(event.payload.changed.sort(), ['activityCriterion', 'address', 'budget', 'hoursPerDay', 'image', 'name', 'planificationDay', 'size', 'stage']);
  await updates.stop();

  for (const invalid of [{ budget: '1234567890123' }, { size: 10.555 }, { name: '   ' }, { planificationDay: 7 }, { stage: 'paused' }, { activityCriterion: 'weight' }]) {
    assert.deepEqual(refusal(await ask(r.updateProject, leader, { projectId: project.id, ...invalid })), ['VALIDATION_FAILED', 400], JSON.stringify(invalid));
  }
  assert.deepEqual(refusal(await ask(r.updateProject, demoAuth('admin'), { projectId: project.id, name: 'Taken over' })), ['WRONG_COMPANY', 403]);
  const got = dataOf(await ask<GetProjectReply>(r.getProject, leader, { projectId: project.id })).project;
  assert.equal(got.name, 'Lakeside Hub');

  dataOf(await ask(r.updateProject, leader, { projectId: project.id, stage: 'deleted' }));
  assert.deepEqual(dataOf(await ask<ListProjectsReply>(r.listProjects, leader, {})).projects, []);
  assert.deepEqual(refusal(await ask(r.getProject, leader, { projectId: project.id })), ['NOT_FOUND', 404]);
});

test('a new project gets its default subcontract, and its default schedule only when asked', async () => {
  const leader = leaderOf(randomObjectId());
  const plain = await newProject(leader);
  const withSchedule = await newProject(leader, { withDefaultSchedule: true, name: 'Depot' });
  const subcontracts = dataOf(await ask<ListSubcontractsReply>(r.listProjectSubcontracts, leader, { projectId: plain.id })).subcontracts;
  assert.deepEqual(subcontracts.map((s) => [s.name, s.projectId]), [['General contractor', plain.id]]);
  assert.deepEqual(dataOf(await ask<ListSchedulesReply>(r.listSchedules, leader, { projectId: plain.id })).schedules, []);
  const schedules = dataOf(await ask<ListSchedulesReply>(r.listSchedules, leader, { projectId: withSchedule.id })).schedules;
  assert.deepEqual(schedules.map((s) => [s.name, s.order]), [['Schedule 1', 1]]);
  assert.deepEqual(refusal(await ask(r.createProject, leader, { ...projectForm, budget: 1234567890123 })), ['VALIDATION_FAILED', 400]);
});

test('the free-trial first project copies the template and its schedules into the new company, creator as super admin', async () => {
  const admin = newCompanyAdmin();
  const project = dataOf(
    await ask<CreateProjectReply>(r.duplicateTemplate, admin, { name: 'Acme Builders', isFreeTrial: true, creatorIsSuperAdmin: true }),
  ).project;
  assert.notEqual(project.id, TEMPLATE_PROJECT_ID);
  assert.deepEqual([project.name, project.companyId, project.stage, project.planificationDay], ['Acme Builders', admin.companyId, 'started', 1]);
  const schedules = dataOf(await ask<ListSchedulesReply>(r.listSchedules, admin, { projectId: project.id })).schedules;
  assert.deepEqual(schedules.map((s) => [s.name, s.order]), TEMPLATE_SCHEDULES.map((s) => [s.name, s.order]));
  assert.ok(schedules.every((s) => !TEMPLATE_SCHEDULES.some((t) => t.id === s.id)), 'schedules are copies');
  const { members } = dataOf(await ask<ListMembersReply>(r.listMembers, admin, { projectId: project.id }));
  assert.deepEqual(members, [{ userId: admin.userId, isCreator: true, isSuperAdmin: true, subcontractId: null }]);

  const listed = dataOf(await ask<ListProjectsReply>(r.listProjects, admin, {})).projects;
  assert.deepEqual(listed.map((p) => p.id), [project.id]);
  const ofDemo = dataOf(await ask<ListProjectsReply>(r.listProjects, demoAuth('superadmin'), {})).projects;
  assert.ok(!ofDemo.some((p) => p.id === TEMPLATE_PROJECT_ID || p.id === project.id));
  assert.deepEqual(refusal(await ask(r.getProject, admin, { projectId: TEMPLATE_PROJECT_ID })), ['WRONG_COMPANY', 403]);
  assert.deepEqual(refusal(await ask(r.getProject, demoAuth('admin'), { projectId: project.id })), ['WRONG_COMPANY', 403]);

  const second = dataOf(await ask<CreateProjectReply>(r.duplicateTemplate, newCompanyAdmin(), { name: 'Beta Works', creatorIsSuperAdmin: false })).project;
  assert.notEqual(second.id, project.id);
});

test('schedules reorder by drag and drop, refusing duplicates, strangers and other companies', async () => {
  const leader = leaderOf(randomObjectId());
  const project = await newProject(leader);
  const [a, b, c] = [await newSchedule(leader, project.id, 'A'), await newSchedule(leader, project.id, 'B'), await newSchedule(leader, project.id, 'C')];
  const reordered = dataOf(await ask<ReorderSchedulesReply>(r.reorderSchedules, leader, { projectId: project.id, scheduleIds: [c.id, a.id, b.id] }));
  assert.deepEqual(reordered.schedules.map((s) => [s.name, s.order]), [['C', 1], ['A', 2], ['B', 3]]);
  const listed = dataOf(await ask<ListSchedulesReply>(r.listSchedules, leader, { projectId: project.id })).schedules;
  assert.deepEqual(listed.map((s) => s.name), ['C', 'A', 'B']);

  assert.deepEqual(refusal(await ask(r.reorderSchedules, leader, { projectId: project.id, scheduleIds: [a.id, a.id] })), ['VALIDATION_FAILED', 400]);
  assert.deepEqual(refusal(await ask(r.reorderSchedules, leader, { projectId: project.id, scheduleIds: [randomObjectId()] })), ['NOT_FOUND', 404]);
  assert.deepEqual(
    refusal(await ask(r.reorderSchedules, leader, { projectId: project.id, scheduleIds: [HARBOR_VIEW_TOWER.id, a.id] })),
    ['WRONG_COMPANY', 403],
  );
  assert.deepEqual(
    refusal(await ask(r.reorderSchedules, demoAuth('admin'), { projectId: project.id, scheduleIds: [a.id, b.id, c.id] })),
    ['WRONG_COMPANY', 403],
  );
});

test('a deleted schedule leaves every list and the access check, and deleting it again is NOT_FOUND', async () => {
  const leader = leaderOf(randomObjectId());
  const project = await newProject(leader);
  const keep = await newSchedule(leader, project.id, 'Keep');
  const drop = await newSchedule(leader, project.id, 'Drop');
  const deletions = new EventListener<ScheduleDeletedPayload>(projectsEvents.scheduleDeleted);
  await deletions.start();
  assert.deepEqual(refusal(await ask(r.deleteSchedule, demoAuth('admin'), { projectId: project.id, scheduleId: drop.id })), ['WRONG_COMPANY', 403]);
  assert.deepEqual(refusal(await ask(r.deleteSchedule, leader, { projectId: project.id, scheduleId: HARBOR_VIEW_TOWER.id })), ['WRONG_COMPANY', 403]);
  dataOf(await ask(r.deleteSchedule, leader, { projectId: project.id, scheduleId: drop.id }));
  const event = await deletions.waitFor((e) => e.payload.scheduleId === drop.id);
  assert.equal(event.key, drop.id);
  await deletions.stop();

  const listed = dataOf(await ask<ListSchedulesReply>(r.listSchedules, { ...leader, role: 'admin' }, { projectId: project.id })).schedules;
  assert.deepEqual(listed.map((s) => s.id), [keep.id]);
  assert.deepEqual(refusal(await ask(r.checkAccess, leader, { projectId: project.id, scheduleId: drop.id })), ['NOT_FOUND', 404]);
  dataOf(await ask<CheckAccessReply>(r.checkAccess, leader, { projectId: project.id, scheduleId: keep.id }));
  assert.deepEqual(refusal(await ask(r.deleteSchedule, leader, { projectId: project.id, scheduleId: drop.id })), ['NOT_FOUND', 404]);
  const home = dataOf(await ask<ListProjectsReply>(r.listProjects, leader, {})).projects;
  assert.deepEqual(home.find((p) => p.id === project.id)?.schedules.map((s) => s.id), [keep.id]);
});

test('a schedule is renamed and announced; an empty name, another company and a deleted schedule change nothing', async () => {
  const leader = leaderOf(randomObjectId());
  const project = await newProject(leader);
  const schedule = await newSchedule(leader, project.id, 'Tower');
  const renames = new EventListener<ScheduleRenamedPayload>(projectsEvents.scheduleRenamed);
  await renames.start();
  const renamed = dataOf(await ask<RenameScheduleReply>(r.renameSchedule, leader, { projectId: project.id, scheduleId: schedule.id, name: '  Tower A  ' }));
  assert.equal(renamed.schedule.name, 'Tower A');
  const event = await renames.waitFor((e) => e.payload.scheduleId === schedule.id);
  assert.deepEqual([event.key, event.payload.name], [schedule.id, 'Tower A']);
  await renames.stop();

  assert.deepEqual(refusal(await ask(r.renameSchedule, leader, { projectId: project.id, scheduleId: schedule.id, name: '   ' })), ['VALIDATION_FAILED', 400]);
  assert.deepEqual(refusal(await ask(r.renameSchedule, demoAuth('admin'), { projectId: project.id, scheduleId: schedule.id, name: 'Mine' })), ['WRONG_COMPANY', 403]);
  assert.deepEqual(refusal(await ask(r.renameSchedule, leader, { projectId: project.id, scheduleId: HARBOR_VIEW_TOWER.id, name: 'Mine' })), ['WRONG_COMPANY', 403]);
  dataOf(await ask(r.deleteSchedule, leader, { projectId: project.id, scheduleId: schedule.id }));
  assert.deepEqual(refusal(await ask(r.renameSchedule, leader, { projectId: project.id, scheduleId: schedule.id, name: 'Back' })), ['NOT_FOUND', 404]);
  const listed = dataOf(await ask<ListSchedulesReply>(r.listSchedules, { ...leader, role: 'admin' }, { projectId: project.id })).schedules;
  assert.deepEqual(listed.map((s) => s.name), []);
});

test('members are listed, added once, removed, announced, and refused across companies', async () => {
  const leader = leaderOf(randomObjectId());
  const project = await newProject(leader);
  const teammate = randomObjectId();
  const added = new EventListener<MemberChangedPayload>(projectsEvents.memberAdded);
  const removed = new EventListener<MemberChangedPayload>(projectsEvents.memberRemoved);
  await Promise.all([added.start(), removed.start()]);

  const member = dataOf(await ask<{ member: unknown }>(r.addMember, leader, { projectId: project.id, userId: teammate, isCreator: false })).member;
  assert.deepEqual(member, { userId: teammate, isCreator: false, isSuperAdmin: false, subcontractId: null });
  dataOf(await ask(r.addMember, leader, { projectId: project.id, userId: teammate }));
  const { members } = dataOf(await ask<ListMembersReply>(r.listMembers, leader, { projectId: project.id }));
  assert.deepEqual(members.map((m) => [m.userId, m.isCreator]), [[leader.userId, true], [teammate, false]]);
  await added.waitFor((e) => e.payload.userId === teammate && e.payload.projectId === project.id);

  const asTeammate: AuthContext = { ...leader, userId: teammate, role: 'planner', permissions: defaultPermissionsOf('planner') };
  assert.deepEqual(dataOf(await ask<ListProjectsReply>(r.listProjects, asTeammate, {})).projects.map((p) => p.id), [project.id]);
  dataOf(await ask(r.removeMember, leader, { projectId: project.id, userId: teammate }));
  await removed.waitFor((e) => e.payload.userId === teammate);
  await Promise.all([added.stop(), removed.stop()]);
  assert.deepEqual(refusal(await ask(r.listSchedules, asTeammate, { projectId: project.id })), ['NOT_A_MEMBER', 403]);
  assert.deepEqual(refusal(await ask(r.removeMember, leader, { projectId: project.id, userId: teammate })), ['NOT_FOUND', 404]);

  const other = demoAuth('admin');
  assert.deepEqual(refusal(await ask(r.listMembers, other, { projectId: project.id })), ['WRONG_COMPANY', 403]);
  assert.deepEqual(refusal(await ask(r.addMember, other, { projectId: project.id, userId: other.userId })), ['WRONG_COMPANY', 403]);
  assert.deepEqual(refusal(await ask(r.removeMember, other, { projectId: project.id, userId: leader.userId })), ['WRONG_COMPANY', 403]);
});

test('subcontracts: names unique per company and per project, ids of another company or scope refused', async () => {
  const admin = newCompanyAdmin();
  const project = await newProject(admin);
  const created = dataOf(await ask<SubcontractReply>(r.createCompanySubcontract, admin, { name: 'Ace Concrete' })).subcontract;
  assert.deepEqual([created.name, created.projectId, created.companyId], ['Ace Concrete', null, admin.companyId]);
  assert.deepEqual(refusal(await ask(r.createCompanySubcontract, admin, { name: '  ace   CONCRETE ' })), ['NAME_TAKEN', 409]);
  const inProject = dataOf(await ask<SubcontractReply>(r.createProjectSubcontract, admin, { projectId: project.id, name: 'Ace Concrete' })).subcontract;
  assert.equal(inProject.projectId, project.id);
  assert.deepEqual(refusal(await ask(r.createProjectSubcontract, admin, { projectId: project.id, name: 'ACE concrete' })), ['NAME_TAKEN', 409]);
  const steel = dataOf(await ask<SubcontractReply>(r.createCompanySubcontract, admin, { name: 'Bolt Steel' })).subcontract;
  assert.deepEqual(refusal(await ask(r.updateCompanySubcontract, admin, { subcontractId: steel.id, name: 'Ace Concrete' })), ['NAME_TAKEN', 409]);
  const renamed = dataOf(await ask<SubcontractReply>(r.updateCompanySubcontract, admin, { subcontractId: steel.id, name: 'Bolt Steel Works' })).subcontract;
  assert.equal(renamed.name, 'Bolt Steel Works');
  const companyList = dataOf(await ask<ListSubcontractsReply>(r.listCompanySubcontracts, admin, {})).subcontracts;
  assert.deepEqual(companyList.map((s) => s.name), ['Ace Concrete', 'Bolt Steel Works']);

  // A project subcontract through the company routes, and the other way round, is not found there.
  assert.deepEqual(refusal(await ask(r.updateCompanySubcontract, admin, { subcontractId: inProject.id, name: 'X' })), ['NOT_FOUND', 404]);
  assert.deepEqual(refusal(await ask(r.deleteProjectSubcontract, admin, { projectId: project.id, subcontractId: steel.id })), ['NOT_FOUND', 404]);

  const other = demoAuth('admin');
  assert.deepEqual(dataOf(await ask<ListSubcontractsReply>(r.listCompanySubcontracts, other, {})).subcontracts.map((s) => s.id).includes(created.id), false);
  assert.deepEqual(refusal(await ask(r.updateCompanySubcontract, other, { subcontractId: created.id, name: 'Mine' })), ['WRONG_COMPANY', 403]);
  assert.deepEqual(refusal(await ask(r.deleteCompanySubcontract, other, { subcontractId: created.id })), ['WRONG_COMPANY', 403]);
  assert.deepEqual(refusal(await ask(r.listProjectSubcontracts, other, { projectId: project.id })), ['WRONG_COMPANY', 403]);
  assert.deepEqual(refusal(await ask(r.createProjectSubcontract, other, { projectId: project.id, name: 'Intruder' })), ['WRONG_COMPANY', 403]);
  assert.deepEqual(refusal(await ask(r.updateProjectSubcontract, other, { projectId: project.id, subcontractId: inProject.id, name: 'Y' })), ['WRONG_COMPANY', 403]);
  assert.deepEqual(refusal(await ask(r.deleteProjectSubcontract, other, { projectId: HARBOR_VIEW.id, subcontractId: inProject.id })), ['WRONG_COMPANY', 403]);

  dataOf(await ask(r.deleteCompanySubcontract, admin, { subcontractId: created.id }));
  dataOf(await ask<SubcontractReply>(r.createCompanySubcontract, admin, { name: 'Ace Concrete' }));
});

test('deleting a subcontract frees the members bound to it', async () => {
  const admin = newCompanyAdmin();
  const project = await newProject(admin);
  const teammate = randomObjectId();
  dataOf(await ask(r.addMember, admin, { projectId: project.id, userId: teammate, isCreator: false }));
  const crew = dataOf(await ask<SubcontractReply>(r.createProjectSubcontract, admin, { projectId: project.id, name: 'Drywall crew' })).subcontract;
  dataOf(await ask(r.updateMember, admin, { projectId: project.id, userId: teammate, subcontractId: crew.id }));
  const boundTo = async () => dataOf(await ask<ListMembersReply>(r.listMembers, admin, { projectId: project.id })).members.find((m) => m.userId === teammate)?.subcontractId;
  assert.equal(await boundTo(), crew.id);

  dataOf(await ask(r.deleteProjectSubcontract, admin, { projectId: project.id, subcontractId: crew.id }));
  assert.equal(await boundTo(), null);
});

test('tags: CRUD per project with unique names, refused across companies and projects', async () => {
  const admin = newCompanyAdmin();
  const project = await newProject(admin);
  const otherProject = await newProject(admin, { name: 'Second' });
  const tag = dataOf(await ask<TagReply>(r.createTag, admin, { projectId: project.id, name: 'Electrical', color: '#ff8800' })).tag;
  assert.deepEqual([tag.name, tag.color, tag.projectId], ['Electrical', '#ff8800', project.id]);
  assert.deepEqual(refusal(await ask(r.createTag, admin, { projectId: project.id, name: 'electrical' })), ['NAME_TAKEN', 409]);
  assert.deepEqual(refusal(await ask(r.createTag, admin, { projectId: project.id, name: 'Paint', color: 'orange' })), ['VALIDATION_FAILED', 400]);
  dataOf(await ask<TagReply>(r.createTag, admin, { projectId: otherProject.id, name: 'Electrical' }));
  const plumbing = dataOf(await ask<TagReply>(r.createTag, admin, { projectId: project.id, name: 'Plumbing' })).tag;
  assert.deepEqual(refusal(await ask(r.updateTag, admin, { projectId: project.id, tagId: plumbing.id, name: 'ELECTRICAL' })), ['NAME_TAKEN', 409]);
  const recolored = dataOf(await ask<TagReply>(r.updateTag, admin, { projectId: project.id, tagId: plumbing.id, color: '#0044cc' })).tag;
  assert.deepEqual([recolored.name, recolored.color], ['Plumbing', '#0044cc']);
  assert.deepEqual(refusal(await ask(r.deleteTag, admin, { projectId: otherProject.id, tagId: plumbing.id })), ['NOT_FOUND', 404]);

  const other = demoAuth('admin');
  assert.deepEqual(refusal(await ask(r.listTags, other, { projectId: project.id })), ['WRONG_COMPANY', 403]);
  assert.deepEqual(refusal(await ask(r.createTag, other, { projectId: project.id, name: 'Sneaky' })), ['WRONG_COMPANY', 403]);
  assert.deepEqual(refusal(await ask(r.updateTag, other, { projectId: HARBOR_VIEW.id, tagId: tag.id, name: 'Z' })), ['WRONG_COMPANY', 403]);
  assert.deepEqual(refusal(await ask(r.deleteTag, other, { projectId: HARBOR_VIEW.id, tagId: tag.id })), ['WRONG_COMPANY', 403]);

  dataOf(await ask(r.deleteTag, admin, { projectId: project.id, tagId: tag.id }));
  const { tags } = dataOf(await ask<ListTagsReply>(r.listTags, admin, { projectId: project.id }));
  assert.deepEqual(tags.map((t) => t.name), ['Plumbing']);
});

test('the service checks the permission key itself: read-only project settings change nothing, the Gantt adds tags and subcontracts', async () => {
  const leader = leaderOf(randomObjectId());
  const project = await newProject(leader);
  const schedule = await newSchedule(leader, project.id, 'Tower');
  const tag = dataOf(await ask<TagReply>(r.createTag, leader, { projectId: project.id, name: 'Electrical' })).tag;
  const teammate = randomObjectId();
  dataOf(await ask(r.addMember, leader, { projectId: project.id, userId: teammate }));
  // A planner of the project: project settings read-only, full access to the Gantt (default tables).
  const planner: AuthContext = { ...leader, userId: teammate, role: 'planner', permissions: defaultPermissionsOf('planner') };
  const readOnly = ['NO_PERMISSION', 403];
  assert.deepEqual(refusal(await ask(r.updateProject, planner, { projectId: project.id, name: 'Renamed' })), readOnly);
  assert.deepEqual(refusal(await ask(r.createSchedule, planner, { projectId: project.id, name: 'Annex' })), readOnly);
  assert.deepEqual(refusal(await ask(r.renameSchedule, planner, { projectId: project.id, scheduleId: schedule.id, name: 'Annex' })), readOnly);
  assert.deepEqual(refusal(await ask(r.deleteSchedule, planner, { projectId: project.id, scheduleId: schedule.id })), readOnly);
  assert.deepEqual(refusal(await ask(r.updateTag, planner, { projectId: project.id, tagId: tag.id, name: 'Power' })), readOnly);
  assert.deepEqual(refusal(await ask(r.deleteTag, planner, { projectId: project.id, tagId: tag.id })), readOnly);
  assert.deepEqual(refusal(await ask(r.addMember, planner, { projectId: project.id, userId: randomObjectId() })), readOnly);
  assert.deepEqual(refusal(await ask(r.removeMember, planner, { projectId: project.id, userId: leader.userId })), readOnly);
  assert.deepEqual(refusal(await ask(r.createCompanySubcontract, planner, { name: 'Ace Concrete' })), readOnly);

  const unchanged = dataOf(await ask<GetProjectReply>(r.getProject, planner, { projectId: project.id })).project;
  assert.equal(unchanged.name, project.name);
  assert.deepEqual(dataOf(await ask<ListSchedulesReply>(r.listSchedules, planner, { projectId: project.id })).schedules.map((s) => s.name), ['Tower']);
  assert.deepEqual(dataOf(await ask<ListTagsReply>(r.listTags, planner, { projectId: project.id })).tags.map((t) => t.name), ['Electrical']);
  assert.equal(dataOf(await ask<ListMembersReply>(r.listMembers, planner, { projectId: project.id })).members.length, 2);

  // The Gantt's add modals: a new tag or subcontract of the project, with full access to the Gantt alone.
  dataOf(await ask<TagReply>(r.createTag, planner, { projectId: project.id, name: 'Plumbing' }));
  dataOf(await ask<SubcontractReply>(r.createProjectSubcontract, planner, { projectId: project.id, name: 'Glaziers' }));
  const client: AuthContext = { ...planner, role: 'client', permissions: defaultPermissionsOf('client') };
  assert.deepEqual(refusal(await ask(r.createTag, client, { projectId: project.id, name: 'Paint' })), readOnly);
  // A caller with no permission table at all (a path that skipped the gateway) is refused too.
  const { permissions: _dropped, ...bare } = leader;
  assert.deepEqual(refusal(await ask(r.createSchedule, bare, { projectId: project.id, name: 'Annex' })), readOnly);
});

test('tags and subcontracts are answered in pages in name order; a bad page is refused', async () => {
  const admin = newCompanyAdmin();
  const project = await newProject(admin);
  for (const name of ['Roofing', 'Drywall', 'Ñandú works', 'Glazing', 'acoustics']) dataOf(await ask<TagReply>(r.createTag, admin, { projectId: project.id, name }));
  const seen: string[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const page: ListTagsReply = dataOf(await ask<ListTagsReply>(r.listTags, admin, { projectId: project.id, limit: '2', ...(after === null ? {} : { after }) }));
    assert.ok(page.tags.length <= 2);
    seen.push(...page.tags.map((t) => t.name));
    after = page.nextCursor;
    pages += 1;
  } while (after !== null);
  assert.deepEqual(seen, ['acoustics', 'Drywall', 'Glazing', 'Roofing', 'Ñandú works']);
  assert.equal(pages, 3);
  assert.deepEqual(refusal(await ask(r.listTags, admin, { projectId: project.id, limit: '0' })), ['VALIDATION_FAILED', 400]);
  assert.deepEqual(refusal(await ask(r.listTags, admin, { projectId: project.id, limit: '501' })), ['VALIDATION_FAILED', 400]);
  assert.deepEqual(refusal(await ask(r.listTags, admin, { projectId: project.id, after: '{"$gt":""}' })), ['VALIDATION_FAILED', 400]);

  for (const name of ['Steel', 'Concrete', 'Electrical']) dataOf(await ask(r.createProjectSubcontract, admin, { projectId: project.id, name }));
  const first = dataOf(await ask<ListSubcontractsReply>(r.listProjectSubcontracts, admin, { projectId: project.id, limit: '2' }));
  assert.ok(first.nextCursor !== null);
  const rest = dataOf(await ask<ListSubcontractsReply>(r.listProjectSubcontracts, admin, { projectId: project.id, after: first.nextCursor }));
  assert.equal(rest.nextCursor, null);
  const names = [...first.subcontracts, ...rest.subcontracts].map((s) => s.name);
  assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })), 'in name order');
  assert.ok(['Steel', 'Concrete', 'Electrical'].every((name) => names.includes(name)), 'every subcontract once over the pages');
  assert.equal(new Set(names).size, names.length);
});
