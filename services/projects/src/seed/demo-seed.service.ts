import { Injectable } from '@nestjs/common';
import {
  DEMO_COMPANY,
  DEMO_ENTITLEMENTS,
  DEMO_MEMBERSHIPS,
  DEMO_PROJECTS,
  DEMO_SCHEDULES,
} from '@tenon/demo-data';
import { companyScope } from '@tenon/service-kit';
import { EntitlementsRepository } from '../entitlements/entitlements.repository';
import { MembershipsRepository } from '../memberships/memberships.repository';
import { ProjectsRepository } from '../projects/projects.repository';
import { SchedulesRepository } from '../schedules/schedules.repository';

/** Writes the demo company's projects, schedules, memberships and entitlements when it has none yet. */
@Injectable()
export class DemoSeedService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly schedules: SchedulesRepository,
    private readonly memberships: MembershipsRepository,
    private readonly entitlements: EntitlementsRepository,
  ) {}

  /** Returns whether it seeded. Ids are fixed, so a rerun after an interrupted seed skips the rows already written. */
  async seedIfEmpty(): Promise<boolean> {
    const scope = companyScope(DEMO_COMPANY.id);
    if ((await this.projects.countAll(scope)) > 0) return false;
    for (const entitlement of DEMO_ENTITLEMENTS) {
      await this.entitlements.set(scope, entitlement.projectId, entitlement.modules, entitlement.id);
    }
    for (const schedule of DEMO_SCHEDULES) {
      const { companyId: _companyId, ...fields } = schedule;
      await ignoreDuplicate(this.schedules.create(scope, fields));
    }
    for (const membership of DEMO_MEMBERSHIPS) {
      const { companyId: _companyId, ...fields } = membership;
      await ignoreDuplicate(this.memberships.add(scope, fields));
    }
    // Projects last: their presence is what marks the seed as done.
    for (const project of DEMO_PROJECTS) {
      const { companyId: _companyId, ...fields } = project;
      await ignoreDuplicate(this.projects.create(scope, { ...fields, progress: 0 }));
    }
    return true;
  }
}

async function ignoreDuplicate(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if ((error as { code?: unknown }).code !== 11000) throw error;
  }
}
