import { bootstrapService, PROJECT_ACCESS_CALLS, type BootstrapServiceOptions, type RunningService } from '@tenon/service-kit';
import { AppModule } from './app.module';

/** How the analytics service starts; integration tests pass their own environment (database) and consumer group. */
export function startAnalyticsService(overrides: Pick<BootstrapServiceOptions, 'env' | 'kafkaGroupId'> = {}): Promise<RunningService> {
  return bootstrapService({ name: 'analytics', appModule: AppModule, callsTopics: PROJECT_ACCESS_CALLS, ...overrides });
}
