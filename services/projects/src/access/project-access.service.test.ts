import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AuthContext, Role } from '@tenon/contracts';
import type { ReadCache, TenantScope } from '@tenon/service-kit';
import type { EntitlementsRepository } from '../entitlements/entitlements.repository';
import type { MembershipsRepository } from '../memberships/memberships.repository';
import type { ProjectsRepository } from '../projects/projects.repository';
import type { ScheduleRecord } from '../schedules/schedule.record';
import type { SchedulesRepository } from '../schedules/schedules.repository';
import { ProjectAccessService } from './project-access.service';

// What every other service relies on when it asks `projects.access.check` before touching a schedule's data.
const companyA = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const companyB = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const projectId = 'cccccccccccccccccccccccc';
const visibleId = 'dddddddddddddddddddddddd';
const hiddenId = 'eeeeeeeeeeeeeeeeeeeeeeee';
const unknownId = 'ffffffffffffffffffffffff';
const subcontractId = '999999999999999999999999';

const schedule = (id: string, visible: boolean): ScheduleRecord => ({
  id,
  companyId: companyA,
  projectId,
  name: id,
  order: 1,
  visible,
  status: 'active',
  productive: true,
  hoursPerDay: 8,
  hoursPerWeek: 40,
  dateFormat: 'MM/DD/YY',
});

function accessOf(owner: string, members: string[]) {
  const schedules = new Map([visibleId, hiddenId].map((id) => [id, schedule(id, id === visibleId)]));
  return new ProjectAccessService(
    { ownerOf: () => Promise.resolve({ companyId: owner, deleted: false }) } as unknown as ProjectsRepository,
    {
      isMember: (_scope: TenantScope, _project: string, userId: string) => Promise.resolve(members.includes(userId)),
      subcontractOf: (_scope: TenantScope, _project: string, userId: string) => Promise.resolve(members.includes(userId) ? subcontractId : null),
    } as unknown as MembershipsRepository,
    { findInProject: (_scope: TenantScope, _project: string, id: string) => Promise.resolve(schedules.get(id) ?? null) } as unknown as SchedulesRepository,
    { forProjects: () => Promise.resolve({ company: null, projects: new Map() }) } as unknown as EntitlementsRepository,
    { read: (_company: string, _key: string, load: () => Promise<unknown>) => load() } as unknown as ReadCache,
  );
}

const caller = (role: Role, companyId = companyA): AuthContext => ({ userId: 'u1', companyId, role, sessionId: 's1' });

test("a member gets a visible schedule of their company's project, with the project's modules and their subcontract", async () => {
  const reply = await accessOf(companyA, ['u1']).check(caller('planner'), { projectId, scheduleId: visibleId });
  assert.deepEqual(reply, { projectId, scheduleId: visibleId, modules: ['masterplan', 'lookahead', 'weekly', 'analytics'], subcontractId });
  assert.equal((await accessOf(companyA, []).check(caller('admin'), { projectId, scheduleId: visibleId })).subcontractId, null, 'an admin who is no member has none');
});

test("another company's project is 403 WRONG_COMPANY and a non-member 403 NOT_A_MEMBER", async () => {
  await assert.rejects(accessOf(companyB, ['u1']).check(caller('planner'), { projectId, scheduleId: visibleId }), { code: 'WRONG_COMPANY', status: 403 });
  await assert.rejects(accessOf(companyA, []).check(caller('planner'), { projectId, scheduleId: visibleId }), { code: 'NOT_A_MEMBER', status: 403 });
});

test('an unknown schedule is 404 NOT_FOUND; a hidden one too, except for the roles that see the whole company', async () => {
  const access = accessOf(companyA, ['u1']);
  await assert.rejects(access.check(caller('admin'), { projectId, scheduleId: unknownId }), { code: 'NOT_FOUND', status: 404 });
  await assert.rejects(access.check(caller('planner'), { projectId, scheduleId: hiddenId }), { code: 'NOT_FOUND', status: 404 });
  assert.equal((await access.check(caller('admin'), { projectId, scheduleId: hiddenId })).scheduleId, hiddenId);
});
