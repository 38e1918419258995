import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ENTITLEMENT_MODEL, entitlementSchema } from './entitlements/entitlement.schema';
import { EntitlementsRepository } from './entitlements/entitlements.repository';
import { MEMBERSHIP_MODEL, membershipSchema } from './memberships/membership.schema';
import { MembershipsRepository } from './memberships/memberships.repository';
import { PROJECT_MODEL, projectSchema } from './projects/project.schema';
import { ProjectsRepository } from './projects/projects.repository';
import { SCHEDULE_MODEL, scheduleSchema } from './schedules/schedule.schema';
import { SchedulesRepository } from './schedules/schedules.repository';
import { SUBCONTRACT_MODEL, subcontractSchema } from './subcontracts/subcontract.schema';
import { SubcontractsRepository } from './subcontracts/subcontracts.repository';
import { TAG_MODEL, tagSchema } from './tags/tag.schema';
import { TagsRepository } from './tags/tags.repository';

const repositories = [ProjectsRepository, SchedulesRepository, MembershipsRepository, EntitlementsRepository, SubcontractsRepository, TagsRepository];

/** The projects database: its collections and the repositories over them. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: PROJECT_MODEL, schema: projectSchema },
      { name: SCHEDULE_MODEL, schema: scheduleSchema },
      { name: MEMBERSHIP_MODEL, schema: membershipSchema },
      { name: ENTITLEMENT_MODEL, schema: entitlementSchema },
      { name: SUBCONTRACT_MODEL, schema: subcontractSchema },
      { name: TAG_MODEL, schema: tagSchema },
    ]),
  ],
  providers: repositories,
  exports: repositories,
})
export class PersistenceModule {}
