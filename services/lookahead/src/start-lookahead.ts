import { masterplanRequests, projectsRequests } from '@tenon/contracts';
import { bootstrapService, PROJECT_ACCESS_CALLS, type BootstrapServiceOptions, type RunningService } from '@tenon/service-kit';
import { ACTIVITY_READ_MODEL_CALLS } from './activities/activity-read-model.service';
import { AppModule } from './app.module';

/**
 * Request topics the lookahead asks: access checks, the project's planification day and members (a subtrade's
 * roadblocks), the master plan's activity rows and resource names.
 */
const LOOKAHEAD_CALLS: readonly string[] = [...PROJECT_ACCESS_CALLS, projectsRequests.getProject, projectsRequests.listMembers, masterplanRequests.resourceCatalog, ...ACTIVITY_READ_MODEL_CALLS];

/** How the lookahead service starts; integration tests pass their own environment (database) and consumer group. */
export function startLookaheadService(overrides: Pick<BootstrapServiceOptions, 'env' | 'kafkaGroupId'> = {}): Promise<RunningService> {
  return bootstrapService({ name: 'lookahead', appModule: AppModule, callsTopics: LOOKAHEAD_CALLS, ...overrides });
}
