import { Injectable } from '@nestjs/common';
import { DEMO_COMPANY, DEMO_PROJECTS, DEMO_SCHEDULES } from '@tenon/demo-data';
import { companyScope } from '@tenon/service-kit';
import { BiRowsRepository } from './bi-rows.repository';

/**
 * The projects service's demo seed writes its projects and schedules without publishing events, so a BI tool would
 * find the demo company without projects. The same rows are written here once; a later event about them replaces them.
 */
@Injectable()
export class BiDemoSeed {
  constructor(private readonly rows: BiRowsRepository) {}

  async seedIfEmpty(): Promise<boolean> {
    const scope = companyScope(DEMO_COMPANY.id);
    if ((await this.rows.count(scope, { kind: 'project' })) > 0) return false;
    const seededAt = new Date('2026-01-01T00:00:00.000Z');
    for (const project of DEMO_PROJECTS) {
      await this.rows.put(scope, 'project', project.id, { projectId: project.id, scheduleId: null }, {
        projectId: project.id,
        name: project.name,
        stage: project.stage,
        planificationDay: project.planificationDay,
      }, seededAt);
    }
    for (const schedule of DEMO_SCHEDULES) {
      await this.rows.put(scope, 'schedule', schedule.id, { projectId: schedule.projectId, scheduleId: schedule.id }, { scheduleId: schedule.id, name: schedule.name }, seededAt);
    }
    return true;
  }
}
