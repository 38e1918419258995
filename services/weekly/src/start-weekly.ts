import { bootstrapService, PROJECT_ACCESS_CALLS, type BootstrapServiceOptions, type RunningService } from '@tenon/service-kit';
import { AppModule } from './app.module';
import { CNC_CALLS } from './cnc/lookahead-tasks.client';

/** Request topics the weekly service asks: access checks, and the lookahead's tasks that CNCs name. */
const WEEKLY_CALLS: readonly string[] = [...PROJECT_ACCESS_CALLS, ...CNC_CALLS];

/** How the weekly service starts; integration tests pass their own environment (database) and consumer group. */
export function startWeeklyService(overrides: Pick<BootstrapServiceOptions, 'env' | 'kafkaGroupId'> = {}): Promise<RunningService> {
  return bootstrapService({ name: 'weekly', appModule: AppModule, callsTopics: WEEKLY_CALLS, ...overrides });
}
