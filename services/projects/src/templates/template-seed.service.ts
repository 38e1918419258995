import { Injectable } from '@nestjs/common';
import { companyScope } from '@tenon/service-kit';
import { isDuplicateKey } from '../common/service-errors';
import { ProjectsRepository } from '../projects/projects.repository';
import { SchedulesRepository } from '../schedules/schedules.repository';
import { TEMPLATE_COMPANY_ID, TEMPLATE_PROJECT, TEMPLATE_SCHEDULES } from './template-project';

/** Writes the template project once per installation; two instances starting together leave one copy (fixed ids). */
@Injectable()
export class TemplateSeedService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly schedules: SchedulesRepository,
  ) {}

  async seedIfMissing(): Promise<void> {
    const scope = companyScope(TEMPLATE_COMPANY_ID);
    for (const schedule of TEMPLATE_SCHEDULES) {
      await ignoreDuplicate(
        this.schedules.create(scope, {
          id: schedule.id,
          projectId: TEMPLATE_PROJECT.id,
          name: schedule.name,
          order: schedule.order,
          visible: true,
          status: 'active',
          productive: true,
          hoursPerDay: 8,
          hoursPerWeek: 40,
          dateFormat: 'MM/DD/YY',
        }),
      );
    }
    await ignoreDuplicate(this.projects.createTemplate(scope, TEMPLATE_PROJECT));
  }
}

async function ignoreDuplicate(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}
