import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AuthContext, Role, ScheduleFigures } from '@tenon/contracts';
import type { TenantScope } from '@tenon/service-kit';
import type { ProjectAccessService } from '../access/project-access.service';
import type { ProjectsEventsPort } from '../common/projects-events.port';
import type { EntitlementsRepository } from '../entitlements/entitlements.repository';
import type { EntitlementSet } from '../entitlements/module-entitlements';
import type { MembershipsRepository } from '../memberships/memberships.repository';
import type { MasterplanClient } from '../home/masterplan.client';
import type { ScheduleRecord } from '../schedules/schedule.record';
import type { SchedulesRepository } from '../schedules/schedules.repository';
import type { SchedulesService } from '../schedules/schedules.service';
import type { SubcontractsService } from '../subcontracts/subcontracts.service';
import type { ProjectRecord } from './project.record';
import type { ProjectsRepository } from './projects.repository';
import { ProjectsService } from './projects.service';

const company = 'c'.repeat(24);
const harbor = 'a'.repeat(24);
const northgate = 'b'.repeat(24);

function project(id: string, name: string): ProjectRecord {
  return {
    id, companyId: company, name, image: null, address: '', stage: 'started', country: 'US', currency: 'USD', budget: 1, size: 1,
    sizetype: 'ft2', planificationDay: 1, type: 'residential', hoursPerDay: 8, activityCriterion: 'duration', taskCriterion: 'duration',
    startDate: null, finishDate: null, progress: 0,
  };
}

function schedule(id: string, projectId: string): ScheduleRecord {
  return {
    id, companyId: company, projectId, name: `Schedule of ${projectId.slice(0, 1)}`, order: 1, visible: true, status: 'active', productive: true,
    hoursPerDay: 8, hoursPerWeek: 40, dateFormat: 'MM/DD/YY',
  };
}

let figuresAnswer: Map<string, ScheduleFigures> | null = new Map();

/** Records what the service asked of its repositories; the repositories themselves are tested against FerretDB. */
function serviceWith(memberOf: string[]) {
  const asked: string[] = [];
  const projects = {
    listActive: (scope: TenantScope, ids?: readonly string[]) => {
      asked.push(`projects:${scope.companyId}:${ids === undefined ? 'all' : ids.join(',')}`);
      const all = [project(harbor, 'Harbor View Apartments'), project(northgate, 'Northgate Medical Center')];
      return Promise.resolve(ids === undefined ? all : all.filter((p) => ids.includes(p.id)));
    },
  };
  const memberships = {
    projectIdsOf: (scope: TenantScope, userId: string) => {
      asked.push(`memberships:${scope.companyId}:${userId}`);
      return Promise.resolve(memberOf);
    },
  };
  const entitlements = {
    forProjects: (): Promise<EntitlementSet> => Promise.resolve({ company: null, projects: new Map([[northgate, ['masterplan', 'takt']]]) }),
  };
  const schedules = {
    listOfProjects: (scope: TenantScope, ids: readonly string[]) => {
      asked.push(`schedules:${scope.companyId}:${ids.join(',')}`);
      return Promise.resolve(ids.map((projectId, index) => schedule(`${index + 1}`.repeat(24), projectId)));
    },
  };
  const masterplan = {
    figuresOf: (_auth: AuthContext, scheduleIds: readonly string[]) => {
      asked.push(`figures:${scheduleIds.join(',')}`);
      return Promise.resolve(figuresAnswer);
    },
  };
  const service = new ProjectsService(
    projects as unknown as ProjectsRepository,
    memberships as unknown as MembershipsRepository,
    entitlements as unknown as EntitlementsRepository,
    {} as ProjectAccessService,
    {} as ProjectsEventsPort,
    schedules as unknown as SchedulesRepository,
    {} as SchedulesService,
    {} as SubcontractsService,
    masterplan as unknown as MasterplanClient,
  );
  return { service, asked };
}

const auth = (role: Role): AuthContext => ({ userId: 'u-1', companyId: company, role, sessionId: 's-1' });

test('admins and superadmins list every project of their company without a membership lookup', async () => {
  for (const role of ['admin', 'superadmin'] as const) {
    const { service, asked } = serviceWith([]);
    const { projects } = await service.list(auth(role));
    assert.deepEqual(projects.map((p) => p.id), [harbor, northgate]);
    assert.deepEqual(asked, [`projects:${company}:all`, `schedules:${company}:${harbor},${northgate}`, `figures:${'1'.repeat(24)},${'2'.repeat(24)}`]);
  }
});

test('other roles list only the projects they are members of, with each project its modules', async () => {
  const { service, asked } = serviceWith([northgate]);
  const { projects } = await service.list(auth('client'));
  assert.deepEqual(projects.map((p) => [p.id, p.modules]), [[northgate, ['masterplan', 'takt']]]);
  assert.deepEqual(asked, [
    `memberships:${company}:u-1`,
    `projects:${company}:${northgate}`,
    `schedules:${company}:${northgate}`,
    `figures:${'1'.repeat(24)}`,
  ]);
});

test('a user with no memberships gets an empty list without reading projects', async () => {
  const { service, asked } = serviceWith([]);
  assert.deepEqual(await service.list(auth('planner')), { projects: [] });
  assert.deepEqual(asked, [`memberships:${company}:u-1`]);
});

test('the list asks the master plan once for every schedule and answers without figures when it does not answer', async () => {
  const { service, asked } = serviceWith([]);
  figuresAnswer = null;
  try {
    const { projects } = await service.list(auth('admin'));
    assert.equal(asked.filter((line) => line.startsWith('figures:')).length, 1);
    assert.deepEqual(projects.map((p) => [p.progress, p.plannedProgress, p.variance, p.schedules.length]), [[null, null, null, 1], [null, null, null, 1]]);
  } finally {
    figuresAnswer = new Map();
  }
});
