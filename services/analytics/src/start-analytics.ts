import { bootstrapService, type BootstrapServiceOptions, type RunningService } from '@tenon/service-kit';
import { AppModule } from './app.module';
import { PROJECT_ACCESS_CALLS } from './common/project-access.client';

/** How the analytics service starts; integration tests pass their own environment (database) and consumer group. */
export function startAnalyticsService(overrides: Pick<BootstrapServiceOptions, 'env' | 'kafkaGroupId'> = {}): Promise<RunningService> {
  return bootstrapService({ name: 'analytics', appModule: AppModule, callsTopics: PROJECT_ACCESS_CALLS, ...overrides });
}
