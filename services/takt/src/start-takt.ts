import { bootstrapService, PROJECT_ACCESS_CALLS, type BootstrapServiceOptions, type RunningService } from '@tenon/service-kit';
import { lookaheadRequests, masterplanRequests, projectsRequests } from '@tenon/contracts';
import { AppModule } from './app.module';

const TAKT_CALLS: readonly string[] = [...PROJECT_ACCESS_CALLS, lookaheadRequests.createTaktTasks, lookaheadRequests.deleteTaktTasks, lookaheadRequests.listActivities, masterplanRequests.listBaselines, lookaheadRequests.setTaktTaskDates, masterplanRequests.listCalendars, lookaheadRequests.listTaktTasks, projectsRequests.getProject];

/** How the takt service starts; integration tests pass their own environment (database) and consumer group. */
export function startTaktService(overrides: Pick<BootstrapServiceOptions, 'env' | 'kafkaGroupId'> = {}): Promise<RunningService> {
  return bootstrapService({ name: 'takt', appModule: AppModule, callsTopics: TAKT_CALLS, ...overrides });
}
